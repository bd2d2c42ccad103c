import type { ScenarioSpans } from '../json/json-spans.ts';
import type { JsonObject, JsonValue } from '../json/json-value.ts';
import type { ToolDefinition, ValidationError } from '../report/report.ts';
import type { NameAnswers } from '../resolution.ts';
import type { IndexedDocument, SearchIndexMemo } from '../search/bm25f-index.ts';
import { createSortMemo, type SortMemo } from '../text/text.ts';
import { createReportRows, type ReportRows } from './row-reuse.ts';

/**
 * What one evaluation can lend the next, so an edit to one definition of 2,000
 * re-reads, re-estimates and re-indexes that one only. An edit session creates
 * it and passes it in (core/session/edit-session.ts); the functions that use it stay pure, since every entry is
 * keyed by the text or the very object it was computed from and holds exactly
 * what an uncached call would compute (core/cache/evaluation-cache.test.ts proves the
 * reports equal). Entries keyed by object are weak: a definition nobody holds
 * any more takes its results with it.
 */
export interface EvaluationCache {
  /** Definition text (numbers marked) → the value the last parse made of it. */
  parsedDefinitions: Map<string, JsonValue>;
  /** The last text read as an object, its value and where its parts sit, to read an edit of one part alone. */
  lastRead: { text: string; value: JsonObject; spans: ScenarioSpans } | undefined;
  /** Raw definition → what the scenario reader made of it (SCENARIO.md, `definitions`). */
  readonly definitionReads: WeakMap<JsonObject, DefinitionRead>;
  /** Valid definition → its schema tokens (DISCLOSURE.md §3). */
  readonly schemaTokens: WeakMap<ToolDefinition, number>;
  /** Valid definition → its search document (DISCLOSURE.md §10). */
  readonly searchDocuments: WeakMap<ToolDefinition, IndexedDocument>;
  /** The last search index built, updated in place of a rebuild when few documents changed. */
  readonly searchIndexMemo: SearchIndexMemo;
  /** The last report's rows, reused when a new row holds the same values (core/cache/row-reuse.ts). */
  readonly reportRows: ReportRows;
  /** The names asked of the forgiving resolution lately, each with which definitions answer to it (resolution.ts). */
  readonly nameAnswers: NameAnswers;
  /** The last order of the catalog's names and of the callable ids, kept while their keys stay the same. */
  readonly sorts: { readonly catalogNames: SortMemo; readonly callableIds: SortMemo };
}

/** A definition's reading without its position, which the reader adds each time. */
export interface DefinitionRead {
  definition: ToolDefinition | null;
  failures: Omit<ValidationError, 'index'>[];
}

export function createEvaluationCache(): EvaluationCache {
  return {
    parsedDefinitions: new Map(),
    lastRead: undefined,
    definitionReads: new WeakMap(),
    schemaTokens: new WeakMap(),
    searchDocuments: new WeakMap(),
    searchIndexMemo: {},
    reportRows: createReportRows(),
    nameAnswers: new Map(),
    sorts: { catalogNames: createSortMemo(), callableIds: createSortMemo() },
  };
}
