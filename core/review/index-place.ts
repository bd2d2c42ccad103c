import type { CatalogEntry } from '../catalog.ts';
import type { IndexExplanation } from '../report.ts';
import { type ReviewSubject, searchIsAdvertised } from './review-subject.ts';

/**
 * Where a tool stands in the tool_search description (DISCLOSURE.md §6): named on
 * a line (and in which fair round), cut by the budget (by which line, at how many
 * bytes), lost with the namespace list, or never indexed (core tools and denied
 * ones are not discoverable).
 */
export type IndexPlace = { read_by_model: boolean } & (
  | { status: 'listed'; round: number | null; line: string; start_byte: number; end_byte: number }
  | {
      status: 'cut';
      round: number | null;
      stopped_at: NonNullable<IndexExplanation['stopped_at']>;
      budget: number;
      reserve: number;
    }
  | {
      status: 'namespaces_overflow';
      stopped_at: NonNullable<IndexExplanation['stopped_at']>;
      budget: number;
      reserve: number;
    }
  | { status: 'not_indexed'; reason: 'not_in_catalog' | 'core' | 'not_permitted' }
);

export function explainIndexPlace(subject: ReviewSubject, entry: CatalogEntry | null): IndexPlace {
  const read_by_model = searchIsAdvertised(subject);
  if (!entry) return { read_by_model, status: 'not_indexed', reason: 'not_in_catalog' };
  if (entry.tier === 'core') return { read_by_model, status: 'not_indexed', reason: 'core' };
  if (!subject.turn.permitted(entry))
    return { read_by_model, status: 'not_indexed', reason: 'not_permitted' };

  const index = subject.report.explain.index;
  const name = entry.definition.name;
  const round = index.rounds.flatMap((r) => r.tools).find((t) => t.name === name)?.round ?? null;
  const line = index.sections.find((s) => s.kind === 'representative' && s.name === name);
  if (line) {
    return {
      read_by_model,
      status: 'listed',
      round,
      line: line.text,
      start_byte: line.start_byte,
      end_byte: line.end_byte,
    };
  }
  // Every discoverable permitted tool is either listed or left out by the budget's stop.
  const stopped_at = index.stopped_at!;
  const limits = { budget: index.budget, reserve: index.reserve };
  if (stopped_at.kind === 'namespace')
    return { read_by_model, status: 'namespaces_overflow', stopped_at, ...limits };
  return { read_by_model, status: 'cut', round, stopped_at, ...limits };
}
