import { findabilityOf } from './findability.ts';
import type { Collision } from './findability-collision.ts';
import type { ExpectationResult } from './findability-expectations.ts';
import { type Finding, type FindingCause, finding, plural, someNames } from './finding.ts';
import type { ReviewSubject } from './review-subject.ts';
import type { WhatIfFix } from './what-if-fix.ts';

/**
 * Findings of the findability review, one per check with a cause per tool or
 * entry (a catalog can have thousands): tools their own name's words do not
 * bring first, expected tools a query misses, and unreadable `expect`s.
 */
export function findabilityFindings(subject: ReviewSubject): Finding[] {
  const found = findabilityOf(subject);
  const out: Finding[] = [];
  const { collisions } = found;
  if (collisions.length > 0) {
    const example = collisions[0]!;
    out.push(
      finding(
        'search_name_collision',
        `Searching the words of their own name does not bring ${plural(collisions.length, 'deferred tool')} first (${example.tool} for “${example.query}”: ${example.other} comes first).`,
        [...new Set(collisions.flatMap((c) => [c.tool, c.other]))],
        collisions.map(collisionCause),
      ),
    );
  }
  const misses = found.expectations.filter((e) => !e.met);
  if (misses.length > 0) {
    const more = misses.length > 1 ? ` (and ${plural(misses.length - 1, 'more expected tool')} missed)` : '';
    out.push(
      finding(
        'expected_tool_missed',
        `${missSentence(misses[0]!)}${more}.`,
        [...new Set(misses.flatMap((m) => (m.tool === null ? [] : [m.tool])))],
        misses.map(missCause),
      ),
    );
  }
  const { problems } = found;
  if (problems.length > 0) {
    const first = problems[0]!;
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
    out.push(
      finding(
        'expect_invalid',
        `The expect of queries[${first.query_index}] cannot be read: ${first.error}${more}.`,
        [],
        problems.map((p) => ({ rule: 'expect_invalid', field: p.field, detail: p.error })),
      ),
    );
  }
  return out;
}

function collisionCause(c: Collision): FindingCause {
  return {
    rule: `search_name_collision:${c.reason}`,
    tool: c.tool,
    text: c.query,
    detail: `${c.text}${c.terms.length > 0 ? ` Words that put ${c.other} first: ${someNames(c.terms.map((t) => t.term))}.` : ''}`,
    fix: fixText(c.fix, c.no_fix),
  };
}

/** The miss in one clause: the query, the tool, and where it ranks or why it cannot. */
function missSentence(miss: ExpectationResult): string {
  if (miss.tool === null) {
    const why =
      miss.why_not === 'ambiguous' ? 'names several tools of the catalog' : 'names no tool of the catalog';
    return `Query “${miss.query}” expects ${miss.expected}, which ${why}`;
  }
  const rank =
    miss.rank === null
      ? 'it scores nothing for the query'
      : `it ranks ${miss.rank} of ${miss.scored_count} scored${miss.why_not === 'cut_by_response_bound' ? ', but the response bound cuts it' : ''}`;
  return `Query “${miss.query}” does not return ${miss.tool} in its first ${miss.limit} results: ${rank}`;
}

function missCause(miss: ExpectationResult): FindingCause {
  const cause: FindingCause = {
    rule: `expected_tool_missed:${miss.why_not}`,
    tool: miss.tool ?? miss.expected,
    field: `/queries/${miss.query_index}/expect`,
    text: miss.query,
  };
  if (miss.cause) cause.detail = miss.cause.text;
  if (miss.tool !== null) cause.fix = fixText(miss.fix, miss.no_fix);
  return cause;
}

/** The what-if fix in words, or why there is none. */
function fixText(fix: WhatIfFix | null, noFix: string | null): string {
  if (!fix) return `no description change found: ${noFix ?? 'none tried'}`;
  const words = fix.words.map((w) => `“${w}”`).join(', ');
  return `add ${words} to ${fix.tool}’s description (${fix.field}): it would rank ${fix.rank_after}`;
}
