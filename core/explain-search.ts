import type { SearchExplanation } from './report.ts';
import type { ToolSearchResult } from './tool-search.ts';

/** The per-hit score breakdown the UI draws (DISCLOSURE.md §12), for the hits within the limit. */
export function explainSearch(result: Extract<ToolSearchResult, { ok: true }>): SearchExplanation {
  return {
    hits: result.ranking.ranked.slice(0, result.limit),
    document_count: result.ranking.document_count,
    average_length: result.ranking.average_length,
  };
}
