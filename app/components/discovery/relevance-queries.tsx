import type { QueryRelevance } from '../../../core/index.ts';
import { HINT } from '../control-styles.ts';
import { VirtualList } from '../virtual-list.tsx';
import { VisibleText } from '../visible-text.tsx';
import { BADGE_OK, BADGE_WARN, HEADING } from './discovery-styles.ts';

/** Every query with its ranking, worst first; judged tools are marked with their grade, missed ones listed. */
export function RelevanceQueries({ queries }: { queries: QueryRelevance[] }) {
  return (
    <section aria-label="Queries, worst first">
      <h3 className={HEADING}>Queries, worst first</h3>
      <VirtualList
        label="Queries, worst first"
        className="flex flex-col gap-1"
        items={queries}
        itemKey={(q) => q.index}
        rowHeight={64}
        render={(q) => (
          <div className="rounded border border-slate-200 p-1.5 text-xs dark:border-slate-800">
            <div className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-mono font-semibold">
                <VisibleText text={q.query} />
              </span>
              <span className={HINT}>{q.class}</span>
              <span className="ml-auto tabular-nums">
                {q.no_match_ok === null
                  ? `nDCG@10 ${q.ndcg_at_10?.toFixed(3)} · RR ${q.reciprocal_rank?.toFixed(3)} · recall@5 ${q.recall_at_5?.toFixed(3)}`
                  : q.no_match_ok
                    ? 'no match expected, none returned'
                    : 'no match expected, but results returned'}
              </span>
            </div>
            {q.ranking.length === 0 ? (
              <p className={HINT}>No results.</p>
            ) : (
              <ol aria-label={`Ranking for ${q.query}`} className="mt-0.5 flex flex-wrap gap-x-2 gap-y-0.5">
                {q.ranking.map((r) => (
                  <li key={r.rank} className="font-mono">
                    {r.rank}. <VisibleText text={r.name} />
                    {r.grade !== null ? (
                      <span className={`${BADGE_OK} ml-1`} title="judged relevant">
                        relevant {r.grade}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
            {q.judged.some((j) => j.rank === null) ? (
              <p className="mt-0.5">
                <span className={BADGE_WARN}>missed</span>{' '}
                <VisibleText
                  text={q.judged
                    .filter((j) => j.rank === null)
                    .map((j) => `${j.name} (grade ${j.grade})`)
                    .join(', ')}
                />
              </p>
            ) : null}
          </div>
        )}
      />
    </section>
  );
}
