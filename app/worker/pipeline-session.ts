import {
  createEditSession,
  isJsonObject,
  type JudgedCorpus,
  judgedCorpusOfScenario,
  type KnownEdit,
  type MadeLink,
  makeShareLink,
  type ReportedLoad,
  reported,
  type ScenarioLoad,
  type Templates,
  type Turn,
} from '../../core/index.ts';
import { answerChain } from '../discovery/chain-answer.ts';
import type { RelevanceAnswer } from '../discovery/discovery-protocol.ts';
import { answerPlan } from '../discovery/plan-answer.ts';
import { answerRelevance, answerRelevanceCorpus } from '../discovery/relevance-answer.ts';
import { createReviewer } from '../discovery/review-answer.ts';
import { answerSearch, toolNamesOf } from '../discovery/search-answer.ts';
import { answerTimeline } from '../discovery/timeline-answer.ts';
import { createEvaluateAnswer, PAGE_CLOCK } from '../evaluation/evaluate-text.ts';
import type { Evaluation } from '../evaluation/evaluation-types.ts';
import { answerLiveImport } from '../scenario-text/live-import-answer.ts';
import { writePrettyJson } from '../scenario-text/pretty-json.ts';
import type { LaneAnswers, PipelineLanes } from './lanes.ts';
import { splitLongArrays } from './wire/answer-parts.ts';
import { shareWithLast } from './wire/answer-sharing.ts';
import { LaneRefusal } from './wire/codec.ts';

/**
 * The Worker's state and its answers, free of Worker globals so Vitest drives it
 * directly. The core's edit session keeps the last text read with its turn: an
 * edit is parsed and its turn built once, then the report and any discovery
 * question are answered from it.
 */
interface PipelineSession {
  /** Each lane's answer (lanes.ts); an unreadable scenario is refused with the reason (LaneRefusal). */
  answers: LaneAnswers<PipelineLanes>;
  /**
   * Evaluates a text no one has asked for yet, so that asking for it is answered at
   * once: the Worker booted with the page evaluates the first page's text while the
   * page's own script still loads. Whatever the page asks instead finds the core's
   * code already compiled.
   */
  evaluateAhead: (text: string) => void;
  /**
   * Goes once through what an edit costs (an evaluation that reuses the last one,
   * then its answer shared with the last answer), on an edited copy of `text`
   * and in state of its own, so that the first keystroke finds that code
   * compiled too: it was the slowest edit of a session, two to three times the
   * others. Nothing the session answers afterwards depends on it.
   */
  rehearseEdit: (text: string) => void;
}

/**
 * The first edits after a large catalog opens ran several times slower than later
 * ones (`npm run bench:ui` shows it in the p95): the engine had not
 * yet optimised the code an edit runs, which one edit at boot cannot do. So the
 * first evaluation of a text with at least `from` definitions (where an edit costs
 * more than the page's own frame) is followed by `steps` rehearsed edits on a
 * `sample` of its own definitions, in state of their own. Each step is a task of
 * its own (`schedule`), so a request that arrives meanwhile waits for one step at
 * most. It happens once a session.
 */
interface WarmUp {
  from: number;
  sample: number;
  steps: number;
  schedule: (step: () => void) => void;
}

export const WARM_UP: WarmUp = {
  from: 500,
  sample: 300,
  steps: 30,
  schedule: (step) => void setTimeout(step, 0),
};

type O200k = { count: (text: string) => number } | { error: string };

/**
 * OpenAI's o200k_base tokenizer, fetched the first time the Runtimes view asks: its
 * vocabulary takes a second or two to load, so the view is answered with IronClaw's
 * estimate meanwhile (`loaded` is null until it is in).
 */
function createTokenizer() {
  let loading: Promise<O200k> | null = null;
  let loaded: O200k | null = null;
  const load = () => {
    loading ??= import('gpt-tokenizer/encoding/o200k_base').then(
      // Text that spells a special token counts as the plain text it is, as a provider treats tool text.
      (m): O200k => ({ count: (t: string) => m.encode(t, { disallowedSpecial: new Set() }).length }),
      (err: unknown): O200k => ({ error: String(err) }),
    );
    return loading.then((tokenizer) => {
      loaded = tokenizer;
      return tokenizer;
    });
  };
  return {
    load,
    /** The tokenizer when it is in; else null, and it starts loading. */
    loaded: (): O200k | null => {
      if (loaded === null) void load();
      return loaded;
    },
  };
}

/** A scenario's judged queries as a corpus, per turn: the lab keeps its rankings per corpus object. */
const SCENARIO_CORPORA = new WeakMap<Turn, JudgedCorpus>();

