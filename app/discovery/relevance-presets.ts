import type { RelevancePresetId } from './discovery-protocol.ts';

/**
 * The lab's judged corpora. Each is its own lazily loaded chunk (the 1,000-tool
 * one is half a megabyte of JSON), fetched from the app's own origin only when
 * picked, so none of them weighs on the first paint.
 */
export interface RelevancePreset {
  id: RelevancePresetId;
  label: string;
  load: () => Promise<string>;
}

export const RELEVANCE_PRESETS: readonly RelevancePreset[] = [
  {
    id: 'upstream',
    label: 'Upstream corpus (50 tools, 72 intents)',
    load: () => import('./presets/upstream-corpus.json?raw').then((m) => m.default),
  },
  {
    id: 'scale_100',
    label: 'Padded to 100 tools (scale_100)',
    load: () => import('./presets/scale-100-corpus.json?raw').then((m) => m.default),
  },
  {
    id: 'scale_500',
    label: 'Padded to 500 tools (scale_500)',
    load: () => import('./presets/scale-500-corpus.json?raw').then((m) => m.default),
  },
  {
    id: 'scale_1000',
    label: 'Padded to 1,000 tools (scale_1000)',
    load: () => import('./presets/scale-1000-corpus.json?raw').then((m) => m.default),
  },
];

export function findRelevancePreset(id: string): RelevancePreset | undefined {
  return RELEVANCE_PRESETS.find((p) => p.id === id);
}
