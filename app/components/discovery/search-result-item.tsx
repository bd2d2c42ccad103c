import { MAX_SEARCH_SCHEMA_BYTES as MAX_SCHEMA_BYTES } from '../../../core/index.ts';
import type { ResultView } from '../../discovery/discovery-protocol.ts';
import { groupDigits } from '../../scenario-text/group-digits.ts';
import { Figure } from '../figure.tsx';
import { WhyButton } from '../review/why-button.tsx';
import { Term } from '../term.tsx';
import { BADGE_MUTED, BADGE_OK, BADGE_WARN } from './discovery-styles.ts';

const FIELD_LABELS: Record<string, string> = {
  provider: 'provider',
  capability: 'capability id',
  name: 'name',
  description: 'description',
  parameter: 'parameter',
  parameter_description: 'parameter description',
};

/**
 * One result as the model receives it, with the BM25F arithmetic behind its rank
 * (DISCLOSURE.md §10, §12): the exact-identifier bonus plus one row per query
 * term, which add up to the score the ranking compared.
 */
export function SearchResultItem({ result }: { result: ResultView }) {
  const { hit } = result;
  return (
    <li className="rounded border border-slate-200 p-1.5 dark:border-slate-800">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="tabular-nums text-slate-500 dark:text-slate-400">{hit?.rank ?? '–'}.</span>
        <span data-testid="search-result-name" className="font-mono font-semibold">
          {result.name}
        </span>
        <WhyButton name={result.name} />
        <span className="font-mono text-xs text-slate-500 dark:text-slate-400">{result.capability_id}</span>
        {result.schema_complete === null ? (
          <span className={BADGE_MUTED}>no schema marker (compact)</span>
        ) : result.schema_complete ? (
          <Term term="schema_complete" className={BADGE_OK}>
            schema_complete
          </Term>
        ) : (
          <Term term="schema_complete" className={BADGE_WARN}>
            schema_complete: false
          </Term>
        )}
        <span className="text-xs">
          required:{' '}
          <span className="font-mono">{result.required.length ? result.required.join(', ') : 'none'}</span>
        </span>
        <span
          className={`text-xs ${result.schema_bytes > MAX_SCHEMA_BYTES ? 'text-amber-700 dark:text-amber-400' : 'text-slate-500 dark:text-slate-400'}`}
        >
          schema {groupDigits(result.schema_bytes)} / {groupDigits(MAX_SCHEMA_BYTES)} bytes
        </span>
        {hit ? (
          <span className="ml-auto text-xs tabular-nums">
            score <Figure value={hit.score} />
          </span>
        ) : null}
      </div>
      {hit ? (
        <details className="mt-1">
          <summary className="cursor-pointer text-xs text-slate-600 dark:text-slate-400">
            Score breakdown ({hit.terms.length} term{hit.terms.length === 1 ? '' : 's'}, document length{' '}
            {hit.document_length})
          </summary>
          <table className="mt-1 w-full border-collapse text-xs">
            <thead>
              <tr className="text-left">
                <th scope="col">
                  <Term term="bm25f_terms">Term</Term>
                </th>
                <th scope="col">Fields (weight)</th>
                <th scope="col" className="text-right">
                  df
                </th>
                <th scope="col" className="text-right">
                  idf
                </th>
                <th scope="col" className="text-right">
                  Contribution
                </th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              <tr>
                <th scope="row" className="text-left font-normal">
                  exact-identifier bonus
                </th>
                <td colSpan={3}>
                  {hit.exact_bonus > 0 ? 'the query equals an id or name of this tool' : 'none'}
                </td>
                <td className="text-right">{hit.exact_bonus}</td>
              </tr>
              {hit.terms.map((t) => (
                <tr key={t.term} className="border-t border-slate-100 dark:border-slate-800">
                  <th scope="row" className="text-left font-mono font-normal">
                    {t.term}
                  </th>
                  <td>
                    {t.fields.map((f) => FIELD_LABELS[f] ?? f).join(', ')} ({t.weight})
                  </td>
                  <td className="text-right">{t.document_frequency}</td>
                  <td className="text-right">
                    <Figure value={t.idf} />
                  </td>
                  <td className="text-right">
                    <Figure value={t.contribution} />
                  </td>
                </tr>
              ))}
              <tr className="border-t border-slate-300 font-semibold dark:border-slate-700">
                <th scope="row" className="text-left">
                  score
                </th>
                <td colSpan={3} />
                <td className="text-right">
                  <Figure value={hit.score} />
                </td>
              </tr>
            </tbody>
          </table>
        </details>
      ) : null}
    </li>
  );
}
