import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deferred, manyTools, review, tool } from '../../test-support/review-scenarios.ts';
import { decodeShareLink } from '../links/link.ts';
import { CHAT_LINK_MAX_CHARS, linkTooLongLine } from './chat-link.ts';
import { MARKDOWN_MAX_CHARS } from './markdown-budget.ts';
import { fencedBlock, inlineCode, longestBacktickRun, PROSE_WIDTH, wrapProse } from './markdown-text.ts';
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
    expect(unwrap(md)).toContain(
      'Mode `namespaces`; caps max_tokens 12000, max_tools 32, ctx_limit none (defer threshold 12000); policy allow_all.',
    );
    expect(md).toContain(`| Index bytes | ${subject.report.tool_search_description_bytes} of 3800 |`);
    expect(md).toContain(`| Representatives listed | ${subject.report.explain.index.shown_count} of 300 |`);
    expect(md).toContain(
      `| Advertised tokens (estimate) | ≈ ${subject.report.active_set.advertised_tokens} |`,
    );
    // The count is what is advertised; what is held back is said in words, never as "N (deferred)".
    expect(md).toContain(
      `| Advertised tools | ${subject.report.active_set.names.length}, the rest deferred |`,
    );
    expect(md).toContain('byte-derived estimates');
    expect(md).toContain(`\`\`\`text\n${subject.report.tool_search_description}\n\`\`\``);
    expect(unwrap(md)).toMatch(/- \*\*info\*\* `representatives_cut`: The index names \d+ of 300/);
    // Without the page's address the fragment is given to append, as a reference definition.
    expect(md).toContain('- Scenario: append the fragment [scenario][scenario] to the playground’s address.');
    expect(md.trimEnd().split('\n').at(-1)).toBe(`[scenario]: ${subject.link}`);
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
    // Thirty tools fit the caps: the baseline defers nothing, so it sends no index to differ from.
    expect(md).toMatch(
      /- Index: \d+ → \d+ bytes \(\+\d+\); not sent in A \(nothing is deferred\); sent in B\./,
    );
    expect(md).toContain('- Query “action 3”:');
    expect(md).toContain('- Scenario: [open the scenario in the playground][scenario]');
    expect(md).toContain('- Baseline: [open the baseline in the playground][baseline]');
    expect(md.trimEnd().split('\n').slice(-2)).toEqual([
      `[scenario]: https://play.example/${subject.link}`,
      `[baseline]: https://play.example/${baseline.link}`,
    ]);
  });

  it('names characters a renderer would honour: a bidi override, a zero-width space, controls', () => {
    const md = renderReviewMarkdown(
      buildReviewReport(
        review({
          name: 'demo \u202Etxt.exe',
          definitions: [tool('x.a')],
          promoted: ['read\u200Bfile\u001b[2J'],
        }),
      ),
    );
    expect(md).toContain('## Disclosure review: demo ⟨U+202E⟩txt.exe');
    expect(md).toContain('read⟨U+200B⟩file⟨U+001B⟩\\[2J');
    expect(md).not.toMatch(/[\u001b\u200b\u202e]/);
  });

  it('says when there is nothing to report', () => {
    const md = renderReviewMarkdown(
      buildReviewReport(review(deferred([tool('x.a'), tool('x.b'), tool('x.c'), tool('x.d')]))),
    );
    expect(md).toContain('### Findings (0)\n\nNo findings.');
  });
});

