import type { CatalogEntry } from '../catalog.ts';
import { byRound } from '../fair-rounds.ts';
import { namespaceLine, REPRESENTATIVES_HEADING, representativeLine } from '../index-description.ts';
import type { IndexExplanation, Report } from '../report/report.ts';
import { utf8Length } from '../text/utf8-length.ts';
import { type ReviewSubject, searchIsAdvertised } from './review-subject.ts';

/** How many of the unnamed tools ahead of a tool an explanation names; the count says the rest. */
const AHEAD_NAMED = 5;

/**
 * What would get an unnamed tool a line of its own, with nothing else changed
 * (DISCLOSURE.md §6): the budget rule is `bytes + line + reserve <= budget`, and
 * the lines are written in order (fair rounds for the namespace index, catalog
 * order for the alphabetical one), so every unnamed tool ahead of it must be
 * named first. `bytes_to_free` is what the description must lose before its
 * line (shorter names, fewer namespaces, fewer tools ahead) for that line to fit.
 */
export interface ToNameIt {
  /** Where its line would end if the budget let every line before it in. */
  bytes_through_line: number;
  bytes_to_free: number;
  /** The unnamed tools whose lines come before its own, and the first few of them. */
  ahead_count: number;
  ahead: string[];
  /** The order lines are written in: fair namespace rounds, or the catalog's (alphabetical renderer). */
  order: 'fair_rounds' | 'catalog';
}

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
      to_name: ToNameIt;
    }
  | {
      status: 'namespaces_overflow';
      stopped_at: NonNullable<IndexExplanation['stopped_at']>;
      budget: number;
      reserve: number;
      to_name: ToNameIt;
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
  const to_name = whatWouldNameIt(subject, name);
  if (stopped_at.kind === 'namespace')
    return { read_by_model, status: 'namespaces_overflow', stopped_at, ...limits, to_name };
  return { read_by_model, status: 'cut', round, stopped_at, ...limits, to_name };
}

interface UnnamedTool {
  name: string;
  round: number | null;
  to_name: ToNameIt;
}

/**
 * Every tool the index does not name, in the order their lines would be written,
 * each with what would get it named. From the report alone, so the browser's list
 * and "Why?" (and the CLI) read the same figures.
 */
export function unnamedTools(report: Report): UnnamedTool[] {
  const index = report.explain.index;
  if (index.stopped_at === null) return [];
  const listed = new Set(index.sections.filter((s) => s.kind === 'representative').map((s) => s.name));
  const order = lineOrder(report).filter((t) => !listed.has(t.name));
  let bytes = bytesBeforeFirstUnnamed(index);
  return order.map((t, i) => {
    bytes += utf8Length(representativeLine(t.name));
    return {
      name: t.name,
      round: t.round,
      to_name: {
        bytes_through_line: bytes,
        bytes_to_free: bytes + index.reserve - index.budget,
        ahead_count: i,
        ahead: order.slice(0, Math.min(i, AHEAD_NAMED)).map((a) => a.name),
        order: index.renderer === 'namespaces' ? 'fair_rounds' : 'catalog',
      },
    };
  });
}

function whatWouldNameIt(subject: ReviewSubject, name: string): ToNameIt {
  const found = unnamedTools(subject.report).find((t) => t.name === name);
  if (!found) throw new Error(`${name} is neither listed nor cut`);
  return found.to_name;
}

/** The discoverable permitted tools in the order their lines are written (§6.3 fair rounds, or the catalog's). */
function lineOrder(report: Report): { name: string; round: number | null }[] {
  const index = report.explain.index;
  if (index.renderer === 'namespaces') {
    return [...byRound(index.rounds)].flat().map(({ tool }) => ({ name: tool.name, round: tool.round }));
  }
  // The alphabetical renderer writes the discoverable permitted tools in catalog order (turn.ts).
  return report.catalog
    .filter((e) => e.tier === 'discoverable' && e.permitted)
    .map((e) => ({ name: e.name, round: null }));
}

/**
 * The description's bytes before the first line the budget left out: where the
 * stop happened for a cut, or, when the namespace list itself overflowed, the
 * header, every namespace line and the representatives' heading.
 */
function bytesBeforeFirstUnnamed(index: IndexExplanation): number {
  const stop = index.stopped_at!;
  if (stop.kind === 'representative') return stop.bytes_if_added - utf8Length(stop.text);
  const header = index.sections.find((s) => s.kind === 'header')?.end_byte ?? 0;
  const namespaces = index.rounds.reduce(
    (sum, r) => sum + utf8Length(namespaceLine(r.namespace, r.tools.length)),
    0,
  );
  return header + namespaces + utf8Length(REPRESENTATIVES_HEADING);
}
