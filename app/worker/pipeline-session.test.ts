import { describe, expect, it } from 'vitest';
import { canonicalJson, encodeShareLink, fromPlain } from '../../core/index.ts';
import { def } from '../../test-support/plain-scenario.ts';
import { protocolText, templates } from '../evaluation/templates.ts';
import { createPipelineSession, WARM_UP } from './pipeline-session.ts';

const scenario = (extra: Record<string, unknown> = {}) =>
  canonicalJson(fromPlain({ definitions: [def('mail.send', 'mail__send', 'Send an email')], ...extra }));
const searchParams = { kind: 'search', argumentsText: '{"query":"email"}', whyNot: null } as const;
const newSession = () => createPipelineSession(templates, protocolText);

describe(createPipelineSession, () => {
  it('answers a search against the text it is given', async () => {
    const reply = await newSession().handle('search', { text: scenario(), params: searchParams });
    if (!reply.ok || !reply.answer.search.ok) throw new Error('no search');
    expect(reply.answer.search.results.map((r) => r.name)).toEqual(['mail__send']);
  });

  it('says why nothing can be answered while the scenario is unreadable', async () => {
    const session = newSession();
    expect(await session.handle('search', { text: '{"definitions": ', params: searchParams })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^invalid JSON at line 1, column 17: /),
    });
    expect(
      await session.handle('search', { text: '{"definitions": 5}', params: searchParams }),
    ).toMatchObject({
      ok: false,
      error: 'scenario.definitions must be an array',
    });
  });

  it('searches the production surface when the scenario asks for it, as the evaluator does', async () => {
    const session = newSession();
    const policy = { kind: 'all_except', ids: ['mail.send'] };
    const production = await session.handle('search', {
      text: scenario({ policy, playground: { surface: 'production' } }),
      params: searchParams,
    });
    const asWritten = await session.handle('search', { text: scenario({ policy }), params: searchParams });
    // As written, the surface is unfiltered: search finds a denied tool (DISCLOSURE.md §9).
    expect(production).toMatchObject({ ok: true, answer: { search: { ok: true, results: [] } } });
    expect(asWritten).toMatchObject({ ok: true, answer: { search: { results: [{ name: 'mail__send' }] } } });
  });

  it('evaluates and answers discovery questions from one load of the text', async () => {
    const session = newSession();
    const text = scenario();
    const evaluation = await session.handle('evaluate', { text });
    expect(evaluation.result?.ok).toBe(true);
    // The page holds the text; the answer leaves it out.
    expect(evaluation.text).toBe('');
    const chain = await session.handle('chain', {
      text,
      params: { kind: 'chain', name: 'mail__send', argumentsText: '{}' },
    });
    expect(chain).toMatchObject({ ok: true, answer: { resolved: { target: { name: 'mail__send' } } } });
    expect(await session.handle('link', { text })).toEqual({ ok: true, hash: encodeShareLink(text) });
  });

  it('answers a text evaluated ahead from that evaluation, numbered as asked, and anything else afresh', async () => {
    const session = newSession();
    session.evaluateAhead(scenario());
    const ahead = await session.handle('evaluate', { text: scenario() });
    const fresh = await newSession().handle('evaluate', { text: scenario() });
    expect(ahead.id).toBe(fresh.id);
    expect({ ...ahead, elapsedMs: 0 }).toEqual({ ...fresh, elapsedMs: 0 });
    const other = await session.handle('evaluate', { text: scenario({ mode: 'off' }) });
    expect(other.id).toBe(ahead.id + 1);
    expect(other.result?.ok && other.result.report.mode.resolved).toBe('off');
    // Asked again, the same text is the same evaluation: nothing in it is made twice.
    const again = await session.handle('evaluate', { text: scenario({ mode: 'off' }) });
    expect(again.result).toBe(other.result);
  });

  it('rehearses an edit without touching what it answers', async () => {
    const session = newSession();
    session.evaluateAhead(scenario());
    const ahead = await session.handle('evaluate', { text: scenario() });
    // The rehearsal edits inside a description: the scenario has one.
    expect(scenario()).toMatch(/"description"\s*:\s*"/);
    session.rehearseEdit(scenario());
    // The text evaluated ahead is still answered from that evaluation, and an edit as from a fresh session.
    const again = await session.handle('evaluate', { text: scenario() });
    expect(again.result).toBe(ahead.result);
    const edited = scenario({ mode: 'off' });
    const after = await session.handle('evaluate', { text: edited });
    const fresh = await newSession().handle('evaluate', { text: edited });
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
    await session.handle('evaluate', { text: catalog(2) });
    expect(queued).toHaveLength(0);
    const large = await session.handle('evaluate', { text: catalog(4) });
    expect(queued).toHaveLength(1);
    let steps = 0;
    while (queued.length > 0) {
      queued.shift()!();
      steps++;
    }
    expect(steps).toBe(5);
    // The large text is still answered from its own evaluation, and nothing more is rehearsed.
    expect((await session.handle('evaluate', { text: catalog(4) })).result).toBe(large.result);
    const edited = await session.handle('evaluate', { text: catalog(5, { mode: 'off' }) });
    expect(queued).toHaveLength(0);
    const fresh = await newSession().handle('evaluate', { text: catalog(5, { mode: 'off' }) });
    expect({ ...edited, id: 0, elapsedMs: 0 }).toEqual({ ...fresh, id: 0, elapsedMs: 0 });
  });
});
