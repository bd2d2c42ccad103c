import {
  buildReviewReport,
  compareScenarios,
  createEditSession,
  EXPORT_TARGETS,
  explainTool,
  exportRequest,
  type KnownEdit,
  type MadeLink,
  prepareReview,
  type ReviewSubjectResult,
  runtimesOf,
  type Templates,
  TIER_MAPPING,
  type TokenCounter,
} from '../../core/index.ts';
import type { ExplainAnswer, ReviewAnswer, RuntimesAnswer } from './discovery-protocol.ts';

export type ReviewOutcome<T> = { ok: true; answer: T } | { ok: false; error: string };

/**
 * One-entry memo per side: an edit to B keeps A's evaluation, a "Why?" reuses B's.
 * Each side is an edit session of its own (core/session/edit-session.ts), so an edit of one
 * definition is read and evaluated again for that definition alone; `link` makes the share link (the
 * Worker's own memo, which its link lane has often just filled for the same text).
 */
export function createReviewer(templates: Templates, link?: (text: string) => MadeLink) {
  const memo = new Map<'a' | 'b', { text: string; result: ReviewSubjectResult }>();
  const sessions = { a: createEditSession(templates), b: createEditSession(templates) };
  const subjectOf = (side: 'a' | 'b', text: string, edit?: KnownEdit): ReviewSubjectResult => {
    const last = memo.get(side);
    if (last && last.text === text) return last.result;
    const result = prepareReview({ text }, templates, { session: sessions[side], link, edit });
    memo.set(side, { text, result });
    return result;
  };

  return {
    /** `edit`: how `text` was made from the last text the Worker was sent, when it came as an edit. */
    review(text: string, baselineText: string | null, edit?: KnownEdit): ReviewOutcome<ReviewAnswer> {
      const b = subjectOf('b', text, edit);
      if (!b.ok) return b;
      const a = baselineText === null ? null : subjectOf('a', baselineText);
      const baseline = a?.ok ? a.subject : undefined;
      return {
        ok: true,
        answer: {
          report: buildReviewReport(b.subject, baseline),
          comparison: baseline ? compareScenarios(baseline, b.subject) : null,
          baselineError: a && !a.ok ? `the baseline: ${a.error}` : null,
        },
      };
    },
    runtimes(
      text: string,
      counter: { count: TokenCounter } | { error: string },
      edit?: KnownEdit,
    ): ReviewOutcome<RuntimesAnswer> {
      const b = subjectOf('b', text, edit);
      if (!b.ok) return b;
      const count = 'count' in counter ? counter.count : undefined;
      const { plan, views } = runtimesOf(b.subject, count);
      const exports = {} as RuntimesAnswer['exports'];
      for (const target of EXPORT_TARGETS) {
        const { body: _body, ...request } = exportRequest(plan, target);
        exports[target] = request;
      }
      return {
        ok: true,
        answer: {
          mapping: TIER_MAPPING,
          views,
          exports,
          tokenizerError: 'error' in counter ? counter.error : null,
        },
      };
    },
    explain(
      text: string,
      name: string,
      query: string | null,
      edit?: KnownEdit,
    ): ReviewOutcome<ExplainAnswer> {
      const b = subjectOf('b', text, edit);
      if (!b.ok) return b;
      return { ok: true, answer: { explanation: explainTool(b.subject, name, query ?? undefined) } };
    },
  };
}
