import { describe, expect, it } from 'vitest';
import {
  buildReviewReport,
  CHAT_LINK_MAX_CHARS,
  createEditSession,
  prepareReview,
} from '../../core/index.ts';
import { templates } from '../evaluation/templates.ts';
import { presetText } from '../presets/presets.ts';
import { gaugeLabels, reviewImageContent, wrapLines } from './review-image.ts';

const subject = (text: string) => {
  const r = prepareReview(createEditSession(templates).load(text), templates);
  if (!r.ok) throw new Error(r.error);
  return r.subject;
};

describe(reviewImageContent, () => {
  const text = presetText('small-mixed');
  const named = (name: string, extra: Record<string, unknown> = {}) =>
    subject(JSON.stringify({ ...JSON.parse(text), name, ...extra }));

  it('names the characters that would reorder or hide in the title', () => {
    const content = reviewImageContent(buildReviewReport(named('demo \u202Etxt.exe')));
    expect(content.title).toBe('Disclosure review: demo ⟨U+202E⟩txt.exe');
    expect(content.sides[0]!.heading).toMatch(/^demo ⟨U\+202E⟩txt\.exe · mode/);
  });

  it('shows both sides when comparing, each with its name, gauge labels and index, and both links', () => {
    const b = named('After');
    const a = named('Before', { caps: { max_tools: 200 } });
    const report = buildReviewReport(b, a, { baseUrl: 'https://play.example/' });
    const content = reviewImageContent(report);
    expect(content.title).toBe('Disclosure review: After');
    expect(content.sides.map((s) => s.heading.split(' · mode')[0])).toEqual([
      'A · baseline: Before',
      'B · scenario: After',
    ]);
    expect(content.sides.map((s) => [s.budget, s.cap])).toEqual([
      [3800, 4096],
      [3800, 4096],
    ]);
    // A defers nothing with room for 200 tools: its index is not sent, and the picture says so.
    expect(content.sides[0]!.notSent).toMatch(
      /^index not sent: nothing is deferred \(it would be \d+ bytes\)$/,
    );
    expect(content.sides[1]!.notSent).toBeNull();
    expect(content.sides[1]!.text).toBe(report.index_text.scenario);
    expect(content.links).toEqual([
      `Scenario link: ${report.summary.scenario.link}`,
      `Baseline link: ${report.summary.baseline!.link}`,
    ]);
  });

  it('shows one side alone, and a note in place of a link too long for chat', () => {
    const report = buildReviewReport(named('Solo'), undefined, {
      baseUrl: `https://play.example/${'x'.repeat(CHAT_LINK_MAX_CHARS)}`,
    });
    const content = reviewImageContent(report);
    expect(content.sides.map((s) => s.heading.split(' · mode')[0])).toEqual(['Solo']);
    expect(content.links).toEqual([
      `The scenario link is ${report.summary.scenario.link!.length.toLocaleString('en-US')} characters, more than chat tools take (2,000): attach the scenario file instead.`,
    ]);
  });
});

// One character, one unit: widths are easy to reason about.
const width = (s: string) => [...s].length;

describe(wrapLines, () => {
  it('keeps the text’s own lines and wraps long ones at spaces', () => {
    expect(wrapLines('ab\ncd ef gh', width, 5)).toEqual(['ab', 'cd ef', 'gh']);
  });

  it('breaks a word longer than the width anywhere, losing no character', () => {
    const lines = wrapLines('- averyveryverylongname', width, 8);
    expect(lines.join('').replaceAll(' ', '')).toBe('-averyveryverylongname');
    for (const line of lines) expect(width(line)).toBeLessThanOrEqual(8);
  });

  it('keeps an empty line empty', () => {
    expect(wrapLines('a\n\nb', width, 4)).toEqual(['a', '', 'b']);
  });
});

describe(gaugeLabels, () => {
  // About 6 px a character, as the 11 px label font draws.
  const labelWidth = (t: string) => 6 * [...t].length;
  const side = { heading: '', budget: 3800, cap: 4096, bytes: 1200, notSent: null, text: '' };

  it('never lets the budget’s and the hard cap’s labels overlap, however close the mark is to the end', () => {
    // The budget mark at 3,800 of 4,096 bytes: 92.8 % along a 968-pixel bar.
    const labels = gaugeLabels(side, 16 + (968 * 3800) / 4096, labelWidth);
    const boxes = labels.map((l) => {
      const w = labelWidth(l.text);
      return { row: l.row, from: l.align === 'left' ? l.x : l.x - w, to: l.align === 'left' ? l.x + w : l.x };
    });
    for (const a of boxes)
      for (const b of boxes)
        if (a !== b && a.row === b.row) expect(a.to <= b.from || b.to <= a.from).toBe(true);
    expect(labels.map((l) => [l.text, l.row])).toEqual([
      ['1200 bytes', 0],
      ['budget 3800', 0],
      ['hard cap 4096', 1],
    ]);
  });

  it('keeps all three on one row where there is room', () => {
    expect(gaugeLabels(side, 500, labelWidth).map((l) => l.row)).toEqual([0, 0, 0]);
  });
});
