import type { JsonObject } from '../../core/index.ts';
import { DEFAULT_SEARCH_LIMIT_TEXT, DISCOVERY_TABS, type DiscoveryTab } from '../state/discovery-slice.ts';
import type { PlaygroundState } from '../state/store.ts';
import { OUTPUT_TABS, type OutputTab } from '../state/ui-slice.ts';

/** What a link restores besides the scenario: the open tabs, the search, the tool whose "Why?" is open. */
export type ViewState = Pick<
  PlaygroundState,
  'outputTab' | 'discoveryTab' | 'searchQuery' | 'searchLimit' | 'whyTool'
>;

const DEFAULTS: ViewState = {
  outputTab: 'rounds',
  discoveryTab: 'search',
  searchQuery: '',
  searchLimit: DEFAULT_SEARCH_LIMIT_TEXT,
  whyTool: null,
};

/** The view as a link carries it: only what differs from a fresh page, null when nothing does. */
export function writeViewState(state: ViewState): JsonObject | null {
  const out: JsonObject = {};
  if (state.outputTab !== DEFAULTS.outputTab) out.output_tab = state.outputTab;
  if (state.discoveryTab !== DEFAULTS.discoveryTab) out.discovery_tab = state.discoveryTab;
  if (state.searchQuery !== DEFAULTS.searchQuery) out.search_query = state.searchQuery;
  if (state.searchLimit !== DEFAULTS.searchLimit) out.search_limit = state.searchLimit;
  if (state.whyTool !== null) out.why_tool = state.whyTool;
  return Object.keys(out).length === 0 ? null : out;
}

/**
 * The view a link holds, over a fresh page's. A link is untrusted: a value of
 * the wrong type or an unknown tab is dropped, never applied.
 */
export function readViewState(view: JsonObject | null): ViewState {
  const v = view ?? {};
  const text = (key: string): string | undefined =>
    typeof v[key] === 'string' ? (v[key] as string) : undefined;
  const outputTab = text('output_tab');
  const discoveryTab = text('discovery_tab');
  return {
    outputTab: OUTPUT_TABS.includes(outputTab as OutputTab) ? (outputTab as OutputTab) : DEFAULTS.outputTab,
    discoveryTab: DISCOVERY_TABS.includes(discoveryTab as DiscoveryTab)
      ? (discoveryTab as DiscoveryTab)
      : DEFAULTS.discoveryTab,
    searchQuery: text('search_query') ?? DEFAULTS.searchQuery,
    searchLimit: text('search_limit') ?? DEFAULTS.searchLimit,
    whyTool: text('why_tool') ?? null,
  };
}
