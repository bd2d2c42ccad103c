import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { review, tool } from '../../test-support/review-scenarios.ts';
import { isStopWord } from '../text/stop-words.ts';
import { findabilityOf } from './findability.ts';
import { costlessFirst } from './fix-effects.ts';
import { renderReviewMarkdown } from './review-markdown.ts';
import { buildReviewReport } from './review-report.ts';

/**
 * Fixes a description writer would accept, each checked against the whole review:
 * no function word, bare number or name from the query is proposed, and a fix that
 * costs another search its tool says so on its face.
 */

const padding = Array.from({ length: 12 }, (_, i) => tool(`gh.op_${i}`, { description: `Do a thing ${i}` }));

describe('what-if fixes', () => {
  it('never proposes a stop word, a bare number or a name from the query', () => {
    const subject = review({
      definitions: [
        tool('gh.issue_write', { description: 'Change the state of an issue.' }),
        tool('gh.issue_read', { description: 'Read an issue with its comments.' }),
        ...padding,
      ],
      caps: { max_tools: 3 },
      queries: [
        { query: 'who did close issue 42 for Alice', limit: 1, expect: ['issue_write'] },
        { query: 'did any of them 42', limit: 1, expect: ['issue_read'] },
      ],
    });
    const [first, second] = findabilityOf(subject).expectations;
    expect(first!.no_fix).toBeNull();
    expect(first!.fix!.words).toEqual(['close']);
    // Only function words and a number are missing: no fix, and it says why.
    expect(second!.fix).toBeNull();
    expect(second!.no_fix).toContain('function words, numbers or names');
  });

  it('proposes no stop word or bare number over random queries', () => {
    const words = ['who', 'any', 'did', '42', '7', 'close', 'merge', 'the', 'my', 'Berlin', 'review', 'what'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 6 }), (picked) => {
        const subject = review({
          definitions: [
            tool('gh.target', { description: 'A tool.' }),
            tool('gh.other', { description: 'Merge and close and review what who did.' }),
            ...padding,
          ],
          caps: { max_tools: 3 },
          queries: [{ query: `the ${picked.join(' ')}`, limit: 1, expect: ['target'] }],
        });
        for (const e of findabilityOf(subject).expectations) {
          for (const w of e.fix?.words ?? []) {
            expect(isStopWord(w.toLowerCase())).toBe(false);
            expect(w).not.toMatch(/^\d+$/);
            expect(w).not.toBe('Berlin');
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('labels a fix that costs another judged query its tool with that cost', () => {
    // "rollback now" finds release_undo first, by its one word in a description; the fix for
    // "rollback" gives the shorter service_restart that word too, and it then comes first for both.
    const subject = review({
      definitions: [
        tool('ops.service_restart', { description: 'Restart it.' }),
        tool('ops.release_undo', {
          description: 'Undo the release of a build with a rollback of its tag and its notes.',
        }),
        ...padding,
      ],
      caps: { max_tools: 3 },
      queries: [
        { query: 'rollback', limit: 1, expect: ['service_restart'] },
        { query: 'rollback now', limit: 1, expect: ['release_undo'] },
        { query: 'restart it', limit: 1, expect: ['service_restart'] },
      ],
    });
    const found = findabilityOf(subject);
    const [miss, kept] = found.expectations;
    expect(kept!.met).toBe(true);
    expect(miss!.fix!.words).toEqual(['rollback']);
    expect(miss!.fix!.effects!.helps[0]).toBe('“rollback” finds ops__service_restart (– → 1)');
    expect(miss!.fix!.effects!.costs).toEqual(['“rollback now” drops ops__release_undo (1 → –)']);
    // Offered after the fixes that cost nothing, before misses with no fix.
    const order = costlessFirst([
      { id: 'none', fix: null },
      { id: 'costly', fix: miss!.fix },
      { id: 'free', fix: { ...miss!.fix!, effects: { helps: [], costs: [] } } },
    ]);
    expect(order.map((o) => o.id)).toEqual(['free', 'costly', 'none']);
    const md = renderReviewMarkdown(buildReviewReport(subject)).replace(/\s+/g, ' ');
    expect(md).toContain('costs “rollback now” drops ops\\_\\_release\\_undo (1 → –)');
  });

  it('checks a fix against the own-name probes too', () => {
    const subject = review({
      definitions: [
        tool('gh.create_pull_request', { description: 'Create a new pull request in a GitHub repository.' }),
        tool('gh.search_pull_requests', { description: 'Search pull requests, scoped to is:pr' }),
        ...padding,
      ],
      caps: { max_tools: 3 },
      queries: [{ query: 'open a PR', limit: 10, expect: ['create_pull_request'] }],
    });
    const [miss] = findabilityOf(subject).expectations;
    expect(miss!.fix!.effects).not.toBeNull();
    expect(miss!.fix!.effects!.costs.every((c) => !c.includes('own name'))).toBe(true);
  });

  it('makes judged recall and MRR the headline when the scenario has judged queries, and says plainly when not', () => {
    const judged = review({
      definitions: [tool('gh.create_issue', { description: 'Create an issue.' }), ...padding],
      caps: { max_tools: 3 },
      queries: [
        { query: 'create an issue', limit: 10, expect: ['create_issue'] },
        { query: 'report a bug', limit: 10, expect: ['create_issue'] },
      ],
    });
    const score = findabilityOf(judged).score;
    expect(score.judged).toEqual({ queries: 2, recall: 0.5, mrr: 0.5 });
    const md = renderReviewMarkdown(buildReviewReport(judged));
    expect(md).toContain('Judged queries: recall@k 50 %, MRR 0.500 over 2 queries');
    expect(md.indexOf('Judged queries:')).toBeLessThan(md.indexOf('Found by its own name:'));
    const none = review({ definitions: [tool('gh.create_issue'), ...padding], caps: { max_tools: 3 } });
    expect(findabilityOf(none).score.judged).toBeNull();
    expect(renderReviewMarkdown(buildReviewReport(none))).toContain('No judged queries');
  });
});