/** The Markdown with its wrapped lines joined again, to look for a sentence whole. */
function unwrap(md: string): string {
  return md.replace(/(?<=[^\n])\n(?! *- |```|\||#|\[\w+\]: ) {0,2}(?=\S)/g, ' ');
}

/** The lines a reader reads as prose: not inside a fence, not a table row, not a link definition. */
function proseLines(md: string): string[] {
  const out: string[] = [];
  let fenced = false;
  for (const line of md.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    else if (!fenced && !line.startsWith('|') && !/^\[\w+\]: /.test(line)) out.push(line);
  }
  return out;
}

describe('the Markdown’s shape', () => {
  const tools = manyTools(60, 6, 30);
  const a = review({ name: 'Before', definitions: tools, queries: [{ query: 'action 3 svc2' }] });
  const b = review({
    name: 'After',
    definitions: tools.slice(0, 20),
    policy: { kind: 'all_except', ids: tools.slice(0, 14).map((t) => t.capability_id) },
    queries: [{ query: 'action 3 svc2' }],
  });

  it(`keeps every prose line within ${PROSE_WIDTH} characters, the links defined at the end`, () => {
    const md = renderReviewMarkdown(buildReviewReport(b, a, { baseUrl: 'https://play.example/' }));
    const long = proseLines(md).filter((l) => [...l].length > PROSE_WIDTH);
    expect(long).toEqual([]);
    // Lines were wrapped, not dropped: the long name lists are still all there.
    expect(unwrap(md)).toMatch(/- Representatives removed: (`\w+`, ){11}`\w+` and \d+ more/);
    const lines = md.trimEnd().split('\n');
    expect(lines.slice(-2).map((l) => l.slice(0, l.indexOf(':')))).toEqual(['[scenario]', '[baseline]']);
    // No link is written anywhere but in its definition.
    expect(md.split('https://play.example/').length - 1).toBe(2);
  });

  it('says when a link is too long for chat tools, and only then', () => {
    const short = renderReviewMarkdown(buildReviewReport(b, a, { baseUrl: 'https://p.example/' }));
    expect(short).not.toContain('more than chat tools take');
    const long = buildReviewReport(b, a, { baseUrl: `https://p.example/${'x'.repeat(CHAT_LINK_MAX_CHARS)}` });
    const md = renderReviewMarkdown(long);
    const scenarioLink = long.summary.scenario.link!;
    expect(unwrap(md)).toContain(linkTooLongLine('scenario', scenarioLink));
    expect(unwrap(md)).toContain(
      `The scenario link is ${scenarioLink.length.toLocaleString('en-US')} characters, more than chat tools take (2,000): attach the scenario file instead.`,
    );
    expect(unwrap(md)).toContain('The baseline link is');
    // The link itself is still defined, last, for a document that can hold it.
    expect(md.trimEnd().split('\n').at(-2)).toBe(`[scenario]: ${scenarioLink}`);
  });

  it('says the index is not sent where nothing is deferred, never as if it were', () => {
    const md = renderReviewMarkdown(buildReviewReport(b, a));
    expect(b.provider.tools.some((t) => t.name === 'tool_search')).toBe(false);
    expect(md).toContain('### Index (not sent)');
    expect(md).not.toContain('### Index (tool_search description');
    expect(unwrap(md)).toContain('This scenario sends no tool_search (nothing is deferred)');
    expect(md).toMatch(/\| Index bytes \| \d+ of 3800 \| \d+ of 3800 \(not sent\) \|/);
    expect(unwrap(md)).toContain('sent in A; not sent in B (nothing is deferred).');
    expect(md).not.toContain('differs from byte');
    // The other way round, and sent on both sides.
    expect(unwrap(renderReviewMarkdown(buildReviewReport(a, b)))).toContain(
      'not sent in A (nothing is deferred); sent in B',
    );
    expect(renderReviewMarkdown(buildReviewReport(a))).toContain('### Index (tool_search description, ');
  });

  it('counts tools-array positions from 1, as Compare does', () => {
    const md = unwrap(renderReviewMarkdown(buildReviewReport(b, a)));
    const first = b.provider.tools[0]!.name;
    expect(md).toContain(`tools array differs at position 1 (A: \`tool_search\`, B: \`${first}\`), byte `);
  });
});

describe('the Markdown’s shape over random scenarios (property)', () => {
  it('keeps prose within the width unless one unbreakable word is longer, and the links last', () => {
    const word = fc.stringMatching(/^[a-z_]{1,30}$/);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('svc', 'github', 'x'), word, fc.array(word, { maxLength: 30 })), {
          maxLength: 14,
        }),
        fc.integer({ min: 0, max: 12 }),
        fc.array(word, { maxLength: 12 }),
        (defs, maxTools, query) => {
          const definitions = defs.map(([ns, action, words]) =>
            tool(`${ns}.${action}`, { description: words.join(' ') }),
          );
          const scenario = {
            name: query.join(' '),
            definitions,
            caps: { max_tools: maxTools },
            queries: [{ query: query.join(' ') || 'x' }],
          };
          const base = review({ ...scenario, caps: { max_tools: 12 - maxTools } });
          const md = renderReviewMarkdown(
            buildReviewReport(review(scenario), base, { baseUrl: 'https://play.example/' }),
          );
          for (const line of proseLines(md).filter((l) => !l.startsWith('## '))) {
            if ([...line].length > PROSE_WIDTH) expect(line.trim().split(' ').length).toBe(1);
          }
          const last = md.trimEnd().split('\n').slice(-2);
          expect(last.map((l) => l.slice(0, l.indexOf(':')))).toEqual(['[scenario]', '[baseline]']);
        },
      ),
      { numRuns: 40 },
    );
  });
});

/** Every line but the index text (fenced, exactly as the model reads it) and the link definitions. */
function writtenLines(md: string): string[] {
  const out: string[] = [];
  let fenced = false;
  for (const line of md.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    else if (!fenced && !/^\[\w+\]: /.test(line)) out.push(line);
  }
  return out;
}

