import { describe, expect, it } from 'vitest';
import {
  buildReviewReport,
  createEditSession,
  prepareReview,
  renderReviewMarkdown,
} from '../../core/index.ts';
import { templates } from '../evaluation/templates.ts';
import { presetText } from '../presets/presets.ts';
import { reviewReportJson, withPageLink } from './review-export.ts';

const subject = (text: string) => {
  const r = prepareReview(createEditSession(templates).load(text), templates);
  if (!r.ok) throw new Error(r.error);
  return r.subject;
};

describe(withPageLink, () => {
  const text = presetText('small-mixed');
  const report = buildReviewReport(subject(text), subject(text));
  const href = 'http://127.0.0.1:4173/#v3/abc';

  it('puts the page’s own address in place of the scenario-only fragment', () => {
    const linked = withPageLink(report, href);
    expect(linked.summary.scenario.link).toBe(href);
    // The baseline keeps its own scenario, made a full address on the same page.
    expect(linked.summary.baseline?.link).toBe(`http://127.0.0.1:4173/${report.summary.baseline?.link}`);
    const markdown = renderReviewMarkdown(linked);
    expect(markdown).toContain(href);
    expect(markdown).toContain(report.index_text.scenario.split('\n')[0]);
  });
});

describe(reviewReportJson, () => {
  it('writes a query’s limit as a number, as the command line does', () => {
    const text = JSON.stringify({
      ...JSON.parse(presetText('small-mixed')),
      queries: [{ query: 'issue', limit: 5 }],
    });
    const json = reviewReportJson(buildReviewReport(subject(text), subject(text)), 'http://x.test/#v3/a');
    expect(json).toContain('"arguments":{"limit":5,"query":"issue"}');
    expect(json).not.toContain('"limit":"5"');
  });
});
