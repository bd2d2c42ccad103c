import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../core/canonical-json.ts';
import { fromPlain } from '../../core/json-value.ts';
import { templates } from '../evaluation/templates.ts';
import { createDiscoverySession } from './discovery-session.ts';
import { def } from './test-scenario.ts';

const scenario = (extra: Record<string, unknown> = {}) =>
  canonicalJson(fromPlain({ definitions: [def('mail.send', 'mail__send', 'Send an email')], ...extra }));
const search = (id: number) =>
  ({
    type: 'request',
    id,
    params: { kind: 'search', argumentsText: '{"query":"email"}', whyNot: null },
  }) as const;

describe(createDiscoverySession, () => {
  it('answers against the latest scenario text and says which version it was', async () => {
    const session = createDiscoverySession(templates);
    expect(await session.handle({ type: 'scenario', version: 1, text: scenario() })).toBeNull();
    const reply = await session.handle(search(7));
    expect(reply).toMatchObject({ id: 7, kind: 'search', scenarioVersion: 1, ok: true });
    if (reply?.kind !== 'search' || !reply.ok || !reply.answer.search.ok) throw new Error('no search');
    expect(reply.answer.search.results.map((r) => r.name)).toEqual(['mail__send']);
  });

  it('says why nothing can be answered while the scenario is unreadable', async () => {
    const session = createDiscoverySession(templates);
    await session.handle({ type: 'scenario', version: 2, text: '{"definitions": ' });
    expect(await session.handle(search(1))).toMatchObject({
      ok: false,
      error: expect.stringContaining('not JSON'),
    });
    await session.handle({ type: 'scenario', version: 3, text: '{"definitions": 5}' });
    expect(await session.handle(search(2))).toMatchObject({
      ok: false,
      error: 'scenario.definitions must be an array',
    });
  });

  it('searches the production surface when the scenario asks for it, as the evaluator does', async () => {
    const session = createDiscoverySession(templates);
    const policy = { kind: 'all_except', ids: ['mail.send'] };
    await session.handle({
      type: 'scenario',
      version: 1,
      text: scenario({ policy, playground: { surface: 'production' } }),
    });
    const production = await session.handle(search(1));
    await session.handle({ type: 'scenario', version: 2, text: scenario({ policy }) });
    const asWritten = await session.handle(search(2));
    // As written, the surface is unfiltered: search finds a denied tool (DISCLOSURE.md §9).
    expect(production).toMatchObject({ ok: true, answer: { search: { ok: true, results: [] } } });
    expect(asWritten).toMatchObject({ ok: true, answer: { search: { results: [{ name: 'mail__send' }] } } });
  });
});
