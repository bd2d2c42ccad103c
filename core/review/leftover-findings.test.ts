import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { review, tool } from '../../test-support/review-scenarios.ts';
import { admitHostedCatalog } from '../admission/index.ts';
import { canonicalJson } from '../json/canonical-json.ts';
import { fromPlain } from '../json/json-value.ts';
import { importServers } from '../tool-formats/index.ts';
import { leftoverFindings, toolShapedWords } from './leftover-findings.ts';

const catalog = [tool('github.create_issue'), tool('github.search_code')];

describe(leftoverFindings, () => {
  it('names each promotion, pin, resolve and query of a tool the catalog lacks, with where it is', () => {
    const found = leftoverFindings(
      review({
        definitions: catalog,
        promoted: ['github__create_issue', 'slack__post'],
        pins: ['github.search_code', 'slack.post'],
        resolve: ['github__search_code', 'slack_post_message'],
        queries: [{ query: 'file a bug' }, { query: 'call slack_post_message or github.create_issue' }],
      }),
    );
    expect(found.map((f) => [f.id, f.causes?.map((c) => `${c.field} ${c.text}`)])).toEqual([
      ['leftover_promotions', ['/promoted/1 slack__post']],
      ['leftover_pins', ['/pins/1 slack.post']],
      ['leftover_resolves', ['/resolve/1 slack_post_message']],
      ['leftover_queries', ['/queries/1/query slack_post_message']],
    ]);
    expect(found[0]!.message).toBe(
      '1 promoted name (slack__post) names no tool of the catalog, so the promotion has no effect; remove it or promote a tool the catalog has.',
    );
    expect(found[3]!.message).toContain(
      '1 query names slack_post_message, which no tool of the catalog is called',
    );
  });

  it('flags the name and notes a replacing import kept, until they are edited', () => {
    const github = admitHostedCatalog(
      fromPlain({ registration_id: 'acme', pages: [{ tools: [{ name: 'search', inputSchema: {} }] }] }),
    );
    if (!github.ok) throw new Error(github.error);
    const old = fromPlain({ name: 'GitHub (9 tools)', notes: 'Nine tools of GitHub', definitions: [] });
    const imported = importServers(
      old,
      [{ id: 'acme', format: 'mcp-tools-array', report: github.report }],
      'replace',
    );
    if (!imported.ok) throw new Error(imported.error);
    const scenario = JSON.parse(canonicalJson(imported.scenario));
    const stale = leftoverFindings(review(scenario)).find((f) => f.id === 'notes_after_replace')!;
    expect(stale.message).toContain(
      "The scenario's name and notes were written for a catalog an import replaced",
    );
    expect(stale.causes?.map((c) => [c.field, c.text])).toEqual([
      ['/name', 'GitHub (9 tools)'],
      ['/notes', 'Nine tools of GitHub'],
    ]);
    const renamed = leftoverFindings(review({ ...scenario, name: 'Acme search' })).find(
      (f) => f.id === 'notes_after_replace',
    )!;
    expect(renamed.causes?.map((c) => c.field)).toEqual(['/notes']);
    const rewritten = leftoverFindings(review({ ...scenario, name: 'Acme', notes: 'One search tool' }));
    expect(rewritten.map((f) => f.id)).not.toContain('notes_after_replace');
  });

  it('reads prose queries as prose', () => {
    expect(toolShapedWords('find open bugs assigned to me, e-mail them')).toEqual([]);
    expect(toolShapedWords('“github.create_issue”, then get_me.')).toEqual(['github.create_issue', 'get_me']);
  });

  it('names exactly the promotions and pins the catalog lacks (property)', () => {
    const ids = ['a.one', 'a.two', 'b.three', 'b.four', 'c.five'];
    fc.assert(
      fc.property(
        fc.subarray(ids),
        fc.array(fc.constantFrom(...ids), { maxLength: 6 }),
        fc.array(fc.constantFrom(...ids), { maxLength: 6 }),
        (present, promoted, pins) => {
          const defs = present.map((id) => tool(id));
          const name = (id: string) => id.replace('.', '__');
          const found = leftoverFindings(
            review({ definitions: defs, promoted: promoted.map(name), pins, mode: 'bridged' }),
          );
          const of = (id: string) => found.find((f) => f.id === id)?.causes?.map((c) => c.text) ?? [];
          expect(of('leftover_promotions')).toEqual(promoted.filter((p) => !present.includes(p)).map(name));
          expect(of('leftover_pins')).toEqual(pins.filter((p) => !present.includes(p)));
        },
      ),
      { numRuns: 100 },
    );
  });
});
