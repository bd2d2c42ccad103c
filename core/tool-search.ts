import type { CatalogEntry } from './catalog.ts';
import { canonicalJson, canonicalJsonBytes } from './json/canonical-json.ts';
import { asU64, isJsonObject, type JsonObject, type JsonValue } from './json/json-value.ts';
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_QUERY_BYTES, MAX_RESPONSE_BYTES, MAX_SCHEMA_BYTES } from './limits.ts';
import type { ToolDefinition } from './report/report.ts';
import { requiredParameters } from './required.ts';
import type { SearchIndex } from './search/bm25f-index.ts';
import { type SearchRanking, searchIndex } from './search/search.ts';
import { trimWhiteSpace } from './text/text.ts';
import { utf8Length } from './text/utf8-length.ts';

/** The `tool_search` bridge as the model calls it (DISCLOSURE.md §11). */

export type ToolSearchResult =
  | { ok: false; error: string }
  | {
      ok: true;
      query: string;
      limit: number;
      ranking: SearchRanking;
      output: JsonObject;
      output_json: string;
      output_bytes: number;
      /** Names returned with `schema_complete: true`: the model has seen their schema. */
      disclosed: string[];
      /** Ranked names the response bound cut (the first of them ended the results). */
      cut_by_bytes: string[];
    };

/** One search result in one form, with its canonical JSON and that JSON's UTF-8 length. */
interface ResultForm {
  value: JsonObject;
  json: string;
  bytes: number;
}

/**
 * The forms a definition takes in search results: without `schema_complete`
 * (signatures not shown), schemaless (`false`) and complete (`true`, with its
 * parameters). Each is built and serialized the first time it is asked for and
 * kept with the definition, so the same definition found again, by the next
 * query or after an edit to another tool, costs no serialization.
 */
interface ResultForms {
  plain: () => ResultForm;
  bare: () => ResultForm;
  complete: () => ResultForm;
  schemaBytes: () => number;
  /** The complete form's bytes without writing it: the schemaless form with `"parameters":…,` in and `false` → `true`. */
  completeBytes: () => number;
}

const RESULT_FORMS = new WeakMap<ToolDefinition, ResultForms>();

export function resultForms(def: ToolDefinition): ResultForms {
  let forms = RESULT_FORMS.get(def);
  if (forms === undefined) {
    forms = makeResultForms(def);
    RESULT_FORMS.set(def, forms);
  }
  return forms;
}

function makeResultForms(def: ToolDefinition): ResultForms {
  let plain: ResultForm | undefined;
  let bare: ResultForm | undefined;
  let complete: ResultForm | undefined;
  let schemaBytes: number | undefined;
  const base = (): JsonObject => ({
    capability_id: def.capability_id,
    description: def.description,
    name: def.name,
    required: requiredParameters(def.parameters),
  });
  return {
    plain: () => (plain ??= formOf(base())),
    bare: () => (bare ??= formOf({ ...base(), schema_complete: false })),
    complete: () => (complete ??= formOf({ ...base(), parameters: def.parameters, schema_complete: true })),
    schemaBytes: () => (schemaBytes ??= canonicalJsonBytes(def.parameters)),
    completeBytes() {
      return this.bare().bytes + PARAMETERS_MEMBER_BYTES + this.schemaBytes() - 1;
    },
  };
}

/** `"parameters":` and the comma after its value, in UTF-8 bytes. */
const PARAMETERS_MEMBER_BYTES = '"parameters":,'.length;

function formOf(value: JsonObject): ResultForm {
  const json = canonicalJson(value);
  return { value, json, bytes: utf8Length(json) };
}

