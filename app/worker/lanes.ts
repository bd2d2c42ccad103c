import type { KnownEdit, MadeLink } from '../../core/index.ts';
import type { AnswerOf, DiscoveryKind, DiscoveryParams } from '../discovery/discovery-protocol.ts';
import type { Evaluation } from '../evaluation/evaluation-types.ts';
import type { LiveImportAnswer, LiveImportBody } from '../scenario-text/live-import-answer.ts';

/**
 * Every lane of the Worker channel, in one table: which Worker answers it, how it
 * waits for others, whether it is asked only once typing settles, and what it is
 * asked and answers. The page's routing and queueing (services/lane-router.ts)
 * and the clients' typing are derived from a row; the Worker's answer to it is
 * the lane's entry in the session's answers (pipeline-session.ts), which the types
 * require for every row. Every request carries the scenario text it is about, so
 * a restarted Worker needs no replay.
 */

/** The Worker started with the page answers an edit; the second one takes the slow work beside it. */
export type WorkerName = 'pipeline' | 'beside';

/**
 * - `preempt`: a run of an older request is ended (its Worker replaced) once a newer one has waited a moment;
 * - `normal`: runs in its turn;
 * - `background`: waits while any other lane of its Worker has work.
 */
type LanePriority = 'preempt' | 'normal' | 'background';

interface LaneFacts {
  worker: WorkerName;
  priority: LanePriority;
  /** Asked again only once the scenario has stayed the same for a pause. */
  settle: boolean;
}

/** A row: its facts, and the types of its request body and answer (carried by the type alone). */
interface Lane<Body, Value> extends LaneFacts {
  readonly body?: Body;
  readonly answer?: Value;
}

export type LaneTable = Record<string, Lane<unknown, unknown>>;

export function lane<Body, Value>(facts: LaneFacts): Lane<Body, Value> {
  return facts;
}

export type LaneName<T extends LaneTable> = keyof T & string;
export type BodyOf<T extends LaneTable, L extends LaneName<T>> = NonNullable<T[L]['body']>;
export type AnswerOfLane<T extends LaneTable, L extends LaneName<T>> = NonNullable<T[L]['answer']>;

/**
 * What the Worker does for each lane of a table. `edit`: how the body's text was
 * made from the last text, when it came as an edit (the parse then need not look for it).
 */
export type LaneAnswers<T extends LaneTable> = {
  [L in LaneName<T>]: (
    body: BodyOf<T, L>,
    edit?: KnownEdit,
    /** Tells the page how far a long answer has come (sent ahead of the answer). */
    progress?: (done: number, of: number) => void,
  ) => AnswerOfLane<T, L> | Promise<AnswerOfLane<T, L>>;
};

/** The lanes of `table` that run on `worker` with `priority`. */
export function lanesWith<T extends LaneTable>(
  table: T,
  worker: WorkerName,
  priority: LanePriority,
): LaneName<T>[] {
  return Object.keys(table).filter(
    (name) => table[name]!.worker === worker && table[name]!.priority === priority,
  );
}

/** The lanes of `table` asked only once typing settles. */
export function settledLanes<T extends LaneTable>(table: T): LaneName<T>[] {
  return Object.keys(table).filter((name) => table[name]!.settle);
}

/** The report and everything the panels draw, without the text and the id (the page holds both). */
type EvaluationAnswer = Omit<Evaluation, 'id' | 'text'>;

/** A discovery question is its parameters, named by kind, and the scenario text it is about. */
type DiscoveryBody<K extends DiscoveryKind> = Extract<DiscoveryParams, { kind: K }> & { text: string };

function discovery<K extends DiscoveryKind>(facts: LaneFacts): Lane<DiscoveryBody<K>, AnswerOf[K]> {
  return facts;
}

export const PIPELINE_LANES = {
  evaluate: lane<{ text: string }, EvaluationAnswer>({
    worker: 'pipeline',
    priority: 'preempt',
    settle: false,
  }),
  search: discovery<'search'>({ worker: 'pipeline', priority: 'normal', settle: false }),
  chain: discovery<'chain'>({ worker: 'pipeline', priority: 'normal', settle: false }),
  timeline: discovery<'timeline'>({ worker: 'pipeline', priority: 'normal', settle: false }),
  relevance: discovery<'relevance'>({ worker: 'pipeline', priority: 'normal', settle: false }),
  explain: discovery<'explain'>({ worker: 'pipeline', priority: 'normal', settle: false }),
  runtimes: discovery<'runtimes'>({ worker: 'pipeline', priority: 'normal', settle: false }),
  /** The design review reads the whole catalog: beside the edit, once typing settles. */
  review: discovery<'review'>({ worker: 'beside', priority: 'normal', settle: true }),
  /** The share link (deflating megabytes is the slowest step): after the review, once typing settles. */
  link: lane<{ text: string }, MadeLink>({ worker: 'beside', priority: 'background', settle: true }),
  /** The planner evaluates the scenario once per plan, asked only when a person presses Plan: beside the edit, in the background. */
  plan: discovery<'plan'>({ worker: 'beside', priority: 'background', settle: true }),
  /** Admission and import of live catalogs (disclosure serve): beside the edit, asked one at a time by the live client. */
  live: lane<LiveImportBody, LiveImportAnswer>({ worker: 'beside', priority: 'normal', settle: false }),
};

export type PipelineLanes = typeof PIPELINE_LANES;

/** The name of the Worker started with the page (boot-worker.ts); a replacement has another. */
export const BOOT_WORKER_NAME = 'pipeline (started with the page)';
