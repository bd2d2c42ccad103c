import {
  FIELD_LABELS,
  MAX_SEARCH_SCHEMA_BYTES as MAX_SCHEMA_BYTES,
  readHit,
  readScore,
  roundForReading,
} from '../../../core/index.ts';
import type { ResultView } from '../../discovery/discovery-protocol.ts';
import { groupDigits } from '../../scenario-text/group-digits.ts';
import { Figure } from '../figure.tsx';
import { WhyButton } from '../review/why-button.tsx';
import { Term } from '../term.tsx';
import { Tooltip } from '../tooltip.tsx';
import { VisibleText } from '../visible-text.tsx';
import { BADGE_MUTED, BADGE_OK, BADGE_WARN } from './discovery-styles.ts';

interface SearchResultItemProps {
  result: ResultView;
  /** The query's terms and the index's size, which say what matched and how common each word is. */
  queryTerms: string[];
  documentCount: number;
  /** The first result's score, for the gap below it. */
  firstScore: number | null;
}

/**
 * One result as the model receives it, read in words (core's readHit: which query
 * terms matched in which field, and a warning when only very common words did),
 * its score rounded for reading with the exact figure on hover, and the BM25F
 * arithmetic behind its rank (DISCLOSURE.md §10, §12): the exact-identifier bonus
 * plus one row per query term, which add up to the score the ranking compared.
 */
export function SearchResultItem({ result, queryTerms, documentCount, firstScore }: SearchResultItemProps) {
  const { hit } = result;
  const reading = hit ? readHit(hit, queryTerms, documentCount) : null;
  const score = hit ? readScore(hit.score, hit.rank === 1 ? null : firstScore) : null;
  return (
    <li className="rounded border border-slate-200 p-1.5 dark:border-slate-800">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="tabular-nums text-slate-500 dark:text-slate-400">{hit?.rank ?? '–'}.</span>
        <span data-testid="search-result-name" className="font-mono font-semibold">
          <VisibleText text={result.name} />
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
        {hit && score ? (
          <span className="ml-auto text-xs tabular-nums" data-testid="search-result-score">
            <Tooltip tip={`exactly ${score.exact}`}>{score.text}</Tooltip>
          </span>
        ) : null}
      </div>
      {reading ? (
        <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="search-result-matched">
          {reading.text}
        </p>
      ) : null}
      {reading?.warning ? (
        <p role="note" className="text-xs text-amber-700 dark:text-amber-400">
          Warning: {reading.warning}
        </p>
      ) : null}
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
                    <Figure value={t.idf} shown={roundForReading(t.idf)} />
                  </td>
                  <td className="text-right">
                    <Figure value={t.contribution} shown={roundForReading(t.contribution)} />
                  </td>
                </tr>
              ))}
              <tr className="border-t border-slate-300 font-semibold dark:border-slate-700">
                <th scope="row" className="text-left">
                  score
                </th>
                <td colSpan={3} />
                <td className="text-right">
                  <Figure value={hit.score} shown={roundForReading(hit.score)} />
                </td>
              </tr>
            </tbody>
          </table>
        </details>
      ) : null}
    </li>
  );
}
