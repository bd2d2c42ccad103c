import { describe, expect, it } from 'vitest';
import { RELEVANCE_PRESETS } from '../presets/relevance-presets.ts';
import { answerRelevance, answerRelevanceText } from './relevance-answer.ts';

/** Upstream's recorded figures (spec/relevance/tool_search_scale_baseline.json), checked, never used to compute. */
const BASELINE = {
  'scale-100': [0.7864583333333334, 0.9375, 0.9661458333333334, 0.94921875, 0.9426374896514516, 1],
  'scale-500': [0.7864583333333334, 0.9375, 0.9557291666666667, 0.94921875, 0.9403590604241029, 1],
  'scale-1000': [0.7864583333333334, 0.9375, 0.9557291666666667, 0.94921875, 0.9403590604241029, 1],
} as const;

describe(answerRelevance, () => {
  it.each(Object.entries(BASELINE))('reproduces upstream’s %s baseline exactly', async (preset, expected) => {
    const answer = await answerRelevance({ preset: preset as keyof typeof BASELINE });
    if (!answer.ok) throw new Error(answer.error);
    const m = answer.view.metrics;
    expect([m.recall_at_1, m.recall_at_5, m.recall_at_10, m.mrr, m.ndcg_at_10, m.no_match_accuracy]).toEqual(
      expected,
    );
    expect(answer.view.tool_count).toBe(Number(preset.slice('scale_'.length)));
    expect(m.judged_query_count + m.no_match_query_count).toBe(72);
  });

  it('lists the upstream corpus worst query first, with judged tools marked in each ranking', async () => {
    const answer = await answerRelevance({ preset: 'upstream' });
    if (!answer.ok) throw new Error(answer.error);
    const qualities = answer.view.worst_first.map((q) => q.quality);
    expect(qualities).toEqual([...qualities].sort((a, b) => a - b));
    const best = answer.view.worst_first.at(-1)!;
    expect(best.ranking.some((r) => r.grade !== null)).toBe(best.no_match_ok === null);
    expect(answer.view.tool_count).toBe(50);
  });

  it('offers the upstream corpus first', () => {
    expect(RELEVANCE_PRESETS[0]!.id).toBe('upstream');
  });
});

describe(answerRelevanceText, () => {
  it('scores a pasted corpus and explains one it cannot read', () => {
    const corpus = {
      tools: [
        {
          kind: 'x',
          capability_id: 'mail.send',
          name: 'mail__send',
          description: 'Send mail',
          parameters: {},
        },
      ],
      intents: [
        { class: 'c', query: 'send mail', relevance: { mail__send: 3 } },
        { class: 'none', query: 'zebra', relevance: {} },
      ],
    };
    const answer = answerRelevanceText(JSON.stringify(corpus));
    expect(answer).toMatchObject({
      ok: true,
      view: { metrics: { recall_at_1: 1, mrr: 1, no_match_accuracy: 1 } },
    });
    expect(answerRelevanceText('{"tools": 1}')).toMatchObject({ ok: false });
    expect(answerRelevanceText('{')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^the corpus: invalid JSON at line 1, column 2: /),
    });
  });
});
