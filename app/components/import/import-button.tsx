import { usePlayground } from '../../state/store.ts';

/** Opens `Import tools` empty: the way in for catalogs in formats other than a scenario. */
export function ImportButton() {
  const openImport = usePlayground((s) => s.openImport);
  return (
    <button
      type="button"
      onClick={() => openImport()}
      className="rounded border border-slate-300 px-2 py-1 dark:border-slate-700"
    >
      Import tools
    </button>
  );
}
