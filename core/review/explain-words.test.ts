import { describe, expect, it } from 'vitest';
import { deferred, manyTools, review, tool } from '../../test-support/review-scenarios.ts';
import { roundForReading } from '../discovery/reading-figure.ts';
import { advertisedFigures } from './advertised-figures.ts';
import { explainTool } from './explain-tool.ts';
import { describeExplanation, explanationText } from './explain-words.ts';

const line = (lines: { label: string; text: string }[], label: string) =>
  lines.find((l) => l.label === label)?.text ?? '';

describe(describeExplanation, () => {
  it('says what the turn advertises with the header’s figures, and names the permitted catalog apart', () => {
    const subject = review(deferred(manyTools(40, 4)));
    const sent = advertisedFigures(subject.report);
    expect(sent.count).toBe(subject.report.active_set.names.length);
    const why = explainTool(subject, 'svc1__action_1');
    const text = line(describeExplanation(why), 'Advertised');
    expect(text).toContain(`the turn advertises ${sent.count} tools, ${sent.tokens} est. tokens`);
    const active = subject.report.explain.active;
    expect(text).toContain(
      `the permitted catalog is ${active.effective_count} tools, ${active.effective_tokens} est. tokens`,
    );
    // The catalog's count (40) is never said to be advertised.
    expect(sent.count).not.toBe(active.effective_count);
    expect(text).not.toContain(`advertises ${active.effective_count} tools`);
  });

  it('labels the token figure as the whole definition’s, apart from the schema’s bytes', () => {
    const subject = review(deferred(manyTools(40, 4)));
    const why = explainTool(subject, 'svc1__action_1');
    const lines = describeExplanation(why);
    expect(line(lines, 'Schema')).not.toContain('tokens');
    expect(line(lines, 'Definition tokens')).toBe(
      `≈ ${why.schema!.est_tokens} estimated tokens (byte-derived) for its name, description and parameters as sent`,
    );
  });

  it('counts every permitted tool as sent in off, where no layer holds any back', () => {
    const subject = review({ ...deferred(manyTools(40, 4)), mode: 'off' });
    const why = explainTool(subject, 'svc1__action_1');
    expect(why.advertised).toMatchObject({ advertised_count: 40, deferred: false, reason: 'layer_off' });
    expect(advertisedFigures(subject.report).tokens).toBe(subject.provider.tokens);
  });

  it('says what would get an unnamed tool its line', () => {
    const subject = review({ definitions: manyTools(300, 3, 40) });
    const text = line(describeExplanation(explainTool(subject, 299)), 'Index');
    expect(text).toMatch(/^cut \(fair round \d+\), so not named/);
    expect(text).toMatch(/To be named, its line would end at byte \d+: free \d+ bytes before it/);
    expect(text).toMatch(/\d+ unnamed tools come before it in the fair rounds and would be named first: svc/);
  });

  it('rounds a rank’s score and its gap to the first, with the exact figures beside them', () => {
    const subject = review({ definitions: manyTools(40, 4) });
    const query = explainTool(subject, 'svc1__action_13', 'action 1').query_search!;
    expect(query.rank).toBeGreaterThan(1);
    const lines = describeExplanation(explainTool(subject, 'svc1__action_13', 'action 1'));
    const q = lines.find((l) => l.label === 'Query')!;
    expect(q.text).toMatch(/ranks it \d+ of \d+ \(score \d+(\.\d+)?, \d+(\.\d+)?(e-\d+)? below the first\)/);
    expect(q.text).toContain(`(score ${roundForReading(query.score!)}, `);
    expect(q.text).not.toContain(String(query.score));
    expect(q.exact).toContain(`score ${query.score}`);
  });

  it('prints the same lines for the command line', () => {
    const subject = review({ definitions: [tool('x.a'), tool('x.b')] });
    const why = explainTool(subject, 'x__a');
    const text = explanationText(why);
    expect(text.split('\n')[0]).toBe('Why? x__a');
    for (const l of describeExplanation(why)) expect(text).toContain(`${l.label}:`);
    for (const l of describeExplanation(why)) expect(text).toContain(l.text);
  });
});
