import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { templates } from '../../test-support/review-scenarios.ts';
import { canonicalJson } from '../json/canonical-json.ts';
import { fromPlain } from '../json/json-value.ts';
import { prepareReview } from '../review/review-subject.ts';
import { createEditSession } from '../session/edit-session.ts';
import { dominates } from './frontier.ts';
import { measurePlan } from './plan-figures.ts';
import { readPlanInputs } from './plan-inputs.ts';
import { fitsTarget } from './plan-target.ts';
import { type PlanProposal, proposePlan } from './propose-plan.ts';
import { PLAN_RUNTIMES } from './task-cost.ts';

const WORDS = ['issue', 'pull', 'branch', 'commit', 'file', 'search', 'review', 'label', 'merge', 'release'];

/** A random catalog with judged queries: tools over a few namespaces, caps small enough to defer. */
const scenario = fc
  .record({
    tools: fc.array(
      fc.record({
        ns: fc.integer({ min: 0, max: 2 }),
        words: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }),
        props: fc.integer({ min: 0, max: 4 }),
      }),
      { minLength: 3, maxLength: 14 },
    ),
    queries: fc.array(
      fc.record({
        words: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
        expect: fc.nat(),
        weight: fc.integer({ min: 0, max: 5 }),
        limit: fc.integer({ min: 1, max: 5 }),
      }),
      { minLength: 0, maxLength: 5 },
    ),
    maxTools: fc.integer({ min: 3, max: 8 }),
    mode: fc.constantFrom('namespaces', 'bridged', 'off'),
  })
  .map(({ tools, queries, maxTools, mode }) => {
    const definitions = tools.map((t, i) => ({
      capability_id: `svc${t.ns}.tool_${i}`,
      name: `svc${t.ns}__tool_${i}`,
      description: `Works on ${t.words.join(' ')}`,
      parameters: {
        type: 'object',
        properties: Object.fromEntries(
          Array.from({ length: t.props }, (_, j) => [`p${j}`, { type: 'string', description: 'a value' }]),
        ),
      },
    }));
    return canonicalJson(
      fromPlain({
        definitions,
        mode,
        caps: { max_tools: maxTools, max_tokens: 400 },
        queries: queries.map((q) => ({
          query: q.words.join(' '),
          limit: q.limit,
          expect: [definitions[q.expect % definitions.length]!.name],
          weight: q.weight,
        })),
      }),
    );
  });

const RUNS = { numRuns: 12 };

function propose(text: string, options: Parameters<typeof proposePlan>[2] = {}): PlanProposal {
  const result = proposePlan(text, templates, options);
  if (!result.ok) throw new Error(result.error);
  return result.proposal;
}

/** The figures of a text read by a session of its own, as the command line reads a file. */
function figuresOf(text: string) {
  const load = createEditSession(templates, { lend: false }).load(text);
  const prepared = prepareReview(load, templates);
  if (!prepared.ok) throw new Error(prepared.error);
  return measurePlan(prepared.subject, readPlanInputs(prepared.subject.value));
}

describe(proposePlan, () => {
  it('gives every plan the figures of evaluating the scenario with the plan applied', () => {
    fc.assert(
      fc.property(scenario, (text) => {
        const p = propose(text);
        for (const plan of p.evaluated) expect(plan.figures).toEqual(figuresOf(plan.text));
      }),
      RUNS,
    );
  });

  it('puts on the frontier no plan another evaluated plan beats on both axes', () => {
    fc.assert(
      fc.property(scenario, (text) => {
        const p = propose(text);
        const point = (id: string) => {
          const f = p.evaluated.find((e) => e.id === id)!.figures;
          return { id, tokens: f.upfront.ironclaw.tokens, recall: f.recall, per_task: 0 };
        };
        expect(p.frontier.length).toBeGreaterThan(0);
        for (const id of p.frontier)
          for (const other of p.evaluated) expect(dominates(point(other.id), point(id))).toBe(false);
      }),
      RUNS,
    );
  });

  it('spends at most the budget up front under each runtime’s counting, or proposes nothing and says why', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 0, max: 1500 }), (text, tokens) => {
        const p = propose(text, { target: { kind: 'budget', tokens } });
        if (p.chosen === null) {
          expect(p.why).toMatch(/^No /);
          for (const plan of p.evaluated)
            expect(fitsTarget(plan, { kind: 'budget', tokens }, PLAN_RUNTIMES)).toBe(false);
          return;
        }
        const applied = figuresOf(p.chosen.text);
        for (const r of PLAN_RUNTIMES) expect(applied.upfront[r].tokens).toBeLessThanOrEqual(tokens);
      }),
      RUNS,
    );
  });

  it('keeps at most N tools up front under --max-tools N', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 0, max: 6 }), (text, tools) => {
        const p = propose(text, { target: { kind: 'max_tools', tools } });
        if (p.chosen)
          for (const r of PLAN_RUNTIMES) expect(p.chosen.figures.upfront[r].tools).toBeLessThanOrEqual(tools);
      }),
      RUNS,
    );
  });
});
