import { findabilityOf } from './findability.ts';
import type { Collision } from './findability-collision.ts';
import type { ExpectationResult } from './findability-expectations.ts';
import { type Finding, type FindingCause, finding, plural, someNames } from './finding.ts';
import type { ReviewSubject } from './review-subject.ts';
import type { WhatIfFix } from './what-if-fix.ts';

/**
 * Findings of the findability review: tools their own name's words do not bring
 * first (one finding, a cause per tool), each expected tool a query misses (one
 * finding each: the scenario's author asked for it), and unreadable `expect`s.
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
  for (const miss of found.expectations.filter((e) => !e.met)) out.push(missFinding(miss));
  for (const problem of found.problems) {
    out.push(
      finding(
        'expect_invalid',
        `The expect of queries[${problem.query_index}] cannot be read: ${problem.error}.`,
        [],
        [{ rule: 'expect_invalid', field: problem.field, detail: problem.error }],
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

function missFinding(miss: ExpectationResult): Finding {
  const field = `/queries/${miss.query_index}/expect`;
  if (miss.tool === null) {
    const why =
      miss.why_not === 'ambiguous' ? 'names several tools of the catalog' : 'names no tool of the catalog';
    return finding(
      'expected_tool_missed',
      `Query “${miss.query}” expects ${miss.expected}, which ${why}.`,
      [],
      [{ rule: `expected_tool_missed:${miss.why_not}`, tool: miss.expected, field, text: miss.query }],
    );
  }
  const rank =
    miss.rank === null
      ? 'it scores nothing for the query'
      : `it ranks ${miss.rank} of ${miss.scored_count} scored${miss.why_not === 'cut_by_response_bound' ? ', but the response bound cuts it' : ''}`;
  return finding(
    'expected_tool_missed',
    `Query “${miss.query}” does not return ${miss.tool} in its first ${miss.limit} results: ${rank}.`,
    [miss.tool],
    [
      {
        rule: `expected_tool_missed:${miss.why_not}`,
        tool: miss.tool,
        field,
        text: miss.query,
        ...(miss.cause ? { detail: miss.cause.text } : {}),
        fix: fixText(miss.fix, miss.no_fix),
      },
    ],
  );
}

/** The what-if fix in words, or why there is none. */
export function fixText(fix: WhatIfFix | null, noFix: string | null): string {
  if (!fix) return `no description change found: ${noFix ?? 'none tried'}`;
  const words = fix.words.map((w) => `“${w}”`).join(', ');
  return `add ${words} to ${fix.tool}’s description (${fix.field}): it would rank ${fix.rank_after}`;
}
