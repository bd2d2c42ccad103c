import { useDocumentActions } from '../hooks/services-context.ts';
import { PRESETS, presetOrigin, presetText } from '../presets/presets.ts';

/** Opening a preset goes through the same question as a link: unsaved work is never dropped silently. */
export function PresetPicker() {
  const { requestOpen } = useDocumentActions();
  return (
    <label className="flex items-center gap-2">
      <span>Preset</span>
      <select
        value=""
        onChange={(event) => {
          const id = event.target.value;
          if (id) requestOpen(presetText(id), presetOrigin(id));
        }}
        className="max-w-56 rounded border border-slate-300 bg-white px-1 py-1 dark:border-slate-700 dark:bg-slate-900"
      >
        <option value="">Open a preset…</option>
        {PRESETS.map((p) => (
          <option key={p.id} value={p.id} title={p.lesson}>
            {p.title}
          </option>
        ))}
      </select>
    </label>
  );
}
