import { useState } from 'react';
import { fromPlain } from '../../../core/index.ts';
import { useReviewAnswer } from '../../hooks/use-review.ts';
import { useEditKey } from '../../hooks/use-scenario-edit.ts';
import { HINT } from '../control-styles.ts';
import { VisibleText } from '../visible-text.tsx';
import { HEADING } from './discovery-styles.ts';
import { ToolCombobox } from './tool-combobox.tsx';

interface JudgedQueryWriterProps {
  query: string;
  limit: number;
  /** The ranked results tool_search returned, in order. */
  results: readonly string[];
  /** Every tool of the catalog, for a right tool the results miss. */
  toolNames: readonly string[];
}

/**
 * A request typed in Search made into a judged query: tick the right tool or tools
 * (from the ranked list, or any tool of the catalog), and one click appends
 * `{"query", "limit", "expect"}` to the scenario's `queries`, one step of the shared
 * history (Undo takes it back). The Findability view then counts it in the judged
 * recall and MRR, and the list below shows each judged query's rank as the catalog
 * changes. Keyed by the request, so a new one starts with nothing ticked.
 */
export function JudgedQueryWriter({ query, limit, results, toolNames }: JudgedQueryWriterProps) {
  const editKey = useEditKey();
  const [picked, setPicked] = useState<string[]>([]);
  const [other, setOther] = useState<string | null>(null);
  const toggle = (name: string) =>
    setPicked((p) => (p.includes(name) ? p.filter((n) => n !== name) : [...p, name]));
  const add = () =>
    editKey('queries', (current) => [
      ...(Array.isArray(current) ? current : []),
      fromPlain({ query, limit, expect: picked }),
    ]);
  return (
    <section aria-label="Write a judged query" className="flex flex-col gap-1 text-xs">
      <h3 className={HEADING}>Make this request a judged query</h3>
      <p className={HINT}>
        Tick the tools that do what it asks; it is added to the scenario’s queries with{' '}
        <span className="font-mono">expect</span>, and Findability measures it.
      </p>
      <ul className="flex flex-col">
        {[...results, ...picked.filter((n) => !results.includes(n))].map((name) => (
          <li key={name}>
            <label className="flex items-baseline gap-1">
              <input type="checkbox" checked={picked.includes(name)} onChange={() => toggle(name)} />
              <span className="font-mono">
                <VisibleText text={name} />
              </span>
              {results.includes(name) ? (
                <span className={HINT}>rank {results.indexOf(name) + 1}</span>
              ) : (
                <span className={HINT}>not in the first {limit}</span>
              )}
            </label>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        <ToolCombobox label="Another right tool" names={toolNames} value={other} onChange={setOther} />
        <button
          type="button"
          disabled={other === null || picked.includes(other)}
          onClick={() => {
            if (other !== null) toggle(other);
            setOther(null);
          }}
          className="rounded border border-slate-300 px-1.5 disabled:opacity-50 dark:border-slate-700"
        >
          Tick it
        </button>
        <button
          type="button"
          disabled={picked.length === 0 || query.trim() === ''}
          onClick={add}
          className="rounded border border-emerald-600 px-1.5 text-emerald-800 hover:bg-emerald-100 disabled:opacity-50 dark:text-emerald-300 dark:hover:bg-emerald-900"
        >
          Add as a judged query
        </button>
      </div>
      <JudgedRanks />
    </section>
  );
}

/** Every judged query of the scenario with its expected tools' ranks, from the last review: live as the catalog changes. */
function JudgedRanks() {
  const { good } = useReviewAnswer();
  const expectations = good?.report.findability.expectations ?? [];
  if (expectations.length === 0) return null;
  return (
    <section aria-label="Judged queries" className="flex flex-col gap-0.5">
      <h3 className={HEADING}>Judged queries ({expectations.length} expected tools)</h3>
      <ul>
        {expectations.map((e) => (
          <li key={`${e.query_index}:${e.expected}`} data-testid="judged-query-rank" data-met={e.met}>
            “<VisibleText text={e.query} />” → <span className="font-mono">{e.tool ?? e.expected}</span>:{' '}
            {e.met
              ? `rank ${e.rank}`
              : e.rank === null
                ? 'not found'
                : `rank ${e.rank}, past the limit of ${e.limit}`}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The limit a typed limit field means: its whole number, or tool_search's default. */
export function judgedLimit(text: string): number {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : 10;
}
