import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { review, templates, tool } from '../../test-support/review-scenarios.ts';
import { canonicalJson } from '../json/canonical-json.ts';
import { fromPlain } from '../json/json-value.ts';
import { MAX_EXPECTATIONS_CHECKED, MAX_WHAT_IF_SEARCHES } from '../limits.ts';
import { createEditSession } from '../session/edit-session.ts';
import { runToolSearch } from '../tool-search.ts';
import { findabilityOf, findabilityWork } from './findability.ts';
import { reviewFindings } from './review-findings.ts';
import { prepareReview } from './review-subject.ts';

/**
 * Findability reads tool_search; over random catalogs, every own-name rank must be
 * the one tool_search itself gives for that query, and a review made after edits
 * (its answers lent from the last review) must equal a review made from nothing.
 */

const SERVERS = ['mcp-github', 'mcp-gitlab', 'slack', 'x'];
const ACTIONS = [
  'create_pull_request',
  'create_pull_request_review',
  'list_issues',
  'getIssue',
  'search',
  'get',
];
const WORDS = ['create', 'pull', 'request', 'a', 'issue', 'open', 'PR', 'review', 'list', 'the', 'get'];
const words = fc.array(fc.constantFrom(...WORDS), { maxLength: 10 }).map((w) => w.join(' '));

const catalog = fc
  .array(
    fc.record({
      server: fc.constantFrom(...SERVERS),
      action: fc.constantFrom(...ACTIONS),
      serial: fc.nat({ max: 30 }),
      description: words,
      parameter: fc.option(fc.constantFrom(...WORDS), { nil: undefined }),
      verified: fc.boolean(),
    }),
    { minLength: 1, maxLength: 60 },
  )
  .map((drafts) => {
    const seen = new Set<string>();
    return drafts.flatMap((d) => {
      const action = d.serial < 20 ? d.action : `${d.action}_${d.serial}`;
      const id = `${d.server}.${action.toLowerCase()}`;
      if (seen.has(id)) return [];
      seen.add(id);
      return [
        {
          capability_id: id,
          name: `${d.server}__${action}`,
          description: d.description,
          parameters: d.parameter
            ? {
                type: 'object',
                properties: { [d.parameter]: { type: 'string', description: d.description } },
              }
            : { type: 'object' },
          verified: d.verified,
        },
      ];
    });
  });

const scenario = fc.record({
  definitions: catalog,
  mode: fc.constantFrom('namespaces', 'compact', 'signatures', 'bridged'),
  caps: fc.constant({ max_tools: 4 }),
});

