import {
  canonicalJsonBytes,
  explainAbsence,
  type HitExplanation,
  isJsonObject,
  type JsonValue,
  parseJson,
  type ReportedLoad,
  runToolSearch,
  type ToolSearchResult,
  type Turn,
} from '../../core/index.ts';
import type { ResultView, SearchAnswer, SearchView } from './discovery-protocol.ts';

/**
 * `tool_search` as the model calls it, against the turn the evaluator built,
 * with the explanation beside each result (DISCLOSURE.md §10–§12). The results
 * listed are the output's own results, so a byte-bound cut or a name missing
 * from the catalog shows as such rather than as a result.
 */
export function answerSearch(
  loaded: ReportedLoad,
  toolNames: string[],
  argumentsText: string,
  whyNot: string | null,
): SearchAnswer {
  const { scenario, turn } = loaded.evaluation;
  const result = runToolSearch(
    readArguments(argumentsText),
    turn.searchIndex,
    turn.catalogByName,
    turn.mode.includes_complete_signatures,
  );
  return {
    search: viewSearch(turn, result),
    whyNot: whyNot === null ? null : explainAbsence(scenario, turn, result, whyNot, definitionsOf(loaded)),
    toolNames,
  };
}

/** The definitions as the reader read them, so a rejected one can still be explained by name. */
function definitionsOf(loaded: ReportedLoad): JsonValue[] {
  const { value } = loaded;
  return isJsonObject(value) && Array.isArray(value.definitions) ? value.definitions : [];
}

/** Every string `name` among the definitions, unique, in input order: the names "why not?" offers. */
export function toolNamesOf(loaded: ReportedLoad): string[] {
  const names = new Set<string>();
  for (const d of definitionsOf(loaded)) if (isJsonObject(d) && typeof d.name === 'string') names.add(d.name);
  return [...names];
}

/** What the model sent; text that is not JSON reaches the search as no arguments at all. */
function readArguments(text: string): JsonValue {
  const parsed = parseJson(text);
  return parsed.ok ? parsed.value : null;
}

export function viewSearch(turn: Turn, result: ToolSearchResult): SearchView {
  if (!result.ok) return { ok: false, error: result.error };
  // Two definitions may share a name: each result takes the next hit of its name in rank order, so the
  // second of two namesakes shows its own rank and score, not the first's (the output names both by
  // the id a lookup of the name finds, so the name is all there is to match on).
  const hits = new Map<string, HitExplanation[]>();
  for (const h of result.ranking.ranked) {
    hits.set(h.name, [...(hits.get(h.name) ?? []), h]);
  }
  const rawResults = Array.isArray(result.output.results) ? result.output.results : [];
  const results: ResultView[] = rawResults.filter(isJsonObject).map((r) => {
    const name = String(r.name);
    const parameters = turn.catalogByName.get(name)?.definition.parameters ?? null;
    return {
      name,
      capability_id: String(r.capability_id),
      schema_complete: typeof r.schema_complete === 'boolean' ? r.schema_complete : null,
      required: Array.isArray(r.required) ? r.required.filter((x): x is string => typeof x === 'string') : [],
      schema_bytes: canonicalJsonBytes(parameters),
      hit: hits.get(name)?.shift() ?? null,
    };
  });
  const returned = new Set(results.map((r) => r.name));
  const cut = new Set(result.cut_by_bytes);
  const notReturned = result.ranking.names
    .filter((name) => !returned.has(name))
    .map((name) => ({
      name,
      reason: cut.has(name) ? ('cut_by_response_bound' as const) : ('not_in_catalog' as const),
    }));
  const { ranking } = result;
  return {
    ok: true,
    query: result.query,
    limit: result.limit,
    normalized_query: ranking.normalized_query,
    query_terms: ranking.query_terms,
    query_class: ranking.query_class,
    scored_count: ranking.scored_count,
    document_count: ranking.document_count,
    average_length: ranking.average_length,
    complete_signatures: turn.mode.includes_complete_signatures,
    results,
    not_returned: notReturned,
    output_json: result.output_json,
    output_bytes: result.output_bytes,
  };
}
