import { canonicalJson, isJsonObject, JsonNumber, type JsonValue } from '../../../core/index.ts';
import { useReport } from '../../hooks/use-evaluation.ts';
import { groupDigits } from '../../scenario-text/group-digits.ts';
import { usePlayground } from '../../state/store.ts';
import { HINT } from '../control-styles.ts';
import { VisibleText } from '../visible-text.tsx';

/** The scenario's queries offered as buttons; a scenario may hold thousands. */
const SHOWN_QUERIES = 40;
/** A button shows the start of its query: a query may be a megabyte, and its whole text is one click away. */
const LABEL_CHARS = 120;

/**
 * The scenario's own `queries`, one click each: a search starts from what the
 * design is meant to answer. Arguments the fields can hold fill them; any other
 * shape (a non-string query, extra keys) goes in as raw arguments, unchanged.
 */
export function ScenarioQueries() {
  const report = useReport();
  const setQuery = usePlayground((s) => s.setSearchQuery);
  const setLimit = usePlayground((s) => s.setSearchLimit);
  const setRaw = usePlayground((s) => s.setSearchRawArguments);
  const searches = report?.searches ?? [];
  if (searches.length === 0) return null;
  const run = (args: JsonValue) => {
    const fields = asFields(args);
    if (fields) {
      setRaw(null);
      setQuery(fields.query);
      if (fields.limit !== null) setLimit(fields.limit);
    } else {
      setRaw(canonicalJson(args));
    }
  };
  return (
    <section aria-label="The scenario's queries" className="flex flex-wrap items-baseline gap-1 text-xs">
      <span className={HINT}>The scenario’s queries:</span>
      {searches.slice(0, SHOWN_QUERIES).map((s, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: the same arguments may be listed twice, in order.
          key={i}
          type="button"
          onClick={() => run(s.arguments)}
          className="rounded border border-slate-300 px-1.5 font-mono hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          <VisibleText text={label(s.arguments)} />
        </button>
      ))}
      {searches.length > SHOWN_QUERIES ? (
        <span className={HINT}>and {groupDigits(searches.length - SHOWN_QUERIES)} more in the scenario</span>
      ) : null}
    </section>
  );
}

function asFields(args: JsonValue): { query: string; limit: string | null } | null {
  if (!isJsonObject(args) || typeof args.query !== 'string') return null;
  const keys = Object.keys(args);
  // `expect` is the playground's own: tool_search reads only query and limit.
  if (keys.some((k) => k !== 'query' && k !== 'limit' && k !== 'expect')) return null;
  if (args.limit === undefined) return { query: args.query, limit: null };
  return args.limit instanceof JsonNumber ? { query: args.query, limit: canonicalJson(args.limit) } : null;
}

function label(args: JsonValue): string {
  const fields = asFields(args);
  if (!fields) return cut(canonicalJson(args));
  return fields.limit === null ? cut(fields.query) : `${cut(fields.query)} (limit ${fields.limit})`;
}

function cut(text: string): string {
  return text.length <= LABEL_CHARS
    ? text
    : `${text.slice(0, LABEL_CHARS)}… (${groupDigits(text.length)} characters)`;
}
