import { showInvisible, type WhatIfFix } from '../../../core/index.ts';
import { useEditStringAt } from '../../hooks/use-scenario-edit.ts';

/**
 * A what-if fix beside its finding: the words to add, the rank they would give
 * (core's search on a copy), the description as it would read, and one click to
 * write it into the scenario as one step of the shared undo history.
 */
export function WhatIfFixView({ fix, noFix }: { fix: WhatIfFix | null; noFix: string | null }) {
  const editStringAt = useEditStringAt();
  if (!fix)
    return (
      <p data-testid="no-fix" className="text-slate-500 dark:text-slate-400">
        No description change found: {showInvisible(noFix ?? 'none tried')}.
      </p>
    );
  const words = fix.words.map((w) => `“${showInvisible(w)}”`).join(', ');
  const before = fix.rank_before === null ? 'not ranked' : `rank ${fix.rank_before}`;
  return (
    <div
      data-testid="what-if-fix"
      className="flex flex-col gap-0.5 rounded bg-emerald-50 p-1 dark:bg-emerald-950/40"
    >
      <p>
        What if: add {words} to <span className="font-mono">{showInvisible(fix.tool)}</span>’s description —{' '}
        {before} → <strong>rank {fix.rank_after}</strong> for “{showInvisible(fix.query)}” (limit {fix.limit}
        ).
      </p>
      <FixEffectsView fix={fix} />
      <p className="break-words font-mono text-[11px] text-slate-600 dark:text-slate-300">
        {fix.field}: {showInvisible(fix.description)}
      </p>
      <div>
        <button
          type="button"
          onClick={() =>
            editStringAt(
              ['definitions', fix.definition_index, 'description'],
              fix.description_before,
              fix.description,
            )
          }
          className="rounded border border-emerald-600 px-1.5 text-emerald-800 hover:bg-emerald-100 dark:text-emerald-300 dark:hover:bg-emerald-900"
        >
          Apply to the scenario
        </button>
      </div>
    </div>
  );
}

/** What the fix does to the rest of the review: the searches it helps and those it costs, on its face. */
function FixEffectsView({ fix }: { fix: WhatIfFix }) {
  const { effects } = fix;
  if (!effects)
    return (
      <p data-testid="fix-effects" className="text-amber-700 dark:text-amber-400">
        Not checked against the rest of the review: its checking searches ran out.
      </p>
    );
  return (
    <p data-testid="fix-effects" data-costs={effects.costs.length}>
      Helps {effects.helps.map((h) => showInvisible(h)).join('; ')}.{' '}
      {effects.costs.length === 0 ? (
        <span>Costs nothing else in the review.</span>
      ) : (
        <strong className="text-amber-700 dark:text-amber-400">
          Costs {effects.costs.map((c) => showInvisible(c)).join('; ')}.
        </strong>
      )}
    </p>
  );
}
