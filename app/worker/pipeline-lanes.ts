import type { MadeLink } from '../../core/index.ts';
import type { DiscoveryKind, DiscoveryOutcome, DiscoveryParams } from '../discovery/discovery-protocol.ts';
import type { Evaluation } from '../evaluation/evaluation-types.ts';

/**
 * What each lane of the Worker is asked and answers. Every request carries the
 * scenario text it is about, so a restarted Worker needs no replay; the Worker
 * reads a text once and answers every lane from that one load.
 */
interface PipelineLanes {
  /** The report and everything the panels draw; the text is left out of the answer (the page holds it). */
  evaluate: { body: { text: string }; value: Evaluation };
  /** The share link or why there is none, asked only once typing settles (deflating megabytes is the slowest step). */
  link: { body: { text: string }; value: MadeLink };
  search: DiscoveryLane<'search'>;
  chain: DiscoveryLane<'chain'>;
  timeline: DiscoveryLane<'timeline'>;
  relevance: DiscoveryLane<'relevance'>;
  review: DiscoveryLane<'review'>;
  explain: DiscoveryLane<'explain'>;
  runtimes: DiscoveryLane<'runtimes'>;
}

interface DiscoveryLane<K extends DiscoveryKind> {
  body: { text: string; params: Extract<DiscoveryParams, { kind: K }> };
  value: DiscoveryOutcome<K>;
}

export type LaneName = keyof PipelineLanes;

/** The name of the Worker started with the page (boot-worker.ts); a replacement has another. */
export const BOOT_WORKER_NAME = 'pipeline (started with the page)';
export type LaneBody<L extends LaneName> = PipelineLanes[L]['body'];
export type LaneValue<L extends LaneName> = PipelineLanes[L]['value'];
