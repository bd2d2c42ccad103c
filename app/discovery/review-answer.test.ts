import { describe, expect, it } from 'vitest';
import { createEditSession, makeShareLink, utf8Length } from '../../core/index.ts';
import { def } from '../../test-support/plain-scenario.ts';
import { templates } from '../evaluation/templates.ts';
import { presetText } from '../presets/presets.ts';
import { createReviewer } from './review-answer.ts';

const scenario = (extra: Record<string, unknown>) =>
  JSON.stringify({
    mode: 'bridged',
    caps: { max_tools: 2 },
    definitions: [
      def('mail.send', 'mail__send', 'Send an email message'),
      def('mail.draft', 'mail__draft', 'Draft an email message'),
      def('chat.post', 'chat__post', 'Post a chat message'),
      def('github.time', 'github__time', 'What time it is on the forge'),
    ],
    ...extra,
  });

/** A text as the pipeline Worker's edit session loads it. */
const load = (text: string) => createEditSession(templates).load(text);

describe(createReviewer, () => {
  it('reviews, explains and shows the runtimes of one load from one subject, made once', () => {
    const linked: string[] = [];
    const reviewer = createReviewer(templates, (text) => {
      linked.push(text);
      return makeShareLink(text);
    });
    const session = createEditSession(templates);
    const text = scenario({});
    expect(reviewer.review(session.load(text), null).ok).toBe(true);
    expect(reviewer.explain(session.load(text), 'mail__send', null).ok).toBe(true);
    expect(reviewer.runtimes(session.load(text), { error: 'no tokenizer here' }).ok).toBe(true);
    expect(linked).toEqual([text]);
    // An edit is a new load, and a new subject.
    const edited = scenario({ mode: 'compact' });
    expect(reviewer.explain(session.load(edited), 'mail__send', null).ok).toBe(true);
    // "Why?" reads no link, and the link is made only for what reads it (the review's report).
    expect(linked).toEqual([text]);
    expect(reviewer.review(session.load(edited), null).ok).toBe(true);
    expect(linked).toEqual([text, edited]);
  });

  it('answers the findings of the text alone, with no comparison while no baseline is pinned', () => {
    const answer = createReviewer(templates).review(load(scenario({ pins: ['mail.send'] })), null);
    if (!answer.ok) throw new Error(answer.error);
    expect(answer.answer.comparison).toBeNull();
    expect(answer.answer.report.delta).toBeNull();
    // bridged honours pins, so pins_ignored must not be raised; switch the mode and it is.
    expect(answer.answer.report.findings.map((f) => f.id)).not.toContain('pins_ignored');
    const compact = createReviewer(templates).review(
      load(scenario({ pins: ['mail.send'], mode: 'compact' })),
      null,
    );
    if (!compact.ok) throw new Error(compact.error);
    expect(compact.answer.report.findings.map((f) => f.id)).toContain('pins_ignored');
  });

  it('compares against the baseline: narrowing the policy removes advertised tools', () => {
    const a = presetText('small-mixed');
    const value = JSON.parse(a);
    value.policy = { kind: 'allow_only', ids: [value.definitions[0].capability_id] };
    const answer = createReviewer(templates).review(load(JSON.stringify(value)), a);
    if (!answer.ok) throw new Error(answer.error);
    const c = answer.answer.comparison!;
    expect(c.index.a).not.toBe(c.index.b);
    expect(answer.answer.report.delta?.index_bytes).toBe(utf8Length(c.index.b) - utf8Length(c.index.a));
    expect(c.advertised_tools.delta).toBeLessThan(0);
  });

  it('compares a scenario with itself as byte-identical on both counts', () => {
    const text = presetText('small-mixed');
    const answer = createReviewer(templates).review(load(text), text);
    if (!answer.ok) throw new Error(answer.error);
    expect(answer.answer.comparison?.prompt_cache.index_identical).toBe(true);
    expect(answer.answer.comparison?.prompt_cache.tools_array_identical).toBe(true);
  });

  it('reports an unreadable baseline without losing the scenario’s own review', () => {
    const answer = createReviewer(templates).review(load(scenario({})), '{ not json');
    if (!answer.ok) throw new Error(answer.error);
    expect(answer.answer.comparison).toBeNull();
    expect(answer.answer.baselineError).toMatch(/^the baseline: invalid JSON at line 1/);
  });

  it('explains a tool by name, and says why the text cannot be reviewed', () => {
    const reviewer = createReviewer(templates);
    const explained = reviewer.explain(load(scenario({})), 'github__time', 'forge time');
    if (!explained.ok) throw new Error(explained.error);
    expect(explained.answer.explanation.tier?.only_by_suffix).toBe(true);
    expect(explained.answer.explanation.query_search?.query).toBe('forge time');
    expect(reviewer.explain(load('['), 'x', null)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^invalid JSON at line 1, column 2: /),
    });
  });
});
