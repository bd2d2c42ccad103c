import { ariaKeyShortcuts, shortcutText } from '../state/shortcut-table.ts';
import { usePlayground } from '../state/store.ts';

const BUTTON =
  'rounded border border-slate-300 px-1.5 py-0.5 text-xs enabled:hover:bg-slate-100 disabled:opacity-50 dark:border-slate-700 dark:enabled:hover:bg-slate-800';

/**
 * Undo, Redo and Reset over the one scenario history (state/history-slice.ts):
 * the same steps whether the text was typed or changed by a control.
 */
export function HistoryButtons() {
  const canUndo = usePlayground((s) => s.past.length > 0);
  const canRedo = usePlayground((s) => s.future.length > 0);
  const canReset = usePlayground((s) => s.differsFromSaved);
  const origin = usePlayground((s) => s.origin);
  const { undo, redo, resetScenario } = usePlayground.getState();
  return (
    <div role="toolbar" aria-label="Edit history" className="flex shrink-0 gap-1">
      <button
        type="button"
        className={BUTTON}
        disabled={!canUndo}
        onClick={undo}
        aria-keyshortcuts={ariaKeyShortcuts('undo')}
        title={`Undo the last change to the scenario (${shortcutText('undo')})`}
      >
        Undo
      </button>
      <button
        type="button"
        className={BUTTON}
        disabled={!canRedo}
        onClick={redo}
        aria-keyshortcuts={ariaKeyShortcuts('redo')}
        title={`Redo (${shortcutText('redo')})`}
      >
        Redo
      </button>
      <button
        type="button"
        className={BUTTON}
        disabled={!canReset}
        onClick={resetScenario}
        title={`Back to the scenario as opened (${origin || 'scenario'}); Undo brings your edits back`}
      >
        Reset
      </button>
    </div>
  );
}
