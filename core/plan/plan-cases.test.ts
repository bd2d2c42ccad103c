import { describe, expect, it } from 'vitest';
import { templates } from '../../test-support/review-scenarios.ts';
import { canonicalJson } from '../json/canonical-json.ts';
import { parseJson } from '../json/json-parse.ts';
import { fromPlain, isJsonObject } from '../json/json-value.ts';
import { applyPlacement, createPlacementWriter } from './apply-plan.ts';
import { readPlanInputs } from './plan-inputs.ts';
import { renderPlanMarkdown } from './plan-markdown.ts';
import { proposePlan } from './propose-plan.ts';

const tool = (ns: string, n: string, description: string) => ({
  capability_id: `${ns}.${n}`,
  name: `${ns}__${n}`,
  description,
  parameters: { type: 'object', properties: { id: { type: 'string', description: 'which one' } } },
});

/** Ten tools, two judged queries: one the search finds, one it misses (its words are not in the tool). */
const DEFINITIONS = [
  tool('gh', 'create_pull_request', 'Create a new pull request in a repository'),
  tool('gh', 'list_issues', 'List issues in a repository'),
  tool('gh', 'get_issue', 'Get one issue of a repository'),
  tool('gh', 'merge_pull_request', 'Merge a pull request'),
  tool('gh', 'search_code', 'Search code across repositories'),
  tool('gh', 'list_commits', 'List commits of a branch'),
  tool('gh', 'create_branch', 'Create a branch from another'),
  tool('gh', 'get_file', 'Read the contents of a file'),
  tool('gh', 'get_file_copy', 'Read the contents of a file'),
  tool('gh', 'fork', 'Fork a repository to your account'),
];
const SCENARIO = {
  definitions: DEFINITIONS,
  mode: 'namespaces',
  caps: { max_tools: 5, max_tokens: 12000 },
  queries: [
    { query: 'list issues', limit: 3, expect: ['gh__list_issues'], weight: 3 },
    { query: 'open a PR', limit: 3, expect: ['create_pull_request'], weight: 1 },
  ],
  usage: { gh__list_issues: 40, gh__create_pull_request: 10, gh__get_file: 5, gh__get_file_copy: 1 },
};
const TEXT = canonicalJson(fromPlain(SCENARIO));

const propose = (text: string, options: Parameters<typeof proposePlan>[2] = {}) => {
  const result = proposePlan(text, templates, options);
  if (!result.ok) throw new Error(result.error);
  return result.proposal;
};

describe(proposePlan, () => {
  it('keeps up front first the tool a judged query misses while deferred, and proposes a fix for it otherwise', () => {
    const p = propose(TEXT);
    const deferred = p.evaluated.find((e) => e.id === 'all_deferred')!;
    expect(deferred.figures.misses.map((m) => m.expected)).toEqual(['create_pull_request']);
    expect(deferred.figures.recall).toBe(0.75);
    expect(p.evaluated.find((e) => e.id === 'up_front_1')!.pins).toEqual(['gh.create_pull_request']);
    expect(p.evaluated.find((e) => e.id === 'up_front_1')!.figures.recall).toBe(1);
    const budgeted = propose(TEXT, { target: { kind: 'budget', tokens: 0 } });
    expect(budgeted.chosen).toBeNull();
    expect(budgeted.why).toMatch(/^No evaluated plan keeps at most 0 tokens up front/);
  });

  it('names unused, unjudged tools and near-duplicates as proposals, the less used of a pair going', () => {
    const p = propose(TEXT);
    const why = Object.fromEntries(p.leave_out.map((l) => [l.tool, [l.why, l.of]]));
    expect(why.gh__fork).toEqual(['unused_unjudged', null]);
    expect(why.gh__get_file_copy).toEqual(['near_duplicate', 'gh__get_file']);
    expect(why.gh__get_file).toBeUndefined();
    // A proposal is never applied: the plan's scenario keeps every definition.
    const planned = parseJson(p.chosen!.text);
    expect(planned.ok && isJsonObject(planned.value) && (planned.value.definitions as unknown[]).length).toBe(
      10,
    );
  });

  it('proposes nothing as unused without usage', () => {
    const { usage: _, ...withoutUsage } = SCENARIO;
    const p = propose(canonicalJson(fromPlain(withoutUsage)));
    expect(p.leave_out.filter((l) => l.why === 'unused_unjudged')).toEqual([]);
  });

  it('prints the figures with their assumptions beside them', () => {
    const md = renderPlanMarkdown(propose(TEXT, { target: { kind: 'budget', tokens: 2000 } }));
    expect(md).toContain('Target: at most 2000 tokens up front under IronClaw, Anthropic, OpenAI.');
    expect(md).toContain('| the design as it is |');
    expect(md).toContain('## Assumptions');
    expect(md).toContain('over 4 turns');
  });
});

describe(readPlanInputs, () => {
  it('reads weights, usage and turns, and names what it cannot read', () => {
    const value = fromPlain({
      queries: [{ query: 'a', weight: 2.5 }, { query: 'b' }, { query: 'c', weight: 'often' }],
      usage: { a: 3, b: -1 },
      playground: { plan: { turns: 0 } },
    });
    const inputs = readPlanInputs(value);
    expect(inputs.weights).toEqual([2.5, 1, 1]);
    expect([...inputs.usage!]).toEqual([['a', 3]]);
    expect(inputs.turns).toBe(4);
    expect(inputs.notes).toEqual([
      '/queries/2/weight is not a number of 0 or more; 1 is used',
      'usage of b is not a count of 0 or more; it is left out',
      'playground.plan.turns must be a whole number from 1 to 100; 4 is used',
    ]);
  });
});

describe(applyPlacement, () => {
  it('changes only the mode and the pins, and keeps a __proto__ key as data', () => {
    const doc = parseJson('{"mode_raw":"x","pins":["a"],"__proto__":{"k":1},"name":"n"}');
    if (!doc.ok) throw new Error('unreadable');
    const pinned = applyPlacement(doc.value, { kind: 'pinned', pins: ['b.c'] });
    expect(canonicalJson(pinned)).toBe('{"__proto__":{"k":1},"mode":"bridged","name":"n","pins":["b.c"]}');
    expect(canonicalJson(applyPlacement(doc.value, { kind: 'all_up_front' }))).toBe(
      '{"__proto__":{"k":1},"mode":"off","name":"n","pins":["a"]}',
    );
  });
});

describe(createPlacementWriter, () => {
  it.each([
    '{"mode_raw":"x","pins":["a"],"__proto__":{"k":1},"name":"n"}',
    '{"mode":"off"}',
    '{}',
    '{"definitions":[{"n":1.0}],"zz":null}',
  ])('writes for %s the value applyPlacement gives', (text) => {
    const doc = parseJson(text);
    if (!doc.ok) throw new Error('unreadable');
    const write = createPlacementWriter(doc.value);
    for (const placement of [
      { kind: 'all_up_front' as const },
      { kind: 'pinned' as const, pins: ['b.c', 'a'] },
    ]) {
      const written = parseJson(write(placement));
      if (!written.ok) throw new Error(write(placement));
      expect(canonicalJson(written.value)).toBe(canonicalJson(applyPlacement(doc.value, placement)));
    }
  });
});
