import type { Templates } from '../../core/templates.ts';
import { answerChain } from './chain-answer.ts';
import type {
  DiscoveryMessage,
  DiscoveryParams,
  DiscoveryReply,
  RelevanceAnswer,
} from './discovery-protocol.ts';
import { type LoadResult, memoizeLoad } from './loaded-scenario.ts';
import { answerRelevance } from './relevance-answer.ts';
import { answerSearch } from './search-answer.ts';
import { answerTimeline } from './timeline-answer.ts';

/**
 * The Worker's state and its answers, free of Worker globals so Vitest drives it
 * directly. The scenario text arrives once per edit; every request is answered
 * against the latest text, and says which version that was.
 */
export interface DiscoverySession {
  handle: (message: DiscoveryMessage) => Promise<DiscoveryReply | null>;
}

export function createDiscoverySession(templates: Templates): DiscoverySession {
  const load = memoizeLoad(templates);
  let text = '';
  let version = 0;
  let relevanceKey: string | null = null;
  let relevance: Promise<RelevanceAnswer> | null = null;

  const answer = async (id: number, params: DiscoveryParams): Promise<DiscoveryReply> => {
    const head = { id, scenarioVersion: version };
    if (params.kind === 'relevance') {
      // The corpus does not depend on the scenario: one-entry memo on the source alone.
      const key = JSON.stringify(params.source);
      if (key !== relevanceKey || relevance === null) {
        relevanceKey = key;
        relevance = answerRelevance(params.source);
      }
      return { ...head, kind: 'relevance', ok: true, answer: await relevance };
    }
    const loaded: LoadResult = load(text);
    if (!loaded.ok) return { ...head, kind: params.kind, ok: false, error: loaded.error };
    switch (params.kind) {
      case 'search':
        return {
          ...head,
          kind: 'search',
          ok: true,
          answer: answerSearch(loaded.loaded, params.argumentsText, params.whyNot),
        };
      case 'chain':
        return {
          ...head,
          kind: 'chain',
          ok: true,
          answer: answerChain(loaded.loaded.turn, params.name, params.argumentsText),
        };
      case 'timeline':
        return { ...head, kind: 'timeline', ok: true, answer: answerTimeline(loaded.loaded, templates) };
    }
  };

  return {
    handle: async (message) => {
      if (message.type === 'scenario') {
        text = message.text;
        version = message.version;
        return null;
      }
      try {
        return await answer(message.id, message.params);
      } catch (err) {
        // The core promises never to throw; if it does, the panel keeps its last good answer and says why.
        const error = `the discovery worker failed: ${err instanceof Error ? err.message : String(err)}`;
        return {
          id: message.id,
          scenarioVersion: version,
          kind: message.params.kind,
          ok: false,
          error,
        } as DiscoveryReply;
      }
    },
  };
}
