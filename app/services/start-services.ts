import { type BaselineKeeperDeps, startBaselineKeeper } from '../document/baseline-keeper.ts';
import { createDocumentActions, type DocumentActions } from '../document/document-actions.ts';
import { preloadReaders } from '../document/page-readers.ts';
import { createStartGuard, finishWhenSettled, type StartGuard } from '../document/start-guard.ts';
import { type HashSync, startHashSync } from '../document/url-sync.ts';
import { type KeeperDeps, startWorkKeeper } from '../document/work-keeper.ts';
import { DEFAULT_PRESET_ID, presetOrigin } from '../presets/presets.ts';
import type { LiveImportAnswer, LiveImportBody } from '../scenario-text/live-import-answer.ts';
import { type PlaygroundState, usePlayground } from '../state/store.ts';
import { PIPELINE_LANES, type PipelineLanes, settledLanes } from '../worker/lanes.ts';
import { createDiscoveryClient, type DiscoveryClient } from './discovery-client.ts';
import { createEditorHandle, type EditorHandle } from './editor-handle.ts';
import { createEvaluationClient, type EvaluationClient } from './evaluation-client.ts';
import { channelFor, type LaneChannel, routeLanes } from './lane-router.ts';
import { holdChannel, type WorkerLike } from './latest-only-channel.ts';
import type { LiveClient, LiveHost } from './live-client.ts';
import { startLiveClient } from './live-servers.ts';
import { createPauseGate } from './pause-gate.ts';
import { startShortcuts } from './shortcuts.ts';

/** The long-lived parts of the page, started once by main.tsx and reached by components through hooks. */
export interface Services {
  evaluation: EvaluationClient;
  discovery: DiscoveryClient;
  editor: EditorHandle;
  document: DocumentActions;
  hashSync: HashSync;
  /** The running servers of `disclosure serve`, when the page was opened from it. */
  live: LiveClient;
  /** Releases everything started here: the Worker, subscriptions, listeners. */
  stop: () => void;
}

interface ServiceOptions {
  spawnWorker: () => WorkerLike;
  /** A request running longer than this is taken for a stuck Worker (default one minute). */
  timeoutMs?: number;
  /** How long an evaluation of an older text may go on once a newer one waits (default 1.5 s). */
  staleGraceMs?: number;
  guard?: StartGuard;
  /** How the start waits, once reported, before it counts as finished (start-guard.ts; tests pass a quicker one). */
  waitToFinish?: (then: () => void) => () => void;
  /** Where the work is kept; without it (tests) nothing is written. */
  keeper?: KeeperDeps;
  /** Where the pinned baseline is kept; without it nothing is written. */
  baselineKeeper?: BaselineKeeperDeps;
  /** How long the scenario must stay unchanged before the design review and the share link are asked again (default 300 ms). */
  reviewSettleMs?: number;
  /** The page's address and tab storage, where `disclosure serve` leaves its token; without it there are no live servers. */
  liveHost?: LiveHost;
}

type Host = Parameters<typeof startHashSync>[0] & Pick<Window, 'removeEventListener'>;

/**
 * Starts the Worker channel, the evaluation and discovery clients fed by the
 * store's text, the hash sync and the shortcuts. The working scenario must be
 * settled first (document/url-sync.ts `initialiseScenario`), so the Worker's
 * first text and the hash's first write are the right ones.
 */
