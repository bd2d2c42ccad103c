import { useReport } from '../hooks/use-evaluation.ts';
import { roundCellClass } from './round-colors.ts';

/**
 * Fair rounds (DISCLOSURE.md §6, step 5) as a grid: a row per namespace, a
 * column per round. Filled cells were listed; faded ones were cut; the cell where
 * the budget stopped is marked; rows that never got a representative stand out.
 */
export function RoundGrid() {
  const report = useReport();
  const index = report?.explain.index;
  if (!report || !index) return <p className="text-slate-500">No round explanation in this report.</p>;
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
  const rounds = Array.from({ length: roundCount }, (_, r) => r);
  const starved = index.rounds.filter((r) => !r.tools.some((t) => t.shown)).length;

  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {index.shown_count} of {index.total_count} names listed across {index.rounds.length} namespaces;{' '}
        {starved > 0 ? (
          <strong className="text-amber-700 dark:text-amber-400">{starved} without a representative</strong>
        ) : (
          'every namespace has a representative'
        )}
        {index.stopped_at?.kind === 'namespace'
          ? '. The namespace list itself ran out of budget, so no round was run.'
          : '.'}
      </p>
      <table className="border-collapse font-mono text-xs">
        <thead className="sticky top-0 bg-white dark:bg-slate-950">
          <tr>
            <th scope="col" className="px-2 py-1 text-left font-sans">
              Namespace
            </th>
            {rounds.map((r) => (
              <th key={`round-${r}`} scope="col" className="px-2 py-1 text-left font-sans">
                Round {r}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {index.rounds.map((row) => {
            const noRepresentative = !row.tools.some((t) => t.shown);
            return (
              <tr key={row.namespace} className={noRepresentative ? 'bg-amber-50 dark:bg-amber-950/40' : ''}>
                <th scope="row" className="whitespace-nowrap px-2 py-0.5 text-left font-semibold">
                  {row.namespace}
                  {!listedNamespaces.has(row.namespace) ? (
                    <span className="ml-1 font-sans text-amber-700 dark:text-amber-400">(line cut)</span>
                  ) : null}
                  {noRepresentative ? (
                    <span className="ml-1 font-sans text-amber-700 dark:text-amber-400">
                      no representative
                    </span>
                  ) : null}
                </th>
                {rounds.map((r) => {
                  const tool = row.tools[r];
                  if (!tool) return <td key={`${row.namespace}-${r}`} />;
                  const stop = tool.name === stopName;
                  return (
                    <td
                      key={`${row.namespace}-${r}`}
                      title={`${tool.name}: round ${tool.round}, ${tool.shown ? 'listed' : 'not listed'}${stop ? ' — the budget stopped here' : ''}`}
                      className={`whitespace-nowrap border border-white px-2 py-0.5 dark:border-slate-950 ${
                        tool.shown
                          ? roundCellClass(tool.round)
                          : 'text-slate-400 line-through dark:text-slate-600'
                      } ${stop ? 'outline-2 -outline-offset-2 outline-red-600' : ''}`}
                    >
                      {stop ? '✂ ' : ''}
                      {tool.name}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
