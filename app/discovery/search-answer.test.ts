import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../core/index.ts';
import { def, loadPlain, TITLE_SCHEMA } from '../../test-support/plain-scenario.ts';
import { answerSearch, toolNamesOf } from './search-answer.ts';

const definitions = [
  def('mail.send', 'mail__send', 'Send an email message', TITLE_SCHEMA),
  def('mail.draft', 'mail__draft', 'Draft an email message'),
  def('mail.archive', 'mail__archive', 'Archive an email'),
  def('chat.post', 'chat__post', 'Post a chat message'),
  def('big.blob', 'big__blob', 'A message blob', {
    type: 'object',
    properties: { data: { type: 'string', description: 'x'.repeat(9000) } },
  }),
];
const loaded = loadPlain({ definitions, mode: 'bridged' });
const search = (args: unknown, whyNot: string | null = null) =>
  answerSearch(loaded, toolNamesOf(loaded), canonicalJson(args), whyNot);

describe(answerSearch, () => {
  it('lists the returned tools in rank order, each score the sum of its parts', () => {
    const { search: view } = search({ query: 'send email message', limit: 3 });
    if (!view.ok) throw new Error(view.error);
    expect(view.results.map((r) => r.name)).toEqual(['mail__send', 'mail__draft', 'mail__archive']);
    expect(view.query_class).toBe('lexical');
    expect(view.query_terms).toEqual(['send', 'email', 'message']);
    for (const r of view.results) {
      const parts = r.hit!.terms.reduce((sum, t) => sum + t.contribution, r.hit!.exact_bonus);
      expect(parts).toBe(r.hit!.score);
    }
    expect(view.results[0]).toMatchObject({
      capability_id: 'mail.send',
      required: ['title'],
      schema_complete: true,
    });
    expect(view.output_json.startsWith('{"query":"send email message","results":[')).toBe(true);
  });

  it('counts the exact-identifier bonus and classes the query by it', () => {
    const { search: view } = search({ query: '  Mail.Send ' });
    if (!view.ok) throw new Error(view.error);
    expect(view.query_class).toBe('exact_identifier');
    expect(view.normalized_query).toBe('mail.send');
    expect(view.results[0]!.hit!.exact_bonus).toBe(1_000_000);
  });

  it('leaves out a schema over 8 KiB and says so', () => {
    const { search: view } = search({ query: 'blob' });
    if (!view.ok) throw new Error(view.error);
    expect(view.results[0]).toMatchObject({ name: 'big__blob', schema_complete: false });
    expect(view.results[0]!.schema_bytes).toBeGreaterThan(8192);
  });

  it('ends the results at the 24 KiB response bound and lists what it cut', () => {
    const wordy = Array.from({ length: 30 }, (_, i) =>
      def(`wordy.t${String(i).padStart(2, '0')}`, `wordy__t${i}`, `report ${'w'.repeat(1000)}`),
    );
    const big = loadPlain({ definitions: wordy, mode: 'bridged' });
    const args = canonicalJson({ query: 'report', limit: 30 });
    const answer = answerSearch(big, [], args, null);
    if (!answer.search.ok) throw new Error(answer.search.error);
    expect(answer.search.output_bytes).toBeLessThanOrEqual(24576);
    expect(answer.search.results.length).toBeLessThan(30);
    expect(answer.search.not_returned.every((r) => r.reason === 'cut_by_response_bound')).toBe(true);
    expect(answer.search.results.length + answer.search.not_returned.length).toBe(30);
    const cut = answer.search.not_returned.at(-1)!.name;
    expect(answerSearch(big, [], args, cut).whyNot).toMatchObject({ reason: 'cut_by_response_bound' });
  });

  it('answers bad arguments with the exact errors the model receives', () => {
    expect(search({ query: '   ' }).search).toEqual({ ok: false, error: 'tool_search requires query' });
    expect(search({ query: 7 }).search).toEqual({ ok: false, error: 'tool_search requires query' });
    expect(search({ query: 'é'.repeat(513) }).search).toEqual({
      ok: false,
      error: 'tool_search query is too long',
    });
  });

  it('explains why a tool is missing from the results', () => {
    expect(search({ query: 'email message', limit: 1 }, 'mail__archive').whyNot).toMatchObject({
      reason: 'out_scored',
      limit: 1,
    });
    expect(search({ query: 'email' }, 'chat__post').whyNot).toEqual({
      reason: 'no_query_term',
      query_terms: ['email'],
    });
    expect(search({ query: 'email' }).toolNames).toEqual(definitions.map((d) => d.name));
  });

  it('gives each of two tools sharing a name its own rank and score', () => {
    const twins = loadPlain({
      definitions: [
        def('mail.send', 'mail__send', 'Send an email message'),
        def('post.send', 'mail__send', 'Send a letter by post'),
        def('chat.post', 'chat__post', 'Post a chat message'),
      ],
      mode: 'bridged',
    });
    const { search: view } = answerSearch(twins, [], canonicalJson({ query: 'send email letter' }), null);
    if (!view.ok) throw new Error(view.error);
    const twinsShown = view.results.filter((r) => r.name === 'mail__send');
    expect(twinsShown.length).toBe(2);
    expect(new Set(twinsShown.map((r) => r.hit?.capability_id))).toEqual(new Set(['mail.send', 'post.send']));
    const ranks = view.results.map((r) => r.hit?.rank);
    expect(ranks).toEqual(view.results.map((_, i) => i + 1));
  });
});
