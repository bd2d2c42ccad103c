import { FIELD_LABELS, listWords } from '../discovery/explain-search.ts';
import { isJsonObject, type JsonValue } from '../json/json-value.ts';
import { MAX_CAUSE_NODES } from '../limits.ts';
import type { ToolDefinition } from '../report/report.ts';
import {
  type IndexedDocument,
  occurrencesOf,
  type SearchIndex,
  termFields,
  termWeight,
} from '../search/bm25f-index.ts';
import { tokenize } from '../search/tokenize.ts';
import { compareBytes } from '../text/text.ts';

/** Where a query word the tool's searched fields lack does occur. */
interface TermPlace {
  where: 'parameter_description' | 'schema' | 'description_past_bound' | 'other_tool';
  tool: string;
  /** A JSON Pointer into the scenario for the tool itself; the index fields for another tool. */
  field: string;
  /** The text it occurs in, as written (its first 80 characters). */
  text: string;
}

/** Why a query misses a tool, in the index's terms: what matched where, and what is missing and where it is. */
export interface MissCause {
  query_terms: string[];
  matched: { term: string; fields: string[] }[];
  lacking: { term: string; places: TermPlace[] }[];
  /** The cause in one or two sentences. */
  text: string;
}

/** Other tools named for a word, at most: the JSON of the finding says where the first few hold it. */
const OTHER_TOOLS_SHOWN = 3;

/**
 * Reads the miss from the tool's own index document (DISCLOSURE.md §10) and, for
 * each query word it lacks, looks where tool_search does not: its parameter
 * descriptions (searched only for verified tools), the rest of its schema, its
 * description past the 256 bytes a field admits, and other tools' fields.
 */
export function explainMiss(
  index: SearchIndex,
  document: IndexedDocument,
  definition: ToolDefinition,
  definitionIndex: number | null,
  queryTerms: readonly string[],
): MissCause {
  const matched: MissCause['matched'] = [];
  const lacking: MissCause['lacking'] = [];
  const missing = new Set(queryTerms.filter((t) => !document.terms.has(t)));
  const own = ownPlaces(definition, definitionIndex, missing);
  for (const term of queryTerms) {
    const packed = document.terms.get(term);
    if (packed !== undefined) {
      matched.push({ term, fields: termFields(packed).map((f) => FIELD_LABELS[f]) });
      continue;
    }
    lacking.push({ term, places: [...(own.get(term) ?? []), ...otherTools(index, document, term)] });
  }
  return { query_terms: [...queryTerms], matched, lacking, text: causeText(definition, matched, lacking) };
}

function ownPlaces(
  definition: ToolDefinition,
  definitionIndex: number | null,
  missing: ReadonlySet<string>,
): Map<string, TermPlace[]> {
  const places = new Map<string, TermPlace[]>();
  if (missing.size === 0) return places;
  const base = definitionIndex === null ? '' : `/definitions/${definitionIndex}`;
  const note = (term: string, place: Omit<TermPlace, 'tool'>) => {
    const list = places.get(term) ?? [];
    // The first place of each kind is enough to act on.
    if (!list.some((p) => p.where === place.where)) list.push({ tool: definition.name, ...place });
    places.set(term, list);
  };
  const look = (text: string, where: TermPlace['where'], field: string) => {
    for (const term of tokenize(text))
      if (missing.has(term)) note(term, { where, field, text: text.slice(0, 80) });
  };
  look(definition.description, 'description_past_bound', `${base}/description`);
  let nodes = 0;
  const walk = (value: JsonValue, pointer: string, key: string | null) => {
    if (++nodes > MAX_CAUSE_NODES) return;
    if (typeof value === 'string') {
      look(value, key === 'description' ? 'parameter_description' : 'schema', pointer);
    } else if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) walk(item, `${pointer}/${i}`, null);
    } else if (isJsonObject(value)) {
      for (const k of Object.keys(value)) {
        look(k, 'schema', `${pointer}/${escapePointer(k)}`);
        walk(value[k]!, `${pointer}/${escapePointer(k)}`, k);
      }
    }
  };
  walk(definition.parameters, `${base}/parameters`, null);
  return places;
}

/** The first few other tools whose index document holds `term`, highest weight first, then by capability id. */
function otherTools(index: SearchIndex, self: IndexedDocument, term: string): TermPlace[] {
  const posting = occurrencesOf(index).terms.get(term);
  if (!posting) return [];
  const holders = posting.documents
    .map((document, k) => ({ document, packed: posting.packed[k]! }))
    .filter((h) => h.document !== self)
    .sort(
      (a, b) =>
        termWeight(b.packed) - termWeight(a.packed) ||
        compareBytes(a.document.capability_id, b.document.capability_id),
    )
    .slice(0, OTHER_TOOLS_SHOWN);
  return holders.map(({ document, packed }) => ({
    where: 'other_tool',
    tool: document.name,
    field: termFields(packed)
      .map((f) => FIELD_LABELS[f])
      .join(', '),
    text: term,
  }));
}

const WHERE_WORDS: Record<TermPlace['where'], string> = {
  parameter_description: 'its parameter description',
  schema: 'its schema',
  description_past_bound: 'its description past the 256 bytes the index reads',
  other_tool: 'another tool',
};

function causeText(
  { name, verified }: ToolDefinition,
  matched: MissCause['matched'],
  lacking: MissCause['lacking'],
): string {
  const quoted = (terms: readonly string[]) => listWords(terms.map((t) => `“${t}”`));
  const sentences: string[] = [];
  if (lacking.length > 0)
    sentences.push(
      `${name}’s searched fields (name, capability id, description, parameter names) lack ${quoted(lacking.map((l) => l.term))}`,
    );
  for (const { term, places } of lacking) {
    const own = places.filter((p) => p.where !== 'other_tool');
    const others = places.filter((p) => p.where === 'other_tool');
    const parts = own.map((p) => `${WHERE_WORDS[p.where]} (${p.field})`);
    const unread = own.some((p) => p.where === 'parameter_description')
      ? verified
        ? ', past the bounds the index reads'
        : ', which tool_search reads for verified tools only'
      : '';
    const elsewhere = others.length > 0 ? listWords(others.map((p) => `the ${p.field} of ${p.tool}`)) : '';
    if (parts.length === 0 && elsewhere === '') sentences.push(`“${term}” is in no tool of the catalog`);
    else if (parts.length === 0) sentences.push(`“${term}” is only in ${elsewhere}`);
    else
      sentences.push(
        `“${term}” is in ${listWords(parts)}${unread}${elsewhere ? `, and in ${elsewhere}` : ''}`,
      );
  }
  if (matched.length > 0)
    sentences.push(
      `it matches ${listWords(matched.map((m) => `“${m.term}” in its ${listWords(m.fields)}`))}`,
    );
  return `${sentences.join('; ')}.`;
}

/** RFC 6901: `~` and `/` in a key are written `~0` and `~1`. */
function escapePointer(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}