describe('the Markdown’s length', () => {
  it(`keeps every line, tables included, within ${PROSE_WIDTH} characters`, () => {
    const tools = manyTools(301, 7, 20);
    const timeline = [
      { actions: [{ tool: 'tool_search', arguments: { query: 'action_5' } }] },
      {
        actions: [{ tool: 'tool_call', arguments: { name: 'svc5__action_5xxxxxxxxxxxxx', arguments: '{}' } }],
      },
      { actions: [] },
    ];
    const a = review({ name: 'Before', definitions: tools.slice(0, 200), timeline });
    const b = review({ name: `After ${'long name '.repeat(20)}`, definitions: tools, timeline });
    const md = renderReviewMarkdown(buildReviewReport(b, a, { baseUrl: 'https://play.example/' }));
    expect(writtenLines(md).filter((l) => [...l].length > PROSE_WIDTH)).toEqual([]);
    // A name too long for the heading is cut there and given in full below it.
    expect(md).toMatch(/^## Disclosure review: After (long name ){6}long name…\n\nScenario name: After/);
  });

  it(`stays within ${MARKDOWN_MAX_CHARS} characters for random catalogs of up to 2,000 tools, saying what it left out`, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 50 }),
        (count, baseCount, namespaces, pad) => {
          const tools = manyTools(count, namespaces, pad);
          const base = manyTools(baseCount, Math.max(1, namespaces - 3), pad);
          const queries = Array.from({ length: 30 }, (_, i) => ({ query: `action ${i} svc${i % 5}` }));
          const report = buildReviewReport(
            review({ name: 'Scenario', definitions: tools, queries }),
            review({ name: 'Baseline', definitions: base, queries }),
            { baseUrl: 'https://play.example/' },
          );
          const md = renderReviewMarkdown(report);
          expect(md.length).toBeLessThanOrEqual(MARKDOWN_MAX_CHARS);
          // Each link is defined, or a line says to attach the file; the JSON report keeps it either way.
          for (const side of ['scenario', 'baseline']) {
            const defined = md.includes(`\n[${side}]: https://play.example/`);
            expect(defined || unwrap(md).includes(`attach the ${side} file instead`)).toBe(true);
          }
          expect(report.summary.scenario.link).not.toBeNull();
          if (/ and \d+ more/.test(md)) expect(md).toContain('Left out of this Markdown');
        },
      ),
      // The first: 58 servers each with changed tools, once more than the tightest limits held.
      { numRuns: 4, examples: [[215, 220, 58, 48]] },
    );
  }, 120_000);

  it('cuts at a line, and says so, when the data’s own text is longer than the budget', () => {
    const query = `find ${'word '.repeat(15_000)}`;
    const scenario = { definitions: manyTools(40, 4), queries: [{ query }] };
    const md = renderReviewMarkdown(buildReviewReport(review(scenario), review(scenario)));
    expect(md.length).toBeLessThanOrEqual(MARKDOWN_MAX_CHARS);
    expect(
      md.trimEnd().endsWith('This Markdown stops here at its limit; the JSON report has the whole review.'),
    ).toBe(true);
  });

  it('a link over the budget becomes a line saying to attach the file, and the Markdown says so', () => {
    // Descriptions that do not compress away: the link outgrows the whole Markdown.
    const words = ['alpha', 'beta', 'gamma', 'delta', 'omega', 'kappa', 'sigma', 'theta'];
    const definitions = manyTools(2000, 40, 20).map((t, i) => ({
      ...t,
      description: Array.from(
        { length: 12 },
        (_, j) => `${words[(i * 7 + j * 3) % 8]}${(i * 31 + j * 17) % 997}`,
      ).join(' '),
    }));
    const big = review({ name: 'Big', definitions });
    const report = buildReviewReport(big, undefined, { baseUrl: 'https://play.example/' });
    const md = renderReviewMarkdown(report);
    expect(report.summary.scenario.link!.length).toBeGreaterThan(MARKDOWN_MAX_CHARS);
    expect(md).not.toContain('[scenario]: ');
    expect(unwrap(md)).toContain('- Scenario: its link is');
    expect(unwrap(md)).toContain('more than this Markdown has room for; attach the scenario file instead.');
    expect(unwrap(md)).toMatch(
      /Left out of this Markdown to keep it within 65,536 characters: .*1 scenario link/,
    );
  });
});

describe(wrapProse, () => {
  it('wraps at spaces within the width, indenting continuations', () => {
    expect(wrapProse('aa bb cc dd', 5, '  ')).toBe('aa bb\n  cc\n  dd');
    // A nested item keeps its own indent on its first line, or it would no longer be nested.
    expect(wrapProse('  - aa bb cc', 7, '    ')).toBe('  - aa\n    bb\n    cc');
    expect(wrapProse('averyveryverylongword x', 5)).toBe('averyveryverylongword\nx');
  });
  it('takes the word before along rather than pass the width with a block marker', () => {
    expect(wrapProse('aaaa bb 12.', 8)).toBe('aaaa\nbb 12.');
  });
  it('never starts a line with something Markdown reads as a block', () => {
    for (const word of ['-', '#', '>', '1.', '+', '```', '==', '>x', '|a|'])
      expect(wrapProse(`aaaa ${word} b`, 5).split('\n')).toEqual([`aaaa ${word}`, 'b']);
    // Words that only look like markers at first glance do wrap.
    for (const word of ['12000);', '-x', '#tag', '(+5)'])
      expect(wrapProse(`aaaa ${word}`, 5).split('\n')).toEqual(['aaaa', word]);
    // A code span may start a line.
    expect(wrapProse('aaaa `b`', 5)).toBe('aaaa\n`b`');
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
