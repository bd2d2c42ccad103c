import { usePlayground } from '../../state/store.ts';
import type { ToolsPaste } from './use-tools-paste.ts';

/** Offered instead of a schema error when the editor holds tools rather than a scenario. */
export function ToolsPasteNotice({ paste }: { paste: ToolsPaste }) {
  const openImport = usePlayground((s) => s.openImport);
  return (
    <div
      role="status"
      className="flex min-w-0 flex-1 items-center gap-2 text-xs text-sky-800 dark:text-sky-300"
    >
      {/* The button first: the description after it may be cut to the pane's width. */}
      <button type="button" className="shrink-0 font-medium underline" onClick={() => openImport(paste.text)}>
        Import these tools…
      </button>
      <span className="truncate" title={paste.label}>
        These are tools, not a scenario ({paste.label}).
      </span>
    </div>
  );
}