export function readSearchArguments(
  args: JsonValue,
): { ok: true; query: string; limit: number } | { ok: false; error: string } {
  const rawQuery = isJsonObject(args) ? args.query : undefined;
  if (typeof rawQuery !== 'string') return { ok: false, error: 'tool_search requires query' };
  const query = trimWhiteSpace(rawQuery);
  if (query.length === 0) return { ok: false, error: 'tool_search requires query' };
  if (utf8Length(query) > MAX_QUERY_BYTES) return { ok: false, error: 'tool_search query is too long' };
  // A limit that is not a non-negative 64-bit integer (3.0, -1, 1e3) falls back to the default.
  const limitValue = isJsonObject(args) ? asU64(args.limit) : undefined;
  const limit =
    limitValue === undefined
      ? DEFAULT_LIMIT
      : Number(limitValue < 1n ? 1n : limitValue > BigInt(MAX_LIMIT) ? MAX_LIMIT : limitValue);
  return { ok: true, query, limit };
}

export function runToolSearch(
  args: JsonValue,
  index: SearchIndex,
  catalogByName: ReadonlyMap<string, CatalogEntry>,
  completeSignatures: boolean,
): ToolSearchResult {
  const read = readSearchArguments(args);
  if (!read.ok) return read;
  const { query, limit } = read;
  const ranking = searchIndex(index, query, limit);
  const placed = placeResults(query, ranking.names, catalogByName, completeSignatures);
  const forms = placed.forms.map((form) => form());
  const output: JsonObject = { query, results: forms.map((f) => f.value) };
  const output_json = `${placed.head}${forms.map((f) => f.json).join(',')}${RESULTS_TAIL}`;
  return {
    ok: true,
    query,
    limit,
    ranking,
    output,
    output_json,
    output_bytes: utf8Length(output_json),
    disclosed: placed.disclosed,
    cut_by_bytes: placed.cut,
  };
}

const RESULTS_TAIL = ']}';

/** The entry a name finds in the catalog: a map, or a view of one with an entry changed. */
export type CatalogLookup = Pick<ReadonlyMap<string, CatalogEntry>, 'get'>;

/** The results a ranking gives the model, each in the form the response bound leaves room for (§11). */
interface PlacedResults {
  /** `{"query":…,"results":[` as the output starts. */
  head: string;
  /** The names returned, in order, and each one's form, written when asked for. */
  names: string[];
  forms: (() => ResultForm)[];
  disclosed: string[];
  cut: string[];
}

/**
 * Which ranked names the output carries and in which form, without writing the
 * output: each form is measured from the definition's kept forms (the complete
 * one without writing its schema), so a caller that wants the names alone (a
 * search per tool) writes no JSON.
 */
export function placeResults(
  query: string,
  rankedNames: readonly string[],
  catalogByName: CatalogLookup,
  completeSignatures: boolean,
): PlacedResults {
  const head = `{"query":${canonicalJson(query)},"results":[`;
  const placed: PlacedResults = { head, names: [], forms: [], disclosed: [], cut: [] };
  const take = (name: string, form: () => ResultForm) => {
    placed.names.push(name);
    placed.forms.push(form);
  };
  let bytes = utf8Length(head) + utf8Length(RESULTS_TAIL);
  for (const [at, name] of rankedNames.entries()) {
    const entry = catalogByName.get(name);
    if (!entry) continue; // e.g. a definition left out of the catalog for using a bridge id
    const forms = resultForms(entry.definition);
    if (!completeSignatures) {
      take(name, forms.plain);
      continue;
    }
    const separator = placed.names.length > 0 ? 1 : 0;
    if (forms.schemaBytes() <= MAX_SCHEMA_BYTES) {
      const complete = forms.completeBytes();
      if (bytes + separator + complete <= MAX_RESPONSE_BYTES) {
        take(name, forms.complete);
        placed.disclosed.push(entry.definition.name);
        bytes += separator + complete;
        continue;
      }
    }
    // The schemaless form, built only when the complete one is not sent.
    const bare = forms.bare();
    if (bytes + separator + bare.bytes <= MAX_RESPONSE_BYTES) {
      take(name, forms.bare);
      bytes += separator + bare.bytes;
      continue;
    }
    // Not even the schemaless form fits: the results end here.
    placed.cut.push(...rankedNames.slice(at));
    break;
  }
  return placed;
}
