// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { IndexSection, Report } from '../../core/index.ts';
import { utf8Length } from '../../core/index.ts';
import { IndexText, sameSection, sectionKeys } from './index-text.tsx';

afterEach(cleanup);

type Piece = Omit<IndexSection, 'start_byte' | 'end_byte'>;

/** A report holding only what IndexText reads: the description and its sections, offsets computed. */
function reportOf(pieces: readonly Piece[]): Report {
  let at = 0;
  const sections = pieces.map((piece) => {
    const start = at;
    at += utf8Length(piece.text);
    return { ...piece, start_byte: start, end_byte: at };
  });
  return {
    tool_search_description: pieces.map((p) => p.text).join(''),
    explain: { index: { sections } },
  } as unknown as Report;
}

function pieces(namespace: string): Piece[] {
  return [
    { kind: 'header', text: 'These 3 tools are available on demand across 2 authorized namespaces.\n' },
    { kind: 'namespace', namespace, text: `- ${namespace} (2)\n` },
    { kind: 'namespace', namespace: 'slack', text: '- slack (1)\n' },
    { kind: 'representatives_heading', text: 'Representative tools: ' },
    { kind: 'representative', namespace, name: 'open_pr', round: 1, text: 'open_pr' },
    { kind: 'representative', namespace: 'slack', name: 'post', round: 1, text: ', post' },
    { kind: 'representative', namespace, name: 'merge', round: 2, text: ', merge' },
  ];
}

describe('index text', () => {
  it('keeps the DOM of the sections after an edit that shifts their bytes, and shows the new text', () => {
    const onToolClick = () => {};
    const { rerender } = render(<IndexText report={reportOf(pieces('github'))} onToolClick={onToolClick} />);
    const before = screen.getByRole('button', { name: 'Why? post' }).parentElement!;
    const header = screen.getByTestId('index-text').firstElementChild!;

    const edited = reportOf(pieces('github_enterprise'));
    rerender(<IndexText report={edited} onToolClick={onToolClick} />);

    expect(screen.getByTestId('index-text').textContent).toBe(edited.tool_search_description);
    const after = screen.getByRole('button', { name: 'Why? post' }).parentElement!;
    expect(after).toBe(before);
    expect(screen.getByTestId('index-text').firstElementChild).toBe(header);
    // The hover text follows the new offsets.
    const post = edited.explain.index.sections[5]!;
    expect(after.getAttribute('title')).toContain(`bytes ${post.start_byte}–${post.end_byte}`);
  });

  it('gives repeated sections of one kind and name distinct keys, in order', () => {
    const repeated: IndexSection[] = [
      { kind: 'representative', namespace: 'a', name: 'x', text: 'x', start_byte: 0, end_byte: 1 },
      { kind: 'representative', namespace: 'a', name: 'x', text: ', x', start_byte: 1, end_byte: 4 },
      { kind: 'representative', namespace: 'b', name: 'x', text: ', x', start_byte: 4, end_byte: 7 },
    ];
    const keys = sectionKeys(repeated);
    expect(new Set(keys).size).toBe(3);
    // The same sections at other offsets keep their keys.
    expect(
      sectionKeys(repeated.map((s) => ({ ...s, start_byte: s.start_byte + 5, end_byte: s.end_byte + 5 }))),
    ).toEqual(keys);
  });
});

describe(sameSection, () => {
  const section: IndexSection = {
    kind: 'representative',
    text: '- github__create_issue\n',
    start_byte: 120,
    end_byte: 143,
    namespace: 'github',
    name: 'github__create_issue',
    round: 0,
  };

  it('lets a section sent again with the same fields keep its drawing, and no other', () => {
    expect(sameSection(section, { ...section })).toBe(true);
    for (const [key, value] of Object.entries({
      kind: 'namespace',
      text: '- github__list\n',
      start_byte: 121,
      end_byte: 144,
      namespace: 'gh',
      name: 'github__list',
      round: 1,
    })) {
      expect(sameSection(section, { ...section, [key]: value })).toBe(false);
    }
    const { round: _, ...withoutRound } = section;
    expect(sameSection(section, withoutRound)).toBe(false);
    expect(sameSection(withoutRound, section)).toBe(false);
  });
});
