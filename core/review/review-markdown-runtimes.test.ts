import { describe, expect, it } from 'vitest';
import { deferred, manyTools, review } from '../../test-support/review-scenarios.ts';
import { runtimesOf } from '../runtimes/index.ts';
import { MARKDOWN_LEVELS, Omissions } from './markdown-budget.ts';
import { runtimeLines } from './review-markdown-runtimes.ts';
import { buildReviewReport } from './review-report.ts';

const subject = review(deferred(manyTools(12, 2)));
const ctx = () => ({ limits: MARKDOWN_LEVELS[0]!, left: new Omissions() });
const responsesLine = (lines: string[]) =>
  lines
    .join('\n')
    .split('\n- ')
    .find((l) => l.startsWith('**OpenAI Responses API**'))!
    .replaceAll(/\s+/g, ' ');

describe(runtimeLines, () => {
  it('labels an up-front figure IronClaw’s byte-derived estimate where no o200k_base count can be had, and says where it is', () => {
    const runtimes = buildReviewReport(subject).runtimes;
    const estimate = runtimes.views.find((v) => v.id === 'openai-responses')!.upfront.tokens.tokens;
    const lines = runtimeLines(runtimes, ctx());
    expect(responsesLine(lines)).toContain(`≈ ${estimate} tokens (IronClaw’s byte-derived estimate)`);
    expect(lines.join(' ').replaceAll(/\s+/g, ' ')).toContain(
      'the playground’s Runtimes view gives OpenAI’s o200k_base count beside it',
    );
  });

  it('shows both numbers, each labelled, where the o200k_base count was had', () => {
    const runtimes = buildReviewReport(subject).runtimes;
    const counted = runtimesOf(subject, () => 7).views.map(({ facts: _f, ...v }) => v);
    const estimate = counted.find((v) => v.id === 'openai-responses')!.upfront.tokens.estimate!;
    const lines = runtimeLines({ ...runtimes, views: counted }, ctx());
    expect(responsesLine(lines)).toContain(
      `≈ 7 tokens (o200k_base count), ≈ ${estimate} by IronClaw’s byte-derived estimate`,
    );
    expect(lines.join(' ')).not.toContain('gives OpenAI’s o200k_base count beside it');
  });
});

describe(runtimesOf, () => {
  it('counts OpenAI’s views with the counter given, and keeps the prompt cache across turns IronClaw’s estimate, played once', () => {
    const withTimeline = review({
      ...deferred(manyTools(12, 2)),
      timeline: [{ actions: [] }, { actions: [] }],
    });
    const estimated = runtimesOf(withTimeline);
    const counted = runtimesOf(withTimeline, () => 7);
    expect(counted.views.find((v) => v.id === 'openai-responses')!.upfront.tokens.tokens).toBe(7);
    expect(counted.cache).toBe(estimated.cache);
  });
});
