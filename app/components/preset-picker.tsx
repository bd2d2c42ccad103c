import { useEffect, useState } from 'react';
import { useDocumentActions } from '../hooks/services-context.ts';
import { useAfterFirstAnswer } from '../hooks/use-after-first-answer.ts';
import {
  loadPresetLessons,
  loadPresetText,
  PRESETS,
  presetLesson,
  presetOrigin,
} from '../presets/presets.ts';
import { usePlayground } from '../state/store.ts';

/** Opening a preset goes through the same question as a link: unsaved work is never dropped silently. */
export function PresetPicker() {
  const { requestOpen } = useDocumentActions();
  useLaterLessons();
  return (
    <label className="flex items-center gap-2">
      <span>Preset</span>
      <select
        value=""
        onChange={(event) => {
          const id = event.target.value;
          if (!id) return;
          loadPresetText(id).then(
            (text) => requestOpen(text, presetOrigin(id)),
            (error: unknown) =>
              usePlayground.getState().showNotice({
                tone: 'error',
                text: `The preset could not be loaded (${error instanceof Error ? error.message : String(error)}); the work on screen is unchanged.`,
              }),
          );
        }}
        className="max-w-56 rounded border border-slate-300 bg-white px-1 py-1 dark:border-slate-700 dark:bg-slate-900"
      >
        <option value="">Open a preset…</option>
        {PRESETS.map((p) => (
          <option key={p.id} value={p.id} title={presetLesson(p.id)}>
            {p.title}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The other presets' lessons, each option's title, fetched once the first answer is on screen. */
function useLaterLessons(): void {
  const after = useAfterFirstAnswer();
  const [, setIn] = useState(false);
  useEffect(() => {
    if (after)
      loadPresetLessons().then(
        () => setIn(true),
        () => {},
      );
  }, [after]);
}
