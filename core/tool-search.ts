import { canonicalJson } from './canonical-json.ts';
import type { CatalogEntry } from './catalog.ts';
import { asU64, isJsonObject, type JsonObject, type JsonValue } from './json-value.ts';
import { requiredParameters } from './required.ts';
import type { SearchIndex } from './search/bm25f-index.ts';
import { type SearchRanking, searchIndex } from './search/search.ts';
import { trimWhiteSpace, utf8Length } from './text.ts';

/** The `tool_search` bridge as the model calls it (DISCLOSURE.md §11). */

export const MAX_QUERY_BYTES = 1024;
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 50;
export const MAX_SCHEMA_BYTES = 8192;
export const MAX_RESPONSE_BYTES = 24576;
const PARAMETERS_KEY_BYTES = utf8Length('"parameters":');

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

  const head = `{"query":${canonicalJson(query)},"results":[`;
  const tail = ']}';
  const results: JsonObject[] = [];
  const disclosed: string[] = [];
  const cut: string[] = [];
  let bytes = utf8Length(head) + utf8Length(tail);

  for (const name of ranking.names) {
    const entry = catalogByName.get(name);
    if (!entry) continue; // e.g. a definition left out of the catalog for using a bridge id
    const def = entry.definition;
    const base: JsonObject = {
      capability_id: def.capability_id,
      description: def.description,
      name: def.name,
      required: requiredParameters(def.parameters),
    };
    if (!completeSignatures) {
      results.push(base);
      continue;
    }
    const separator = results.length > 0 ? 1 : 0;
    // Each form is measured, not serialized twice: keys sort as capability_id,
    // description, name, [parameters,] required, schema_complete, so the complete form
    // is the schemaless one plus `"parameters":<schema>,` and `true` is a byte shorter than `false`.
    const bare = { ...base, schema_complete: false };
    const bareBytes = utf8Length(canonicalJson(bare));
    const schemaBytes = utf8Length(canonicalJson(def.parameters));
    const fullBytes = bareBytes - 1 + PARAMETERS_KEY_BYTES + schemaBytes + 1;
    if (schemaBytes <= MAX_SCHEMA_BYTES && bytes + separator + fullBytes <= MAX_RESPONSE_BYTES) {
      results.push({ ...base, parameters: def.parameters, schema_complete: true });
      disclosed.push(def.name);
      bytes += separator + fullBytes;
      continue;
    }
    if (bytes + separator + bareBytes <= MAX_RESPONSE_BYTES) {
      results.push(bare);
      bytes += separator + bareBytes;
      continue;
    }
    // Not even the schemaless form fits: the results end here.
    cut.push(...ranking.names.slice(ranking.names.indexOf(name)));
    break;
  }
  const output: JsonObject = { query, results };
  const output_json = canonicalJson(output);
  return {
    ok: true,
    query,
    limit,
    ranking,
    output,
    output_json,
    output_bytes: utf8Length(output_json),
    disclosed,
    cut_by_bytes: cut,
  };
}
