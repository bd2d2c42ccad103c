import { useCallback, useId, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import {
  MAX_SEARCH_RESPONSE_BYTES as MAX_RESPONSE_BYTES,
  MAX_SEARCH_QUERY_BYTES,
} from '../../../core/index.ts';
import type { SearchView } from '../../discovery/discovery-protocol.ts';
import { useDiscovery } from '../../hooks/use-discovery.ts';
import { groupDigits } from '../../scenario-text/group-digits.ts';
import { searchArgumentsText } from '../../scenario-text/search-arguments.ts';
import { usePlayground } from '../../state/store.ts';
import { HINT, TEXT_INPUT } from '../control-styles.ts';
import { AnswerStatus } from './answer-status.tsx';
import { BADGE_MUTED, BUTTON, HEADING } from './discovery-styles.ts';
import { JudgedQueryWriter, judgedLimit } from './judged-query-writer.tsx';
import { ModelError, ModelOutput } from './model-output.tsx';
import { RawSearchArguments } from './raw-search-arguments.tsx';
import { ScenarioQueries } from './scenario-queries.tsx';
import { SearchResultItem } from './search-result-item.tsx';
import { WhyNotPicker } from './why-not-picker.tsx';

/**
 * A query longer than this is not edited in the field but shown by its size: a
 * megabyte inserted and laid out there holds the page for seconds, and tool_search
 * refuses any query over MAX_SEARCH_QUERY_BYTES anyway, so the search still runs
 * with the whole query and says so.
 */
const LONGEST_EDITED_QUERY = 4 * MAX_SEARCH_QUERY_BYTES;

/** `tool_search` as the model calls it on this scenario, with why each result ranks where it does. */
export function SearchPanel() {
  const s = usePlayground(
    useShallow((st) => ({
      searchQuery: st.searchQuery,
      searchLimit: st.searchLimit,
      searchRawArguments: st.searchRawArguments,
      whyNotName: st.whyNotName,
      setSearchQuery: st.setSearchQuery,
      setSearchLimit: st.setSearchLimit,
      setWhyNotName: st.setWhyNotName,
    })),
  );
  const queryId = useId();
  const takeLongInsertions = useLongInsertions(s.setSearchQuery);
  const limitId = useId();
  const args = searchArgumentsText(s.searchQuery, s.searchLimit, s.searchRawArguments);
  // An empty field is where a search starts, not a call the model made: nothing is asked until there is a query.
  const empty = s.searchRawArguments === null && s.searchQuery === '';
  const snapshot = useDiscovery(
    'search',
    args.ok && !empty ? { kind: 'search', argumentsText: args.text, whyNot: s.whyNotName } : null,
  );
  const answer = empty ? null : snapshot.good;
  return (
    <div className="flex flex-col gap-2">
      <ScenarioQueries />
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-48 flex-1 flex-col gap-0.5">
          <label htmlFor={queryId} className="text-xs font-medium">
            Search query
          </label>
          {s.searchQuery.length > LONGEST_EDITED_QUERY ? (
            <LongQuery query={s.searchQuery} id={queryId} onChange={s.setSearchQuery} />
          ) : (
            // A textarea, not an input: an input drops line breaks, and a query may hold them (the model can send any string).
            <textarea
              id={queryId}
              rows={1}
              className={`${TEXT_INPUT} resize-y`}
              ref={takeLongInsertions}
              value={s.searchQuery}
              disabled={s.searchRawArguments !== null}
              onChange={(e) => s.setSearchQuery(e.target.value)}
            />
          )}
        </div>
        <div className="flex w-24 flex-col gap-0.5">
          <label htmlFor={limitId} className="text-xs font-medium">
            Limit
          </label>
          <input
            id={limitId}
            type="number"
            className={TEXT_INPUT}
            value={s.searchLimit}
            disabled={s.searchRawArguments !== null}
            onChange={(e) => s.setSearchLimit(e.target.value)}
          />
        </div>
      </div>
      <RawSearchArguments error={args.ok ? null : args.error} />
      {empty ? (
        <p className={HINT}>
          Type a query, or run one of the scenario’s queries, to see what tool_search returns.
        </p>
      ) : (
        <AnswerStatus snapshot={snapshot} />
      )}
      {answer ? <SearchAnswerView search={answer.search} /> : null}
      {answer?.search.ok && s.searchRawArguments === null ? (
        <JudgedQueryWriter
          key={s.searchQuery}
          query={s.searchQuery}
          limit={judgedLimit(s.searchLimit)}
          results={answer.search.results.map((r) => r.name)}
          toolNames={answer.toolNames}
        />
      ) : null}
      {answer ? (
        <WhyNotPicker
          toolNames={answer.toolNames}
          value={s.whyNotName}
          whyNot={answer.whyNot}
          onChange={s.setWhyNotName}
        />
      ) : null}
    </div>
  );
}

/**
 * A text longer than the field holds, pasted or dropped into it, goes to the store
 * whole without the browser inserting it (the field then gives way to LongQuery):
 * inserting a megabyte into a text area costs seconds of the page's thread before
 * any code of ours runs.
 */
function useLongInsertions(setQuery: (query: string) => void) {
  const detach = useRef<() => void>(() => {});
  return useCallback(
    (area: HTMLTextAreaElement | null) => {
      detach.current();
      detach.current = () => {};
      if (area === null) return;
      const take = (event: InputEvent) => {
        const data = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
        if (data.length <= LONGEST_EDITED_QUERY) return;
        event.preventDefault();
        const { value, selectionStart, selectionEnd } = area;
        setQuery(value.slice(0, selectionStart) + data + value.slice(selectionEnd));
      };
      area.addEventListener('beforeinput', take);
      detach.current = () => area.removeEventListener('beforeinput', take);
    },
    [setQuery],
  );
}

/** A query too long to edit: its size, and a way back to one that can be. */
function LongQuery({
  query,
  id,
  onChange,
}: {
  query: string;
  id: string;
  onChange: (query: string) => void;
}) {
  return (
    <fieldset id={id} aria-label="Search query" className="flex flex-wrap items-center gap-1 text-xs">
      <span role="status">
        A query of {groupDigits(query.length)} characters, too long to edit here: tool_search refuses one over{' '}
        {groupDigits(MAX_SEARCH_QUERY_BYTES)} bytes.
      </span>
      <button
        type="button"
        className={BUTTON}
        onClick={() => onChange(query.slice(0, MAX_SEARCH_QUERY_BYTES))}
      >
        Keep its first {groupDigits(MAX_SEARCH_QUERY_BYTES)} characters
      </button>
      <button type="button" className={BUTTON} onClick={() => onChange('')}>
        Clear
      </button>
    </fieldset>
  );
}

function SearchAnswerView({ search }: { search: SearchView }) {
  if (!search.ok) return <ModelError label="tool_search result" error={search.error} />;
  return (
    <>
      <p className={HINT}>
        Query class <span className={BADGE_MUTED}>{search.query_class}</span> · normalized{' '}
        <span className="font-mono">“{search.normalized_query}”</span> · terms{' '}
        {search.query_terms.map((t, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a term may repeat; the list is never reordered
          <span key={`${i}:${t}`} className={`${BADGE_MUTED} mr-1 font-mono`}>
            {t}
          </span>
        ))}
        · limit {search.limit} · {search.scored_count} of {search.document_count} documents scored (average
        length {search.average_length.toFixed(2)})
      </p>
      <section aria-label="Search results">
        <h3 className={HEADING}>Results ({search.results.length})</h3>
        {search.results.length === 0 ? (
          <p className={HINT}>No results: the model receives an empty list.</p>
        ) : null}
        <ol className="flex flex-col gap-1">
          {search.results.map((r, i) => (
            <SearchResultItem
              // biome-ignore lint/suspicious/noArrayIndexKey: positions, not names: two tools may share a name, and results never reorder
              key={`${i}:${r.capability_id}`}
              result={r}
              queryTerms={search.query_terms}
              documentCount={search.document_count}
              firstScore={search.results[0]?.hit?.score ?? null}
            />
          ))}
        </ol>
      </section>
      {search.not_returned.length > 0 ? (
        <section aria-label="Ranked but not returned">
          <h3 className={HEADING}>Ranked within the limit but not returned</h3>
          <ul className="text-xs">
            {search.not_returned.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two tools may share a name; the list is never reordered
              <li key={`${i}:${r.name}`}>
                <span className="font-mono">{r.name}</span>:{' '}
                {r.reason === 'cut_by_response_bound'
                  ? 'the 24 KiB response bound ended the results'
                  : 'not in the catalog'}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ModelOutput
        label="tool_search result"
        json={search.output_json}
        bytes={search.output_bytes}
        bound={search.complete_signatures ? MAX_RESPONSE_BYTES : undefined}
      />
    </>
  );
}
