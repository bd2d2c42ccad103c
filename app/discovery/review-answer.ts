import {
  buildReviewReport,
  compareScenarios,
  createEditSession,
  EXPORT_TARGETS,
  explainTool,
  exportRequest,
  type MadeLink,
  prepareReview,
  type ReviewSubjectResult,
  runtimesOf,
  type ScenarioLoad,
  type Templates,
  TIER_MAPPING,
  type TokenCounter,
} from '../../core/index.ts';
import type { ExplainAnswer, ReviewAnswer, RuntimesAnswer } from './discovery-protocol.ts';

type ReviewOutcome<T> = { ok: true; answer: T } | { ok: false; error: string };

/**
 * The design review, "Why?" and the Runtimes view of the scenario being edited.
 * The scenario's side is the load the pipeline's own edit session made of the
 * text, so a text the Worker has evaluated is not read again; the baseline has an
 * edit session of its own. Each side keeps its last subject: an edit to the
 * scenario keeps the baseline's, and a "Why?" reuses the review's. `link` makes
 * the share link (the Worker's own memo, which its link lane has often just filled
 * for the same text).
 */
export function createReviewer(templates: Templates, link?: (text: string) => MadeLink) {
  const baselineSession = createEditSession(templates);
  const last: Record<'a' | 'b', { load: ScenarioLoad; result: ReviewSubjectResult } | null> = {
    a: null,
    b: null,
  };
  const subjectOf = (side: 'a' | 'b', load: ScenarioLoad): ReviewSubjectResult => {
    const kept = last[side];
    if (kept?.load === load) return kept.result;
    const result = prepareReview(load, templates, { link });
    last[side] = { load, result };
    return result;
  };

  return {
    review(load: ScenarioLoad, baselineText: string | null): ReviewOutcome<ReviewAnswer> {
      const b = subjectOf('b', load);
      if (!b.ok) return b;
      const a = baselineText === null ? null : subjectOf('a', baselineSession.load(baselineText));
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
    /** `counter`: OpenAI's tokenizer, why it could not load, or null while it loads (IronClaw's estimate meanwhile). */
    runtimes(
      load: ScenarioLoad,
      counter: { count: TokenCounter } | { error: string } | null,
    ): ReviewOutcome<RuntimesAnswer> {
      const b = subjectOf('b', load);
      if (!b.ok) return b;
      const count = counter !== null && 'count' in counter ? counter.count : undefined;
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
          tokenizerError: counter !== null && 'error' in counter ? counter.error : null,
          tokenizerLoading: counter === null,
        },
      };
    },
    explain(load: ScenarioLoad, name: string, query: string | null): ReviewOutcome<ExplainAnswer> {
      const b = subjectOf('b', load);
      if (!b.ok) return b;
      return { ok: true, answer: { explanation: explainTool(b.subject, name, query ?? undefined) } };
    },
  };
}
