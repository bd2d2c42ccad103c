import { describe, expect, it } from 'vitest';
import { deferred, manyTools, review, tool } from '../../test-support/review-scenarios.ts';
import { decodeShareLink } from '../share-link.ts';
import { fencedBlock, inlineCode, longestBacktickRun } from './markdown-text.ts';
import { renderReviewMarkdown } from './review-markdown.ts';
import { buildReviewReport, linkWithBase } from './review-report.ts';

describe(renderReviewMarkdown, () => {
  const scenario = {
    name: 'Support <b>profile</b> | *v2*',
    definitions: manyTools(300, 3),
    queries: [{ query: 'action 3' }],
  };
  const subject = review(scenario);

  it('holds the settings, the summary table, the index text, the findings and the link', () => {
    const md = renderReviewMarkdown(buildReviewReport(subject));
    expect(md).toContain('## Disclosure review: Support \\<b\\>profile\\</b\\> \\| \\*v2\\*');
    expect(md).toContain(
      'Mode `namespaces`; caps max_tokens 12000, max_tools 32, ctx_limit none (defer threshold 12000); policy allow_all.',
    );
    expect(md).toContain(`| Index bytes | ${subject.report.tool_search_description_bytes} of 3800 |`);
    expect(md).toContain(`| Representatives listed | ${subject.report.explain.index.shown_count} of 300 |`);
    expect(md).toContain(
      `| Advertised tokens (estimate) | ≈ ${subject.report.active_set.advertised_tokens} |`,
    );
    expect(md).toContain('byte-derived estimates');
    expect(md).toContain(`\`\`\`text\n${subject.report.tool_search_description}\n\`\`\``);
    expect(md).toMatch(/- \*\*info\*\* `representatives_cut`: The index names \d+ of 300/);
    expect(md).toContain(`append to the playground’s address: \`${subject.link}\``);
    expect(md).not.toContain('### Changes from the baseline');
    // The link opens exactly this scenario.
    const decoded = decodeShareLink(subject.link ?? '');
    expect(decoded.ok && JSON.parse(decoded.text).name).toBe(scenario.name);
  });

  it('adds the changes from a baseline and both links', () => {
    const baseline = review({ ...scenario, name: 'Before', definitions: manyTools(30, 3) });
    const md = renderReviewMarkdown(
      buildReviewReport(subject, baseline, { baseUrl: 'https://play.example/#old' }),
    );
    expect(md).toContain('| | baseline | scenario |');
    expect(md).toContain('### Changes from the baseline');
    expect(md).toMatch(/- Index: \d+ → \d+ bytes \([+−]\d+\); differs from byte \d+\./);
    expect(md).toContain('- Query “action 3”:');
    expect(md).toContain(`- Scenario: <https://play.example/${subject.link}>`);
    expect(md).toContain(`- Baseline: <https://play.example/${baseline.link}>`);
  });

  it('says when there is nothing to report', () => {
    const md = renderReviewMarkdown(
      buildReviewReport(review(deferred([tool('x.a'), tool('x.b'), tool('x.c'), tool('x.d')]))),
    );
    expect(md).toContain('### Findings (0)\n\nNo findings.');
  });
});

describe(fencedBlock, () => {
  it('uses a fence longer than any backtick run in the text', () => {
    expect(fencedBlock('plain')).toBe('```text\nplain\n```');
    expect(fencedBlock('a ```` b')).toBe('`````text\na ```` b\n`````');
    expect(longestBacktickRun('`a``b```')).toBe(3);
  });
  it('keeps code spans closed around backticks', () => {
    expect(inlineCode('a`b')).toBe('``a`b``');
    expect(inlineCode('`x')).toBe('`` `x ``');
  });
});

describe(linkWithBase, () => {
  it('joins the fragment to a base address, replacing its own fragment', () => {
    expect(linkWithBase('#v1/abc', undefined)).toBe('#v1/abc');
    expect(linkWithBase('#v1/abc', 'https://x.test/play/')).toBe('https://x.test/play/#v1/abc');
    expect(linkWithBase('#v1/abc', 'https://x.test/#v1/old')).toBe('https://x.test/#v1/abc');
  });
});
