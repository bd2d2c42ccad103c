import { describe, expect, it } from 'vitest';
import { loadTemplates } from '../cli/templates.ts';
import { fromPlain } from './json/json-value.ts';
import { readTimeline, runTimeline } from './timeline.ts';

const templates = loadTemplates();
const schema = { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] };
const definitions = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'].map((ns) => ({
  capability_id: `${ns}.lookup`,
  name: `${ns}__lookup`,
  description: `Look up ${ns} records`,
  parameters: schema,
}));
const call = (name: string, a: string) => ({ tool: 'tool_call', arguments: { name, arguments: a } });

describe(runTimeline, () => {
  it('promotes a called deferred tool into the next turn and calls out one that no longer fits', () => {
    const scenario = fromPlain({
      definitions,
      caps: { max_tools: 4 },
      timeline: [
        {
          actions: [
            { tool: 'tool_search', arguments: { query: 'beta' } },
            call('beta__lookup', '{"q":"x"}'),
            call('gamma__lookup', '{"q":"y"}'),
          ],
        },
        { actions: [] },
      ],
    });
    const result = runTimeline(scenario, templates);
    if (!result.ok) throw new Error(result.error);
    const [first, second] = result.turns;
    expect(first!.active_set.deferred).toBe(true);
    expect(first!.active_set.names).not.toContain('beta__lookup');
    expect(first!.promoted_now).toEqual(['beta__lookup', 'gamma__lookup']);
    // Three bridges plus one promotion reach max_tools 4: gamma is stopped by the count cap.
    expect(second!.active_set.names).toEqual(['tool_search', 'tool_describe', 'tool_call', 'beta__lookup']);
    expect(second!.active.promotions.map((p) => p.outcome)).toEqual(['advertised', 'count_cap']);
  });

  it('answers describe-first when the tool was not disclosed, and not after a complete search result', () => {
    const scenario = fromPlain({
      definitions,
      caps: { max_tools: 4 },
      timeline: [
        {
          actions: [
            call('alpha__lookup', '{}'),
            { tool: 'tool_search', arguments: { query: 'delta' } },
            call('delta__lookup', '{}'),
          ],
        },
      ],
    });
    const result = runTimeline(scenario, templates);
    if (!result.ok) throw new Error(result.error);
    const kinds = result.turns[0]!.actions.map((a) =>
      a.result.kind === 'call' ? a.result.result.kind : a.result.kind,
    );
    expect(kinds).toEqual(['describe_first', 'tool_search', 'dispatched']);
  });
});

describe(readTimeline, () => {
  it('explains a malformed timeline instead of throwing', () => {
    expect(readTimeline(fromPlain([{ actions: [{ arguments: {} }] }]))).toEqual({
      ok: false,
      error: 'timeline[0].actions[0] must be {"tool": string, "arguments": …}',
    });
    expect(readTimeline(fromPlain({}))).toMatchObject({ ok: false });
  });
});
