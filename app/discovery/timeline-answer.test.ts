import { describe, expect, it } from 'vitest';
import { def, loadPlain, TITLE_SCHEMA } from '../../test-support/plain-scenario.ts';
import { templates } from '../evaluation/templates.ts';
import { searchAction, toolCallAction } from '../scenario-text/timeline-edit.ts';
import { answerTimeline } from './timeline-answer.ts';

// Five tools over max_tools 4: the layer defers them, so a dispatched one is promoted.
const definitions = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'].map((ns) =>
  def(`${ns}.file`, `${ns}__file`, `File ${ns} reports`, TITLE_SCHEMA),
);

function play(turns: unknown[][], caps: Record<string, number> = { max_tools: 4 }) {
  const loaded = loadPlain({
    definitions,
    mode: 'bridged',
    caps,
    timeline: turns.map((actions) => ({ actions })),
  });
  const answer = answerTimeline(loaded, templates);
  if (!answer.ok) throw new Error(answer.error);
  return answer.turns;
}

describe(answerTimeline, () => {
  it('answers a wrong call with describe-first, promotes the corrected call and advertises it next turn', () => {
    const [first, second] = play([
      [toolCallAction('beta__file', '{}'), toolCallAction('beta__file', '{"title":"q3"}')],
      [],
    ]);
    expect(first!.actions.map((a) => (a.kind === 'call' ? a.call.kind : a.kind))).toEqual([
      'describe_first',
      'dispatched',
    ]);
    expect(first!.promoted_now).toEqual(['beta__file']);
    expect(first!.advertised.map((t) => t.name)).not.toContain('beta__file');
    expect(second!.advertised.map((t) => t.name)).toEqual([
      'tool_search',
      'tool_describe',
      'tool_call',
      'beta__file',
    ]);
    expect(second!.promotions).toEqual([
      { name: 'beta__file', outcome: 'advertised', tokens: expect.any(Number) },
    ]);
  });

  it('calls out a promotion that no longer fits the tool cap', () => {
    const turns = play([
      [toolCallAction('alpha__file', '{"title":"a"}'), toolCallAction('gamma__file', '{"title":"g"}')],
      [],
    ]);
    expect(turns[1]!.promotions.map((p) => [p.name, p.outcome])).toEqual([
      ['alpha__file', 'advertised'],
      ['gamma__file', 'count_cap'],
    ]);
  });

  it('discloses complete search results, so a later failing call dispatches without describe-first', () => {
    const [turn] = play([[searchAction({ query: 'gamma' }), toolCallAction('gamma__file', '{}')]]);
    const [search, call] = turn!.actions;
    expect(search).toMatchObject({ kind: 'search', tool: 'tool_search', search: { ok: true } });
    expect(call).toMatchObject({
      kind: 'call',
      via: 'tool_call',
      call: { kind: 'dispatched', promoted: false },
    });
  });

  it('reports a malformed timeline instead of playing it', () => {
    const loaded = loadPlain({ definitions, timeline: [{ nope: true }] });
    expect(answerTimeline(loaded, templates)).toMatchObject({ ok: false });
  });
});