export function startServices(
  host: Host,
  {
    spawnWorker,
    timeoutMs = 60_000,
    staleGraceMs = 1500,
    guard = createStartGuard(),
    waitToFinish,
    keeper,
    baselineKeeper,
    reviewSettleMs = 300,
    liveHost,
  }: ServiceOptions,
): Services {
  // Each lane goes to the Worker its row names (worker/lanes.ts): the report and a search being typed
  // to one; the design review and the share link, which can take most of a second on a big catalog, to
  // a second one, so an edit never waits behind them. That one starts once the first report is in (or
  // the start is held): before, it would take a core from the report.
  const options = { spawn: spawnWorker, timeoutMs, graceMs: staleGraceMs };
  const beside = holdChannel(channelFor(PIPELINE_LANES, 'beside', options));
  const channel = routeLanes(PIPELINE_LANES, {
    pipeline: channelFor(PIPELINE_LANES, 'pipeline', options),
    beside,
  });
  const settled = settledLanes(PIPELINE_LANES);
  const evaluation = createEvaluationClient(channel, guard.interrupted, {
    linkSettleMs: settled.includes('link') ? reviewSettleMs : 0,
  });
  // That second Worker starts with the first report, or after a slow one once typing pauses (pause-gate.ts).
  const besideGate = createPauseGate(beside.release);
  const startedAt = performance.now();
  // Evaluation is under way whenever nothing holds it; the start finishes once it really did (finishWhenSettled).
  const stopGuard = evaluation.subscribe(() => {
    const snapshot = evaluation.getSnapshot();
    if (snapshot.latest) {
      besideGate.reportIn(performance.now() - startedAt);
      // The page's own readers come once the browser is idle after the first report (page-readers.ts).
      whenIdle(preloadReaders);
      stopGuard();
    } else if (snapshot.held === null && snapshot.requested !== null) guard.begin();
  });
  // A held start (the evaluation client is created held exactly then) makes no report to wait for.
  if (guard.interrupted) besideGate.open();
  if (!guard.interrupted) guard.begin();
  const discovery = createDiscoveryClient(channel, { settle: { kinds: settled, ms: reviewSettleMs } });
  const stopFinish = finishWhenSettled(
    guard,
    {
      subscribe: evaluation.subscribe,
      reported: () => {
        const { latest } = evaluation.getSnapshot();
        return latest !== null && latest.workerFailed === undefined;
      },
    },
    waitToFinish,
  );
  const editor = createEditorHandle();

  // The store's edit is always the one that made its text: it goes along, for the channel to send as it is.
  const feed = ({ text, edit }: Pick<PlaygroundState, 'text' | 'edit'>) => {
    if (evaluation.request(text, edit ?? undefined)) besideGate.textChanged();
    discovery.setScenario(text);
  };
  feed(usePlayground.getState());
  const stopFeed = usePlayground.subscribe(feed);

  const hashSync = startHashSync(
    host,
    { subscribe: evaluation.subscribe, getLink: () => evaluation.getSnapshot().link },
    editor.flushInput,
  );
  const document = createDocumentActions({
    flushInput: editor.flushInput,
    flushHash: hashSync.flushed,
    knownOf: (text) => {
      const { latest } = evaluation.getSnapshot();
      return latest?.text === text && latest.parse.ok && latest.inputs
        ? { settings: latest.inputs, members: latest.members }
        : null;
    },
  });
  const live = startLiveClient(liveHost ?? null, document.readText, {
    importer: importInWorker(channel),
    opensOnExample,
  });
  const work = keeper ? startWorkKeeper(keeper) : null;
  const keptBaseline = baselineKeeper ? startBaselineKeeper(baselineKeeper) : null;
  const onPageHide = () => work?.flush();
  host.addEventListener('pagehide', onPageHide);
  const shortcuts = startShortcuts(host, {
    share: () => void document.copyLink(),
    undo: () => usePlayground.getState().undo(),
    redo: () => usePlayground.getState().redo(),
  });

  return {
    evaluation,
    discovery,
    editor,
    document,
    hashSync,
    live,
    stop: () => {
      live.stop();
      shortcuts.stop();
      host.removeEventListener('pagehide', onPageHide);
      work?.stop();
      keptBaseline?.stop();
      hashSync.stop();
      stopFeed();
      stopGuard();
      stopFinish();
      besideGate.stop();
      channel.stop();
    },
  };
}

/** Admission and import of live catalogs in the Worker beside the edit (its `live` lane), never on this thread. */
function importInWorker(channel: LaneChannel<PipelineLanes>) {
  return (body: LiveImportBody) =>
    new Promise<LiveImportAnswer>((resolve, reject) =>
      channel.send('live', body, (answer) => {
        if (answer.status === 'answered') resolve(answer.value);
        else reject(new Error(answer.status === 'failed' ? answer.error : 'the live import was superseded'));
      }),
    );
}

/** The example, untouched: not a link, kept work or anything the person wrote. */
function opensOnExample(): boolean {
  const { origin, differsFromSaved } = usePlayground.getState();
  return origin === presetOrigin(DEFAULT_PRESET_ID) && !differsFromSaved;
}

/** Runs `run` once the page's thread is idle (soon anyway), or shortly where there is no idle callback. */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 200);
}
