import type { KnownEdit } from '../../core/index.ts';
import type { SettledLink } from '../document/url-sync.ts';
import type { Evaluation } from '../evaluation/evaluation-types.ts';
import type { PipelineLanes } from '../worker/lanes.ts';
import type { LaneChannel } from './lane-router.ts';
import { createSettleWait } from './settle-wait.ts';

/**
 * What the panels read. `good` is the last evaluation that produced a report; it
 * stays on screen while a newer text is being evaluated or fails to evaluate.
 */
export interface EvaluationSnapshot {
  latest: Evaluation | null;
  good: Evaluation | null;
  /** The text most recently sent, to tell "still computing" from "done". */
  requested: string | null;
  /** The share link (`#v2/…`) of the last text evaluated once typing settled, or why it has none. */
  link: SettledLink | null;
  /** Why evaluation is paused (the last start did not finish), until the person asks to evaluate. */
  held: string | null;
}

export interface EvaluationClient {
  /**
   * Asks for the text's report; false when that text is the one last asked for
   * (nothing new to do). `edit`: how the text was made, when the editor knows.
   */
  request: (text: string, edit?: KnownEdit) => boolean;
  /** Lifts a hold and evaluates the newest text. */
  resume: () => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => EvaluationSnapshot;
}

const EMPTY_EVALUATION: EvaluationSnapshot = {
  latest: null,
  good: null,
  requested: null,
  link: null,
  held: null,
};

export interface EvaluationClientOptions {
  /**
   * How long the newest text must stay the newest, once evaluated, before its share
   * link is asked for (0: at once). Deflating a large catalog keeps a core busy,
   * which a text replaced by the next keystroke does not need.
   * A slow link stretches the wait (settle-wait.ts).
   */
  linkSettleMs?: number;
  timers?: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;
  now?: () => number;
}

/**
 * Evaluates every version of the scenario text through the channel's `evaluate`
 * lane: only the newest text waits, an older one not yet started is dropped. Once
 * the newest text is evaluated (and has stayed the newest for `linkSettleMs`), its
 * share link is asked for on the `link` lane.
 */
export function createEvaluationClient(
  channel: Pick<LaneChannel<PipelineLanes>, 'send' | 'cancel'>,
  held: string | null = null,
  { linkSettleMs = 0, timers = globalThis, now = () => performance.now() }: EvaluationClientOptions = {},
): EvaluationClient {
  let snapshot: EvaluationSnapshot = { ...EMPTY_EVALUATION, held };
  /** The newest text while held: evaluated as soon as the hold is lifted. */
  let heldText: string | null = null;
  const listeners = new Set<() => void>();
  let nextId = 1;

  const publish = (next: EvaluationSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  let linkTimer: ReturnType<typeof setTimeout> | undefined;
  const linkWait = createSettleWait(linkSettleMs, now);
  const sendLink = (text: string) => {
    const answered = linkWait.time();
    channel.send('link', { text }, (answer) => {
      if (answer.status !== 'superseded') answered();
      // Without a link the hash is written from the text itself when it is needed (document/url-sync.ts).
      if (answer.status === 'answered') publish({ ...snapshot, link: { text, ...answer.value } });
    });
  };
  // Asked again even for a text of the same letters as the last link's: the Worker answers that from its
  // own copy at once, where telling the two apart here would copy the editor's text whole on a keystroke.
  const askLink = (text: string) => {
    if (linkSettleMs <= 0) return sendLink(text);
    timers.clearTimeout(linkTimer);
    linkTimer = timers.setTimeout(() => {
      if (snapshot.requested === text) sendLink(text);
    }, linkWait.ms());
  };

  const evaluate = (text: string, edit?: KnownEdit) => {
    const id = nextId++;
    channel.send(
      'evaluate',
      { text },
      (answer) => {
        if (answer.status === 'superseded') return;
        // The Worker's answer leaves out the text and the id: the page holds both.
        const evaluation =
          answer.status === 'answered'
            ? { ...answer.value, id, text }
            : failedEvaluation(id, text, answer.error);
        const good = evaluation.result?.ok ? evaluation : snapshot.good;
        publish({ ...snapshot, latest: evaluation, good });
        // A text the Worker failed on is not sent back to it for a link; flushing the hash encodes it here.
        if (text === snapshot.requested && answer.status === 'answered') askLink(text);
      },
      edit,
    );
  };

  return {
    request: (text, edit) => {
      if (snapshot.held !== null) {
        heldText = text;
        return true;
      }
      if (text === snapshot.requested) return false;
      publish({ ...snapshot, requested: text });
      timers.clearTimeout(linkTimer);
      channel.cancel('link');
      evaluate(text, edit);
      return true;
    },
    resume: () => {
      if (snapshot.held === null) return;
      publish({ ...snapshot, held: null });
      if (heldText !== null) {
        const text = heldText;
        heldText = null;
        publish({ ...snapshot, requested: text });
        evaluate(text);
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}

/** A request the Worker could not answer: shown as the scenario's error, the last good report kept. */
function failedEvaluation(id: number, text: string, error: string): Evaluation {
  return {
    id,
    text,
    parse: { ok: true },
    inputs: null,
    members: null,
    definitionRows: [],
    result: { ok: false, error },
    markers: [],
    derivedSurfaceCount: null,
    toolsFormat: null,
    elapsedMs: 0,
    workerFailed: true,
  };
}
