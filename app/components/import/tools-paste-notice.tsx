import { usePlayground } from '../../state/store.ts';
import type { ToolsPaste } from './use-tools-paste.ts';

/** Offered instead of a schema error when the editor holds tools rather than a scenario. */
export function ToolsPasteNotice({ paste }: { paste: ToolsPaste }) {
  const openImport = usePlayground((s) => s.openImport);
  return (
    <p role="status" className="min-w-0 flex-1 truncate text-xs text-sky-800 dark:text-sky-300">
      These are tools, not a scenario ({paste.label}).{' '}
      <button type="button" className="font-medium underline" onClick={() => openImport(paste.text)}>
        Import these tools…
      </button>
    </p>
  );
}