export function createPipelineSession(
  templates: Templates,
  protocol: string,
  warmUp: WarmUp = WARM_UP,
): PipelineSession {
  const session = createEditSession(templates, PAGE_CLOCK);
  const load = session.load;
  const tokenizer = createTokenizer();
  let relevanceKey: string | null = null;
  let relevance: Promise<RelevanceAnswer> | null = null;
  // The link lane and the review both link the text being edited: it is deflated once.
  let lastLink: { text: string; made: MadeLink } | null = null;
  const linkOf = (text: string): MadeLink => {
    if (lastLink?.text !== text) lastLink = { text, made: makeShareLink(text) };
    return lastLink.made;
  };
  // The review, "Why?" and Runtimes answer from this session's loads: a text is read once for every lane.
  const reviewer = createReviewer(templates, linkOf);
  // The tool names of the last load (they walk every definition): once per edit, not per question.
  let names: { loaded: ScenarioLoad; names: string[] } | null = null;
  const namesOf = (loaded: ReportedLoad) => {
    if (names?.loaded !== loaded) names = { loaded, names: toolNamesOf(loaded) };
    return names.names;
  };

  /** The load of the text with its report, or its refusal: no question can be answered from an unreadable scenario. */
  const reportedLoad = (text: string, edit: KnownEdit | undefined): ReportedLoad => {
    const loaded = reported(load(text, edit));
    if (!loaded.ok) throw new LaneRefusal(loaded.error);
    return loaded.load;
  };
  /** A review's answer as the lane gives it: the answer itself, or the refusal. */
  const answerOf = <T>(outcome: { ok: true; answer: T } | { ok: false; error: string }): T => {
    if (!outcome.ok) throw new LaneRefusal(outcome.error);
    return outcome.answer;
  };

  // The last evaluation with the load it came from: the same text asked again (the first page's text,
  // evaluated ahead while the page still loads) is answered from it.
  const answerEvaluate = createEvaluateAnswer(protocol);
  let evaluated: { loaded: ScenarioLoad; evaluation: Evaluation } | null = null;
  const evaluationOf = (text: string, edit?: KnownEdit) => {
    const loaded = load(text, edit);
    if (evaluated?.loaded !== loaded) evaluated = { loaded, evaluation: answerEvaluate(loaded) };
    return evaluated.evaluation;
  };

  let warmedUp = false;
  const warmUpAfter = (loaded: ScenarioLoad) => {
    const value = loaded.parse.ok ? loaded.parse.value : null;
    if (warmedUp || !isJsonObject(value) || !Array.isArray(value.definitions)) return;
    if (value.definitions.length < warmUp.from) return;
    warmedUp = true;
    const sample = writePrettyJson({ ...value, definitions: value.definitions.slice(0, warmUp.sample) });
    rehearseEdits(templates, protocol, sample, warmUp.steps, warmUp.schedule);
  };

  const answers: LaneAnswers<PipelineLanes> = {
    evaluate: ({ text }, edit) => {
      const { id: _id, text: _text, ...evaluation } = evaluationOf(text, edit);
      warmUpAfter(load(text));
      // The page holds the text and numbers its requests; sending megabytes back would only cost a clone.
      return evaluation;
    },
    link: ({ text }) => linkOf(text),
    live: (body) => answerLiveImport(body),
    search: ({ text, argumentsText, whyNot }, edit) => {
      const loaded = reportedLoad(text, edit);
      return answerSearch(loaded, namesOf(loaded), argumentsText, whyNot);
    },
    chain: ({ text, name, argumentsText }, edit) =>
      answerChain(reportedLoad(text, edit).evaluation.turn, name, argumentsText),
    timeline: ({ text }, edit) => answerTimeline(reportedLoad(text, edit), templates),
    // The corpus does not depend on the scenario: one-entry memo on the source alone.
    relevance: ({ text, source, variants, explain }, edit) => {
      if ('scenario' in source) {
        // The scenario's own judged queries: read with this session's load, so they follow every edit.
        const loaded = reportedLoad(text, edit).evaluation;
        let corpus = SCENARIO_CORPORA.get(loaded.turn);
        if (!corpus) {
          corpus = judgedCorpusOfScenario(loaded.scenario, loaded.turn);
          SCENARIO_CORPORA.set(loaded.turn, corpus);
        }
        return Promise.resolve(answerRelevanceCorpus(corpus, variants ?? [], explain ?? null));
      }
      const key = JSON.stringify([source, variants ?? [], explain ?? null]);
      if (key !== relevanceKey || relevance === null) {
        relevanceKey = key;
        relevance = answerRelevance(source, variants ?? [], explain ?? null);
      }
      return relevance;
    },
    // The review reads this session's load through core's prepareReview, exactly as `disclosure report` does.
    review: ({ text, baselineText }, edit) => answerOf(reviewer.review(load(text, edit), baselineText)),
    plan: ({ text, target, minRecall }, _edit, progress) =>
      answerPlan(text, templates, target, minRecall, progress),
    explain: ({ text, name, query }, edit) => answerOf(reviewer.explain(load(text, edit), name, query)),
    runtimes: async ({ text, counted }, edit) => {
      const loaded = load(text, edit);
      return answerOf(reviewer.runtimes(loaded, counted ? await tokenizer.load() : tokenizer.loaded()));
    },
  };

  // The text and one edit of it, at once.
  const rehearseEdit = (text: string) => rehearseEdits(templates, protocol, text, 2, (step) => step());

  return {
    answers,
    evaluateAhead: (text) => void evaluationOf(text),
    rehearseEdit,
  };
}

/**
 * `steps` evaluations in a scratch edit session of `text` and of edits of it, each
 * shared with the one before as an answer is: the text, then a letter typed
 * inside a description, the text again, then a letter typed at the start of a
 * name (a new namespace), each time another tool's. `schedule` runs each step.
 */
function rehearseEdits(
  templates: Templates,
  protocol: string,
  text: string,
  steps: number,
  schedule: (step: () => void) => void,
): void {
  const places = [/"description"\s*:\s*"/g, /"name"\s*:\s*"/g].map((pattern) =>
    [...text.matchAll(pattern)].map((m) => m.index + m[0].length),
  );
  const scratch = createEditSession(templates, PAGE_CLOCK);
  const scratchAnswer = createEvaluateAnswer(protocol);
  let last: unknown;
  let step = 0;
  const rehearse = () => {
    const at = places[(step >> 1) % 2]!;
    const cut = step % 2 === 1 && at.length > 0 ? at[(step * 7) % at.length]! : -1;
    const edited = cut < 0 ? text : `${text.slice(0, cut)}x${text.slice(cut)}`;
    const evaluation = scratchAnswer(scratch.load(edited));
    splitLongArrays(shareWithLast(evaluation, last));
    last = evaluation;
    if (++step < steps) schedule(rehearse);
  };
  schedule(rehearse);
}
