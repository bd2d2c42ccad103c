import type { StateCreator } from 'zustand';
import { DEFAULT_SEARCH_LIMIT, type RelevancePresetId } from '../../core/index.ts';
import type { PlaygroundState } from './store.ts';

/**
 * What the person types into the discovery chain panels: inputs only. Search
 * results, call outcomes and relevance figures are derived in the discovery
 * Worker; the turns timeline is not here at all, it is the scenario's own
 * `timeline` key, so it travels in the share link.
 */
export const DISCOVERY_TABS = ['search', 'chain', 'turns', 'relevance'] as const;
export type DiscoveryTab = (typeof DISCOVERY_TABS)[number];
/** What the person plays in the turns timeline: a bridge, or a direct call of the named tool. */
export type TurnTool = 'tool_search' | 'tool_describe' | 'tool_call' | 'direct';

export interface DiscoverySlice {
  discoveryTab: DiscoveryTab;
  turnTool: TurnTool;
  searchQuery: string;
  /** As typed: the lexeme becomes the `limit` argument, blank leaves it out (the default 10 applies). */
  searchLimit: string;
  /** Raw `tool_search` arguments JSON, used instead of query and limit while not null (to send a non-string query). */
  searchRawArguments: string | null;
  /** The tool the "why not" picker asks about, or null. */
  whyNotName: string | null;
  /** A name as the model might emit it: bare, dotted id, `__`-encoded or `builtin.` form. */
  chainName: string;
  /** The `arguments` string of a `tool_call`, exactly as the model would encode it. */
  chainArguments: string;
  relevanceSource: RelevancePresetId | 'custom' | 'scenario';
  /** The pasted corpus, used when the source is `custom`. */
  relevanceText: string;
  setDiscoveryTab: (tab: DiscoveryTab) => void;
  setTurnTool: (tool: TurnTool) => void;
  setSearchQuery: (query: string) => void;
  setSearchLimit: (limit: string) => void;
  setSearchRawArguments: (text: string | null) => void;
  setWhyNotName: (name: string | null) => void;
  setChainName: (name: string) => void;
  setChainArguments: (text: string) => void;
  setRelevanceSource: (source: RelevancePresetId | 'custom' | 'scenario') => void;
  setRelevanceText: (text: string) => void;
}

/** The limit box starts at the bridge's own default (DISCLOSURE.md §11), as the lexeme it shows. */
export const DEFAULT_SEARCH_LIMIT_TEXT = String(DEFAULT_SEARCH_LIMIT);

export const createDiscoverySlice: StateCreator<PlaygroundState, [], [], DiscoverySlice> = (set) => ({
  discoveryTab: 'search',
  turnTool: 'tool_call',
  searchQuery: '',
  searchLimit: DEFAULT_SEARCH_LIMIT_TEXT,
  searchRawArguments: null,
  whyNotName: null,
  chainName: '',
  chainArguments: '{}',
  relevanceSource: 'upstream',
  relevanceText: '',
  setDiscoveryTab: (discoveryTab) => set({ discoveryTab }),
  setTurnTool: (turnTool) => set({ turnTool }),
  setSearchQuery: (searchQuery) => set({ searchQuery }),
  setSearchLimit: (searchLimit) => set({ searchLimit }),
  setSearchRawArguments: (searchRawArguments) => set({ searchRawArguments }),
  setWhyNotName: (whyNotName) => set({ whyNotName }),
  setChainName: (chainName) => set({ chainName }),
  setChainArguments: (chainArguments) => set({ chainArguments }),
  setRelevanceSource: (relevanceSource) => set({ relevanceSource }),
  setRelevanceText: (relevanceText) => set({ relevanceText }),
});