describe('findability', () => {
  it('gives every probed tool the rank tool_search itself returns for its own-name query', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const subject = review(s);
        const { turn, report } = subject;
        const found = findabilityOf(subject);
        for (const row of found.tools) {
          const search = runToolSearch(
            fromPlain({ query: row.own_name_query, limit: found.limit }),
            turn.searchIndex,
            turn.catalogByName,
            report.mode.includes_complete_signatures,
          );
          if (!search.ok) throw new Error(search.error);
          const names = (search.output.results as { name: string }[]).map((r) => r.name);
          const at = names.indexOf(row.name);
          expect(row.own_name_rank).toBe(at < 0 ? null : at + 1);
          expect(row.outranked_by).toEqual(at < 0 ? names : names.slice(0, at));
        }
        const collided = found.collisions.map((c) => c.tool);
        expect(collided).toEqual(found.tools.filter((t) => t.own_name_rank !== 1).map((t) => t.name));
      }),
      { numRuns: 120 },
    );
  });

  it('lends the next review only answers an edit could not change', () => {
    // A new description changes the document's terms; its words reversed, or a schema title, keep them.
    const edit = fc.tuple(fc.nat(), fc.constantFrom('new', 'reversed', 'title'), words);
    let lent = 0;
    fc.assert(
      fc.property(scenario, fc.array(edit, { minLength: 1, maxLength: 4 }), (s, edits) => {
        const session = createEditSession(templates);
        let value = s;
        const reviewed = (v: typeof s, withSession: boolean) => {
          const text = JSON.stringify(v, null, 2);
          const prepared = prepareReview(
            (withSession ? session : createEditSession(templates)).load(text),
            templates,
          );
          if (!prepared.ok) throw new Error(prepared.error);
          const found = findabilityOf(prepared.subject);
          if (withSession) lent += findabilityWork(found)?.reused ?? 0;
          return canonicalJson(fromPlain(found));
        };
        reviewed(value, true);
        for (const [at, kind, description] of edits) {
          const definitions = value.definitions.map((d, i) => {
            if (i !== at % value.definitions.length) return d;
            if (kind === 'new') return { ...d, description };
            if (kind === 'reversed')
              return { ...d, description: d.description.split(' ').reverse().join(' ') };
            return { ...d, parameters: { ...d.parameters, title: description } };
          });
          value = { ...value, definitions };
          expect(reviewed(value, true)).toBe(reviewed(value, false));
        }
      }),
      { numRuns: 60 },
    );
    expect(lent).toBeGreaterThan(0);
  });

  it('finds a fix whose rank the scenario with the fix applied confirms', () => {
    let fixes = 0;
    fc.assert(
      fc.property(
        scenario,
        fc.constantFrom('open a PR', 'get the review', 'list issue', 'PR review'),
        (s, query) => {
          const target = s.definitions[0]!;
          const withQuery = { ...s, queries: [{ query, limit: 3, expect: [target.name] }] };
          const miss = findabilityOf(review(withQuery)).expectations[0]!;
          if (!miss.fix) return;
          fixes++;
          const fixed = {
            ...withQuery,
            definitions: withQuery.definitions.map((d, i) =>
              i === miss.fix!.definition_index ? { ...d, description: miss.fix!.description } : d,
            ),
          };
          const after = findabilityOf(review(fixed)).expectations[0]!;
          expect(after.met).toBe(true);
          const names = review(fixed).report.searches[0]!;
          if (!names.ok) throw new Error(names.error);
          const returned = (names.output as { results: { name: string }[] }).results.map((r) => r.name);
          expect(returned.indexOf(target.name) + 1).toBe(miss.fix.rank_after);
        },
      ),
      { numRuns: 150 },
    );
    expect(fixes).toBeGreaterThan(0);
  });

  it('says why a query misses the tool it expects and what would bring it in', () => {
    const subject = review({
      definitions: [
        tool('gh.create_pull_request', {
          description: 'Create a new pull request in a GitHub repository.',
          parameters: {
            type: 'object',
            properties: { body: { type: 'string', description: 'PR description' } },
          },
        }),
        tool('gh.search_pull_requests', { description: 'Search pull requests, scoped to is:pr' }),
        ...Array.from({ length: 12 }, (_, i) => tool(`gh.op_${i}`, { description: `Do a thing ${i}` })),
      ],
      caps: { max_tools: 3 },
      queries: [{ query: 'open a PR', limit: 10, expect: ['create_pull_request'] }],
    });
    const [miss] = findabilityOf(subject).expectations;
    expect(miss).toMatchObject({ tool: 'gh__create_pull_request', met: false, why_not: 'out_scored' });
    expect(miss!.rank).toBeGreaterThan(10);
    expect(miss!.cause!.lacking.map((l) => l.term)).toEqual(['open', 'pr']);
    expect(miss!.cause!.lacking[1]!.places).toContainEqual({
      where: 'parameter_description',
      tool: 'gh__create_pull_request',
      field: '/definitions/0/parameters/properties/body/description',
      text: 'PR description',
    });
    expect(miss!.cause!.text).toContain('which tool_search reads for verified tools only');
    expect(miss!.fix).toMatchObject({ words: ['PR'], field: '/definitions/0/description', rank_after: 2 });
    expect(miss!.fix!.description).toBe('Create a new pull request in a GitHub repository (PR).');
    const finding = reviewFindings(subject).find((f) => f.id === 'expected_tool_missed')!;
    expect(finding.causes![0]!.fix).toContain('add “PR” to gh__create_pull_request’s description');
  });

  it('names the tool that wins a collision and the words that made it win', () => {
    const subject = review({
      definitions: [
        tool('a.create_pull_request', {
          description: 'Create a pull request from one branch into another branch',
        }),
        tool('b.create_pull_request_review', { description: 'Review' }),
        tool('x.other'),
        tool('x.more'),
      ],
      caps: { max_tools: 3 },
    });
    const found = findabilityOf(subject);
    const collision = found.collisions.find((c) => c.tool === 'a__create_pull_request')!;
    expect(collision).toMatchObject({
      other: 'b__create_pull_request_review',
      reason: 'document_length',
      rank: 2,
    });
    expect(collision.terms.map((t) => t.term)).toEqual(['create', 'pull', 'request']);
    expect(collision.fix).toBeNull();
    expect(collision.no_fix).toContain('already holds every word of the query');
    expect(found.score).toMatchObject({ tools: 4, first: 3, own_name_share: 0.75 });
  });
});

describe('findability bounds the work a scenario can multiply', () => {
  it('checks at most MAX_EXPECTATIONS_CHECKED expected tools and runs at most MAX_WHAT_IF_SEARCHES copies', () => {
    const definitions = Array.from({ length: 12 }, (_, i) => tool(`x.t${i}`));
    const queries = Array.from({ length: 400 }, (_, i) => ({
      query: `word${i} t0`,
      expect: Array.from({ length: 6 }, (_, j) => `x__t${j}`),
    }));
    const found = findabilityOf(review({ definitions, caps: { max_tools: 3 }, queries }));
    expect(found.expectations).toHaveLength(MAX_EXPECTATIONS_CHECKED);
    expect(found.expectations_unchecked).toBe(400 * 6 - MAX_EXPECTATIONS_CHECKED);
    const tried = found.expectations.filter((e) => e.fix !== null || (e.no_fix ?? '').startsWith('adding'));
    expect(tried.length).toBeLessThanOrEqual(MAX_WHAT_IF_SEARCHES);
    expect(found.expectations.some((e) => e.no_fix?.includes('what-if searches are used up'))).toBe(true);
    const finding = reviewFindings(review({ definitions, caps: { max_tools: 3 }, queries })).filter(
      (f) => f.id === 'expected_tool_missed',
    );
    expect(finding).toHaveLength(1);
  });
});
