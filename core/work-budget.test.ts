import { describe, expect, it } from 'vitest';
import { loadTemplates } from '../cli/templates.ts';
import { evaluateScenario } from './evaluate.ts';
import { fromPlain } from './json/json-value.ts';
import { WORK_BUDGET } from './limits.ts';
import { runTimeline } from './timeline.ts';
import { createWorkBudget, walkWithin } from './work-budget.ts';

const templates = loadTemplates();

/** Four deferred tools, one of them with a 100 KB description every search result repeats (compact mode sends no schema). */
function withLongTool(rest: Record<string, unknown>) {
  const tool = (id: string, description = `Tool ${id}`) => ({
    capability_id: id,
    name: id.replace('.', '__'),
    description,
    parameters: { type: 'object' },
  });
  return fromPlain({
    mode: 'compact',
    caps: { max_tools: 3 },
    definitions: [
      tool('mail.send', `Send mail. ${'x'.repeat(100_000)}`),
      tool('x.a'),
      tool('x.b'),
      tool('x.c'),
    ],
    ...rest,
  });
}

const queries = (n: number) => Array.from({ length: n }, (_, i) => ({ query: `send mail ${i}` }));

describe(createWorkBudget, () => {
  it('stays open until either measure is spent, and words the stop with the measure that ran out', () => {
    const budget = createWorkBudget({ steps: 10, outputBytes: 100 });
    const walked = walkWithin(
      budget,
      { list: 'queries', noun: 'queries', scenarioKey: true },
      [1, 2, 3, 4],
      () => budget.spend(4, 0),
    );
    expect(walked.results).toHaveLength(3);
    expect(walked.stop).toEqual({
      list: 'queries',
      done: 3,
      of: 4,
      field: '/queries/3',
      spent: 'steps',
      message:
        '3 of 4 queries ran; the other 1 did not, because the work before them had examined 10 tools, the most one evaluation may (the work budget)',
    });
    const bytes = createWorkBudget({ steps: 10, outputBytes: 100 });
    bytes.spend(0, 100);
    expect(bytes.open()).toBe(false);
    expect(bytes.stop('resolve', 'resolve entries', 0, 2).message).toContain(
      'had written 100 bytes of answers',
    );
  });
});

describe('the work budget in an evaluation', () => {
  it('runs the queries until the bytes are written, then says how many ran; those that ran are as without it', () => {
    const many = evaluateScenario(withLongTool({ queries: queries(40), resolve: ['mail__send'] }), templates);
    if (!many.ok) throw new Error(many.error);
    const { searches, work_stopped: stopped } = many.report;
    // Each search writes one 100 KB result: the budget's bytes hold a few, and the last passes them.
    const ran = Math.ceil(WORK_BUDGET.outputBytes / (searches[0] as { output_bytes: number }).output_bytes);
    expect(searches).toHaveLength(ran);
    expect(stopped?.map((s) => [s.list, s.done, s.of, s.field])).toEqual([
      ['queries', ran, 40, `/queries/${ran}`],
      ['resolve', 0, 1, '/resolve/0'],
    ]);
    expect(stopped?.[0]?.message).toBe(
      `${ran} of 40 queries ran; the other ${40 - ran} did not, because the work before them had written ${WORK_BUDGET.outputBytes} bytes of answers, the most one evaluation may (the work budget)`,
    );
    const few = evaluateScenario(withLongTool({ queries: queries(ran) }), templates);
    if (!few.ok) throw new Error(few.error);
    expect(few.report.work_stopped).toBeUndefined();
    expect(few.report.searches).toEqual(searches);
  });

  it('plays a timeline until the budget is spent, turn by turn', () => {
    const actions = queries(30).map((args) => ({ tool: 'tool_search', arguments: args }));
    const played = runTimeline(
      withLongTool({ timeline: [{ actions: actions.slice(0, 2) }, { actions }] }),
      templates,
    );
    if (!played.ok) throw new Error(played.error);
    const done = played.turns.reduce((n, t) => n + t.actions.length, 0);
    expect(played.turns).toHaveLength(2);
    expect(done).toBeLessThan(32);
    expect(played.stopped).toMatchObject({ list: 'timeline', done, of: 32 });
    expect(played.stopped?.message).toMatch(/^\d+ of 32 timeline actions ran; /);
  });
});
