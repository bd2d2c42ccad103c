import { describe, expect, it } from 'vitest';
import {
  advertisedFigures,
  canonicalJson,
  createEditSession,
  fromPlain,
  proposePlan,
} from '../../core/index.ts';
import { templates } from '../evaluation/templates.ts';
import { withPlanApplied } from '../scenario-text/plan-edit.ts';
import { answerPlan } from './plan-answer.ts';

/** Written as an author would, with a mode_raw the plan replaces. */
const TEXT = `${JSON.stringify(
  {
    name: 'twelve tools',
    mode_raw: 'namespaces',
    caps: { max_tools: 4 },
    definitions: Array.from({ length: 12 }, (_, i) => ({
      capability_id: `svc.tool_${i}`,
      name: `svc__tool_${i}`,
      description: `Handles ${['issues', 'pulls', 'files'][i % 3]} number ${i}`,
      parameters: { type: 'object' },
    })),
    queries: [
      { query: 'issues', limit: 2, expect: ['svc__tool_9'] },
      { query: 'pulls', limit: 2, expect: ['svc__tool_1'], weight: 2 },
    ],
  },
  null,
  2,
)}\n`;

const advertisedTokens = (text: string) => {
  const load = createEditSession(templates, { lend: false }).load(text);
  if (!load.evaluation.ok) throw new Error(load.evaluation.error);
  return advertisedFigures(load.evaluation.report).tokens;
};

describe(answerPlan, () => {
  it('answers the page with the proposal the command prints, its fixes included, without the plans’ texts', () => {
    const answer = answerPlan(TEXT, templates, { kind: 'budget', tokens: 400 }, null);
    const core = proposePlan(TEXT, templates, {
      target: { kind: 'budget', tokens: 400 },
      minRecall: null,
    });
    if (!answer.ok || !core.ok) throw new Error('no plan');
    expect(answer.view.evaluated.map((p) => p.figures)).toEqual(
      core.proposal.evaluated.map((p) => p.figures),
    );
    expect(answer.view.frontier).toEqual(core.proposal.frontier);
    expect(answer.view.chosen?.id).toBe(core.proposal.chosen?.id);
    expect(answer.view.fixes).toEqual(core.proposal.fixes);
    for (const plan of answer.view.evaluated) expect(plan).not.toHaveProperty('text');
  });

  it('applies each plan in the page to the value the planner evaluated, the author’s text kept around it', () => {
    const core = proposePlan(TEXT, templates, { fixes: false });
    if (!core.ok) throw new Error(core.error);
    for (const plan of core.proposal.evaluated.filter((p) => p.id !== 'current')) {
      const applied = withPlanApplied(TEXT, plan.pins);
      const read = (t: string) => canonicalJson(fromPlain(JSON.parse(t)));
      expect(read(applied)).toBe(read(plan.text));
      expect(advertisedTokens(applied)).toBe(plan.figures.upfront.ironclaw.tokens);
      expect(applied).toContain('\n  "name": "twelve tools",\n');
    }
  });
});
