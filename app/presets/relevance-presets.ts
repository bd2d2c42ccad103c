import { RELEVANCE_PRESETS as CORE_PRESETS, type RelevancePresetId } from '../../core/index.ts';

/**
 * The lab's judged corpora, as core lists them. Each is its own lazily loaded chunk (the
 * 1,000-tool one is half a megabyte of JSON), fetched from the app's own origin only when
 * picked, so none of them weighs on the first paint. Vite needs each import written out.
 */
interface RelevancePreset {
  id: RelevancePresetId;
  label: string;
  load: () => Promise<string>;
}

const LOADERS: Record<RelevancePresetId, () => Promise<string>> = {
  upstream: () => import('../../data/relevance/upstream-corpus.json?raw').then((m) => m.default),
  'scale-100': () => import('../../data/relevance/scale-100-corpus.json?raw').then((m) => m.default),
  'scale-500': () => import('../../data/relevance/scale-500-corpus.json?raw').then((m) => m.default),
  'scale-1000': () => import('../../data/relevance/scale-1000-corpus.json?raw').then((m) => m.default),
  metatool: () => import('../../data/relevance/metatool-corpus.json?raw').then((m) => m.default),
  github: () => import('../../data/relevance/github-judged-corpus.json?raw').then((m) => m.default),
  'real-servers': () =>
    import('../../data/relevance/real-servers-judged-corpus.json?raw').then((m) => m.default),
};

export const RELEVANCE_PRESETS: readonly RelevancePreset[] = CORE_PRESETS.map((p) => ({
  id: p.id,
  label: p.label,
  load: LOADERS[p.id],
}));

export function findRelevancePreset(id: string): RelevancePreset | undefined {
  return RELEVANCE_PRESETS.find((p) => p.id === id);
}
