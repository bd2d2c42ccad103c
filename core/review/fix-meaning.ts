import type { CatalogEntry } from '../catalog.ts';
import { normalizeQuery } from '../search/search.ts';
import { tokenize } from '../search/tokenize.ts';
import type { ReviewSubject } from './review-subject.ts';

/**
 * How many of the scenario's judged queries for a tool hold a word: a word other
 * wordings of the same need use too means more than one only the query at hand has,
 * so among fixes of equal rank it wins (core/review/what-if-fix.ts).
 */
export function meaningFor(subject: ReviewSubject, entry: CatalogEntry): (term: string) => number {
  let counts: Map<string, number> | undefined;
  const { name, capability_id } = entry.definition;
  return (term) => {
    if (!counts) {
      counts = new Map();
      for (const e of subject.scenario.expectations.expectations) {
        const expects = e.tools.some((t) => t === name || t === capability_id || name.endsWith(`__${t}`));
        if (!expects) continue;
        for (const t of tokenize(normalizeQuery(e.query))) counts.set(t, (counts.get(t) ?? 0) + 1);
      }
    }
    return counts.get(term) ?? 0;
  };
}
