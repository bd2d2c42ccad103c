import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deferred, templates, tool } from '../../test-support/review-scenarios.ts';
import { encodeShareLink } from '../links/link.ts';
import { createEditSession } from '../session/edit-session.ts';
import { renderReviewMarkdown } from './review-markdown.ts';
import { buildReviewReport } from './review-report.ts';
import { prepareReview } from './review-subject.ts';

/** What a review shows of a prepared scenario: its report, or its refusal. */
function reviewOf(result: ReturnType<typeof prepareReview>) {
  return result.ok ? { report: buildReviewReport(result.subject), link: result.subject.link } : result;
}

describe(prepareReview, () => {
  const word = fc.constantFrom('alpha', 'beta', 'gamma', 'list', 'send');
  const namespace = fc.constantFrom('github', 'slack', 'gmail', 'builtin');
  const definition = fc
    .record({ ns: namespace, name: word, description: fc.array(word, { maxLength: 4 }) })
    .map(({ ns, name, description }) =>
      tool(`${ns}.${name}`, { description: description.join(' ') || 'Does it.' }),
    );
  const text = (definitions: unknown[], query: string) =>
    JSON.stringify(deferred(definitions as never, { queries: [{ query }] }), null, 2);

  it('reviews a sequence of edits in one edit session exactly as it reviews each text afresh', () => {
    fc.assert(
      fc.property(
        fc.array(definition, { minLength: 1, maxLength: 8 }),
        fc.array(fc.tuple(fc.nat(), fc.option(definition), word), { maxLength: 6 }),
        (start, edits) => {
          const session = createEditSession(templates);
          let definitions: unknown[] = start;
          const texts = [text(definitions, 'list')];
          for (const [at, replacement, query] of edits) {
            definitions = [...definitions];
            // A replaced definition, or one removed; a broken text in between must not spoil the session.
            if (replacement) definitions[at % definitions.length] = replacement;
            else if (definitions.length > 1) definitions.splice(at % definitions.length, 1);
            texts.push(`${text(definitions, query).slice(0, -3)}`, text(definitions, query));
          }
          for (const t of texts) {
            expect(reviewOf(prepareReview(session.load(t), templates))).toEqual(
              reviewOf(prepareReview(createEditSession(templates).load(t), templates)),
            );
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses a text that is not JSON in the one wording of invalid JSON', () => {
    expect(prepareReview(createEditSession(templates).load('{"definitions": ['), templates)).toEqual({
      ok: false,
      error: expect.stringMatching(/^invalid JSON at line 1, column 18: /),
    });
  });

  it('takes the share link from the caller when given one, made once and only when read', () => {
    const t = text([tool('github.list')], 'list');
    const made: string[] = [];
    const prepared = prepareReview(createEditSession(templates).load(t), templates, {
      link: (s) => {
        made.push(s);
        return { ok: true, hash: encodeShareLink(s) };
      },
    });
    expect(made).toEqual([]);
    expect(prepared.ok && prepared.subject.link).toBe(encodeShareLink(t));
    expect(prepared.ok && prepared.subject.link).toBe(encodeShareLink(t));
    expect(made).toEqual([t]);
  });

  it('has no link to a scenario larger than a link can hold, and says so in the Markdown', () => {
    const t = text([tool('github.list')], 'list');
    const prepared = prepareReview(createEditSession(templates).load(t), templates, {
      link: () => ({ ok: false, reason: 'too large' }),
    });
    if (!prepared.ok) throw new Error(prepared.error);
    expect(prepared.subject.link).toBeNull();
    const report = buildReviewReport(prepared.subject, prepared.subject, {
      baseUrl: 'https://play.example/',
    });
    expect(report.summary.scenario.link).toBeNull();
    const md = renderReviewMarkdown(report);
    expect(md).toContain('- Scenario: too large for a link; attach the scenario file instead.');
    expect(md).toContain('- Baseline: too large for a link; attach the baseline file instead.');
  });
});
