import { memo, type RefObject, useEffect, useRef, useState } from 'react';
import type { IndexExplanation } from '../../core/index.ts';
import { useReport } from '../hooks/use-evaluation.ts';
import { groupDigits } from '../scenario-text/group-digits.ts';
import { WhyButton } from './review/why-button.tsx';
import { roundCellClass } from './round-colors.ts';
import { scrollCellIntoView } from './scroll-cell-into-view.ts';
import { Term } from './term.tsx';
import { VisibleText } from './visible-text.tsx';

/**
 * Fair rounds (DISCLOSURE.md §6, step 5) as a grid: a row per namespace, a
 * column per round. Filled cells were listed; faded ones were cut; the cell where
 * the budget stopped is marked; rows that never got a representative stand out.
 * The namespace column stays put while the rounds scroll, the grid opens at the
 * cut, and each cell says its round and whether it was cut in words, not only
 * by colour and strike-through.
 */
export function RoundGrid() {
  const report = useReport();
  const [everyRound, setEveryRound] = useState(false);
  const index = report?.explain.index;
  const cutCell = useRef<HTMLTableCellElement>(null);
  const stopText = index?.stopped_at?.text;
  // Opens at the cut, the cell a reviewer came for; again whenever the cut moves.
  // In the next frame, whose layout it then shares: measured right after the commit it forced one of its own.
  useEffect(() => {
    if (stopText === undefined) return;
    const frame = requestAnimationFrame(() => cutCell.current && scrollCellIntoView(cutCell.current));
    return () => cancelAnimationFrame(frame);
  }, [stopText]);
  if (!report || !index)
    return <p className="text-slate-500 dark:text-slate-400">No round explanation in this report.</p>;
  if (index.renderer !== 'namespaces') {
    return (
      <p>
        {index.renderer === 'alphabetical'
          ? `The alphabetical index (${report.mode.resolved}) has no fair rounds: names are listed in catalog order while they fit ${index.budget} − ${index.reserve} bytes.`
          : 'No discoverable namespace: the description is the empty-catalog text.'}
      </p>
    );
  }
  const listedNamespaces = new Set(
    index.sections.filter((s) => s.kind === 'namespace').map((s) => s.namespace),
  );
  const stopName =
    index.stopped_at?.kind === 'representative' ? index.stopped_at.text.replace(/^\n- /, '') : null;
  const roundCount = Math.max(0, ...index.rounds.map((r) => r.tools.length));
  const shownRounds = visibleRoundCount(index.rounds, roundCount);
  const hiddenRounds = everyRound ? 0 : roundCount - shownRounds;
  const rounds = Array.from({ length: everyRound ? roundCount : shownRounds }, (_, r) => r);
  const starved = index.rounds.filter((r) => !r.tools.some((t) => t.shown)).length;

  return (
    // Relative: the cells' screen-reader text is positioned, and must scroll with the grid, not widen the page.
    <div className="relative flex flex-col gap-2">
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {index.shown_count} of {index.total_count} names listed across {index.rounds.length} namespaces;{' '}
        {starved > 0 ? (
          <strong className="text-amber-700 dark:text-amber-400">{starved} without a representative</strong>
        ) : (
          'every namespace has a representative'
        )}
        {index.stopped_at?.kind === 'namespace'
          ? '. The namespace list itself ran out of budget, so no round was run.'
          : '.'}{' '}
        <Term term="fair_round">What is a fair round?</Term>
        {stopName ? (
          <button
            type="button"
            className="ml-2 rounded border border-slate-300 px-1.5 dark:border-slate-700"
            onClick={() => cutCell.current && scrollCellIntoView(cutCell.current)}
          >
            Jump to the cut
          </button>
        ) : null}
      </p>
      <table className="border-collapse font-mono text-xs">
        <thead className="sticky top-0 bg-white dark:bg-slate-950">
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-20 bg-white px-2 py-1 text-left font-sans dark:bg-slate-950"
            >
              Namespace
            </th>
            {rounds.map((r) => (
              <th key={`round-${r}`} scope="col" className="px-2 py-1 text-left font-sans">
                Round {r}
              </th>
            ))}
            {hiddenRounds > 0 ? (
              <th scope="col" className="px-2 py-1 text-left font-sans">
                Rounds {shownRounds}–{roundCount - 1}{' '}
                <button
                  type="button"
                  className="ml-1 rounded border border-slate-300 px-1.5 font-normal dark:border-slate-700"
                  onClick={() => setEveryRound(true)}
                >
                  Show every round
                </button>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {index.rounds.map((row) => {
            // Only the row holding the cut is told of it: the others keep their props, and an edit that
            // leaves a row's tools as they were (the Worker sends them back as the same objects) skips it.
            const holdsCut = stopName !== null && row.tools.some((t) => t.name === stopName);
            return (
              <RoundRow
                key={row.namespace}
                row={row}
                roundsShown={rounds.length}
                hiddenRounds={hiddenRounds}
                shownRounds={shownRounds}
                listed={listedNamespaces.has(row.namespace)}
                stopName={holdsCut ? stopName : null}
                cutCell={holdsCut ? cutCell : undefined}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const RoundRow = memo(function RoundRow({
  row,
  roundsShown,
  hiddenRounds,
  shownRounds,
  listed,
  stopName,
  cutCell,
}: {
  row: IndexExplanation['rounds'][number];
  roundsShown: number;
  hiddenRounds: number;
  shownRounds: number;
  listed: boolean;
  stopName: string | null;
  cutCell: RefObject<HTMLTableCellElement | null> | undefined;
}) {
  const noRepresentative = !row.tools.some((t) => t.shown);
  return (
    <tr className={noRepresentative ? 'bg-amber-50 dark:bg-amber-950/40' : ''}>
      <th
        scope="row"
        className={`sticky left-0 z-10 min-w-24 max-w-40 px-2 py-0.5 text-left font-semibold [overflow-wrap:anywhere] ${noRepresentative ? 'bg-amber-50 dark:bg-[#2a1f0d]' : 'bg-white dark:bg-slate-950'}`}
      >
        <VisibleText text={row.namespace} />
        {!listed ? (
          <span className="ml-1 font-sans text-amber-700 dark:text-amber-400">(line cut)</span>
        ) : null}
        {noRepresentative ? (
          <span className="ml-1 font-sans text-amber-700 dark:text-amber-400">no representative</span>
        ) : null}
      </th>
      {roundNumbers(roundsShown).map((r) => {
        const tool = row.tools[r];
        if (!tool) return <td key={`${row.namespace}-${r}`} />;
        const stop = tool.name === stopName;
        return (
          <td
            key={`${row.namespace}-${r}`}
            ref={stop ? cutCell : undefined}
            data-cut={stop ? 'true' : undefined}
            title={`${tool.name}: round ${tool.round}, ${tool.shown ? 'listed' : 'not listed'}${stop ? ' — the budget stopped here' : ''}`}
            className={`min-w-40 max-w-56 border border-white px-2 py-0.5 align-top [overflow-wrap:anywhere] dark:border-slate-950 ${
              tool.shown
                ? roundCellClass(tool.round)
                : 'text-slate-500 dark:text-slate-400 line-through dark:text-slate-400'
            } ${stop ? 'outline-2 -outline-offset-2 outline-dashed outline-slate-900 dark:outline-slate-100' : ''}`}
          >
            {stop ? <span aria-hidden="true">✂ </span> : ''}
            <VisibleText text={tool.name} />
            <span className="sr-only">
              {`, round ${tool.round}, ${tool.shown ? 'listed' : 'cut: not listed'}${stop ? ', the budget stopped here' : ''}`}
            </span>
            <WhyButton name={tool.name} />
          </td>
        );
      })}
      {hiddenRounds > 0 ? (
        <td className="px-2 py-0.5 align-top font-sans text-slate-500 dark:text-slate-400">
          {moreCut(row.tools.length - shownRounds)}
        </td>
      ) : null}
    </tr>
  );
});

/** 0 … count − 1. */
function roundNumbers(count: number): number[] {
  return Array.from({ length: count }, (_, r) => r);
}

/** Rounds drawn past the last one that listed a tool before the rest fold into one column. */
export const ROUNDS_PAST_THE_CUT = 3;

/**
 * How many rounds the grid draws at first: every round up to the last that listed
 * a tool, and a few past it. A catalog of 50,000 tools runs hundreds of rounds
 * the budget never reached; they fold into one column until asked for.
 */
export function visibleRoundCount(
  rows: readonly { tools: readonly { shown: boolean }[] }[],
  roundCount: number,
) {
  let lastListed = -1;
  for (const row of rows) {
    for (let r = row.tools.length - 1; r > lastListed; r--) {
      if (row.tools[r]?.shown) {
        lastListed = r;
        break;
      }
    }
  }
  return Math.min(roundCount, lastListed + 1 + ROUNDS_PAST_THE_CUT);
}

function moreCut(count: number): string {
  return count <= 0 ? '' : `${groupDigits(count)} more, all cut`;
}
