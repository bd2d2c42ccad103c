import { describe, expect, it } from 'vitest';
import { canonicalJson, encodeShareLink, fromPlain } from '../../core/index.ts';
import { def } from '../../test-support/plain-scenario.ts';
import { protocolText, templates } from '../evaluation/templates.ts';
import { createPipelineSession, WARM_UP } from './pipeline-session.ts';
import { LaneRefusal } from './wire/codec.ts';

const scenario = (extra: Record<string, unknown> = {}) =>
  canonicalJson(fromPlain({ definitions: [def('mail.send', 'mail__send', 'Send an email')], ...extra }));
const searchParams = { kind: 'search', argumentsText: '{"query":"email"}', whyNot: null } as const;
const newSession = () => createPipelineSession(templates, protocolText);

describe(createPipelineSession, () => {
  it('answers a search against the text it is given', async () => {
    const reply = await newSession().answers.search({ ...searchParams, text: scenario() });
    if (!reply.search.ok) throw new Error('no search');
    expect(reply.search.results.map((r) => r.name)).toEqual(['mail__send']);
  });

  it('says why nothing can be answered while the scenario is unreadable', async () => {
    const session = newSession();
    const ask = async (text: string) => session.answers.search({ ...searchParams, text });
    await expect(ask('{"definitions": ')).rejects.toThrow(LaneRefusal);
    await expect(ask('{"definitions": ')).rejects.toThrow(/^invalid JSON at line 1, column 17: /);
    await expect(ask('{"definitions": 5}')).rejects.toThrow(/^scenario.definitions must be an array$/);
  });

  it('searches the production surface when the scenario asks for it, as the evaluator does', async () => {
    const session = newSession();
    const policy = { kind: 'all_except', ids: ['mail.send'] };
    const production = await session.answers.search({
      ...searchParams,
      text: scenario({ policy, playground: { surface: 'production' } }),
    });
    const asWritten = await session.answers.search({ ...searchParams, text: scenario({ policy }) });
    // As written, the surface is unfiltered: search finds a denied tool (DISCLOSURE.md §9).
    expect(production).toMatchObject({ search: { ok: true, results: [] } });
    expect(asWritten).toMatchObject({ search: { results: [{ name: 'mail__send' }] } });
  });

  it('evaluates and answers discovery questions from one load of the text', async () => {
    const session = newSession();
    const text = scenario();
    const evaluation = await session.answers.evaluate({ text });
    expect(evaluation.result?.ok).toBe(true);
    // The page holds the text and numbers its requests; the answer leaves both out.
    expect(evaluation).not.toHaveProperty('text');
    expect(evaluation).not.toHaveProperty('id');
    const chain = await session.answers.chain({
      text,
      kind: 'chain',
      name: 'mail__send',
      argumentsText: '{}',
    });
    expect(chain).toMatchObject({ resolved: { target: { name: 'mail__send' } } });
    expect(await session.answers.link({ text })).toEqual({ ok: true, hash: encodeShareLink(text) });
  });

  it('answers a text evaluated ahead from that evaluation, and anything else afresh', async () => {
    const session = newSession();
    session.evaluateAhead(scenario());
    const ahead = await session.answers.evaluate({ text: scenario() });
    const fresh = await newSession().answers.evaluate({ text: scenario() });
    expect({ ...ahead, elapsedMs: 0 }).toEqual({ ...fresh, elapsedMs: 0 });
    const other = await session.answers.evaluate({ text: scenario({ mode: 'off' }) });
    expect(other.result?.ok && other.result.report.mode.resolved).toBe('off');
    // Asked again, the same text is the same evaluation: nothing in it is made twice.
    const again = await session.answers.evaluate({ text: scenario({ mode: 'off' }) });
    expect(again.result).toBe(other.result);
  });

  it('rehearses an edit without touching what it answers', async () => {
    const session = newSession();
    session.evaluateAhead(scenario());
    const ahead = await session.answers.evaluate({ text: scenario() });
    // The rehearsal edits inside a description: the scenario has one.
    expect(scenario()).toMatch(/"description"\s*:\s*"/);
    session.rehearseEdit(scenario());
    // The text evaluated ahead is still answered from that evaluation, and an edit as from a fresh session.
    const again = await session.answers.evaluate({ text: scenario() });
    expect(again.result).toBe(ahead.result);
    const edited = scenario({ mode: 'off' });
    const after = await session.answers.evaluate({ text: edited });
    const fresh = await newSession().answers.evaluate({ text: edited });
    expect({ ...after, id: 0, elapsedMs: 0 }).toEqual({ ...fresh, id: 0, elapsedMs: 0 });
  });

  it('after the first large catalog, rehearses edits on a sample of it in steps of their own, once, touching nothing it answers', async () => {
    const queued: (() => void)[] = [];
    const session = createPipelineSession(templates, protocolText, {
      ...WARM_UP,
      from: 3,
      sample: 2,
      steps: 5,
      schedule: (step) => queued.push(step),
    });
    const catalog = (count: number, extra: Record<string, unknown> = {}) =>
      canonicalJson(
        fromPlain({
          definitions: Array.from({ length: count }, (_, i) =>
            def(`svc${i}.run`, `svc${i}__run`, `Runs ${i}`),
          ),
          ...extra,
        }),
      );
    await session.answers.evaluate({ text: catalog(2) });
    expect(queued).toHaveLength(0);
    const large = await session.answers.evaluate({ text: catalog(4) });
    expect(queued).toHaveLength(1);
    let steps = 0;
    while (queued.length > 0) {
      queued.shift()!();
      steps++;
    }
    expect(steps).toBe(5);
    // The large text is still answered from its own evaluation, and nothing more is rehearsed.
    expect((await session.answers.evaluate({ text: catalog(4) })).result).toBe(large.result);
    const edited = await session.answers.evaluate({ text: catalog(5, { mode: 'off' }) });
    expect(queued).toHaveLength(0);
    const fresh = await newSession().answers.evaluate({ text: catalog(5, { mode: 'off' }) });
    expect({ ...edited, id: 0, elapsedMs: 0 }).toEqual({ ...fresh, id: 0, elapsedMs: 0 });
  });

  it("answers Other runtimes at once with IronClaw's estimate while OpenAI's tokenizer loads, then with its counts", async () => {
    const session = newSession();
    const text = scenario();
    const openai = (answer: { views: { id: string; upfront: { tokens: { method: string } } }[] }) =>
      answer.views.find((v) => v.id === 'openai-responses')?.upfront.tokens.method;
    const first = await session.answers.runtimes({ kind: 'runtimes', counted: false, text });
    expect(first).toMatchObject({ tokenizerLoading: true, tokenizerError: null });
    expect(openai(first)).toBe('ironclaw_estimate');
    const counted = await session.answers.runtimes({ kind: 'runtimes', counted: true, text });
    expect(counted).toMatchObject({ tokenizerLoading: false, tokenizerError: null });
    expect(openai(counted)).toBe('o200k_base');
    // Once it is in, an answer that does not wait counts too, and says the same as one that did.
    expect(await session.answers.runtimes({ kind: 'runtimes', counted: false, text })).toEqual(counted);
    // Everything but OpenAI's figures is the same either way.
    const { views: _a, tokenizerLoading: _b, ...rest } = first;
    expect(counted).toMatchObject(rest);
  });
});
