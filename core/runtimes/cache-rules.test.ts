import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANTHROPIC_CACHE_PRICE,
  ANTHROPIC_MIN_CACHEABLE,
  applyCacheRule,
  type CacheRequest,
  OPENAI_CACHE_PRICE,
  OPENAI_CACHE_STEP,
  OPENAI_MIN_CACHEABLE,
} from './cache-rules.ts';

const options = { anthropic_min_tokens: 1024 };
const req = (tools: number, conversation: number): CacheRequest => ({
  tools_tokens: tools,
  conversation_tokens: conversation,
});

describe('the documented numbers', () => {
  it('Anthropic: 1,024–4,096 tokens by model; writes 1.25×, reads 0.1×', () => {
    const mins = Object.values(ANTHROPIC_MIN_CACHEABLE);
    expect(Math.min(...mins)).toBe(1024);
    expect(Math.max(...mins)).toBe(4096);
    expect(ANTHROPIC_MIN_CACHEABLE['claude-haiku-4-5']).toBe(4096);
    expect(ANTHROPIC_CACHE_PRICE).toEqual({ write: 1.25, read: 0.1 });
  });
  it('OpenAI: from 1,024 tokens, in 128-token steps, no write fee', () => {
    expect(OPENAI_MIN_CACHEABLE).toBe(1024);
    expect(OPENAI_CACHE_STEP).toBe(128);
    expect(OPENAI_CACHE_PRICE.write).toBe(1);
  });
});

describe('Anthropic’s rule', () => {
  it('caches nothing below the model’s minimum', () => {
    const first = applyCacheRule('anthropic', null, req(600, 0), null, options);
    expect(first).toMatchObject({ cached_tokens: 0, written_tokens: 0, uncached_tokens: 600, cost: 600 });
    const second = applyCacheRule('anthropic', req(600, 0), req(600, 300), null, options);
    expect(second).toMatchObject({ cached_tokens: 0, written_tokens: 0, uncached_tokens: 900 });
    // Once tools and conversation reach it, the whole prefix is written.
    expect(applyCacheRule('anthropic', req(600, 300), req(600, 600), null, options).written_tokens).toBe(
      1200,
    );
  });

  it('writes the prefix at 1.25×, then reads it at 0.1× and writes only what the conversation added', () => {
    expect(applyCacheRule('anthropic', null, req(3000, 0), null, options)).toMatchObject({
      written_tokens: 3000,
      cost: 3750,
    });
    expect(applyCacheRule('anthropic', req(3000, 0), req(3000, 2000), null, options)).toMatchObject({
      cached_tokens: 3000,
      written_tokens: 2000,
      uncached_tokens: 0,
      lost_tokens: 0,
      cost: 300 + 2500,
    });
  });

  it('a change to the tools throws away the whole cache, the conversation with it', () => {
    const out = applyCacheRule('anthropic', req(3000, 4000), req(3100, 6000), 2900, options);
    expect(out).toMatchObject({
      cached_tokens: 0,
      lost_tokens: 7000,
      written_tokens: 9100,
      cost: 9100 * 1.25,
    });
  });
});

describe('OpenAI’s rule', () => {
  it('caches nothing below 1,024 tokens and whole 128-token steps above', () => {
    expect(applyCacheRule('openai', req(1000, 0), req(1000, 23), null, options).cached_tokens).toBe(0);
    expect(applyCacheRule('openai', req(1000, 24), req(1000, 2000), null, options).cached_tokens).toBe(1024);
    const out = applyCacheRule('openai', req(1000, 300), req(1000, 2300), null, options);
    expect(out).toMatchObject({ cached_tokens: 1280, written_tokens: 0, uncached_tokens: 3300 - 1280 });
    expect(out.cost).toBe(Math.round((1280 * 0.1 + 2020) * 10) / 10);
  });

  it('from the first differing token on nothing is cached, the conversation included', () => {
    const out = applyCacheRule('openai', req(3000, 4000), req(3100, 6000), 2900, options);
    expect(out).toMatchObject({
      cached_tokens: 2816,
      lost_tokens: 6912 - 2816,
      uncached_tokens: 9100 - 2816,
    });
  });
});

describe('a change to the tools array', () => {
  const turn = fc.record({
    tools: fc.integer({ min: 0, max: 20_000 }),
    conversation: fc.integer({ min: 0, max: 50_000 }),
  });
  it('loses the whole cached prefix and conversation under Anthropic’s rule; under OpenAI’s all past the first differing token', () => {
    fc.assert(
      fc.property(
        turn,
        turn,
        fc.integer({ min: 0, max: 20_000 }),
        fc.constantFrom(1024, 2048, 4096),
        (a, b, s, min) => {
          const previous = req(a.tools, a.conversation);
          const current = req(b.tools, b.conversation + a.conversation);
          const shared = Math.min(s, a.tools, b.tools);
          const same = applyCacheRule('anthropic', previous, current, null, { anthropic_min_tokens: min });
          const changed = applyCacheRule('anthropic', previous, current, shared, {
            anthropic_min_tokens: min,
          });
          expect(changed.cached_tokens).toBe(0);
          // Whatever the unchanged array would have read, tools and conversation alike, is lost.
          expect(changed.lost_tokens).toBe(same.cached_tokens);
          const openai = applyCacheRule('openai', previous, current, shared, options);
          expect(openai.cached_tokens).toBeLessThanOrEqual(shared);
          expect(openai.cached_tokens % OPENAI_CACHE_STEP).toBe(0);
          expect(shared - openai.cached_tokens).toBeLessThan(
            shared >= OPENAI_MIN_CACHEABLE ? OPENAI_CACHE_STEP : OPENAI_MIN_CACHEABLE,
          );
          // Every input token is billed once: read, written or uncached.
          for (const o of [same, changed, openai])
            expect(o.cached_tokens + o.written_tokens + o.uncached_tokens).toBe(
              current.tools_tokens + current.conversation_tokens,
            );
        },
      ),
      { numRuns: 200 },
    );
  });
});
