import { showInvisible } from '../display/visible-text.ts';

/**
 * Text from data placed in Markdown: a name or message may hold `*`, `<b>` or
 * `|`, and must read as those characters, never as markup or HTML; a bidi
 * override or an invisible character is named (`⟨U+202E⟩`), as a renderer would honour it.
 */
export function escapeMarkdown(text: string): string {
  // Only characters that open inline markup mid-line; the text never starts a line here.
  return showInvisible(text.replace(/[\r\n]+/g, ' ')).replace(/[\\`*_[\]|<>~&]/g, (c) => `\\${c}`);
}

/** Inline code for names: a code span longer than any backtick run inside, so it cannot close early. */
export function inlineCode(text: string): string {
  const run = longestBacktickRun(text);
  const ticks = '`'.repeat(run + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${showInvisible(text.replace(/[\r\n]+/g, ' '))}${pad}${ticks}`;
}

/** A fenced block whose fence is longer than any backtick run in the text (at least three). */
export function fencedBlock(text: string, info = 'text'): string {
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(text) + 1));
  return `${fence}${info}\n${showInvisible(text, { keepLineBreaks: true })}\n${fence}`;
}

export function longestBacktickRun(text: string): number {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}

/** How long a prose line of an exported review may grow: short enough to read in a chat or a diff. */
export const PROSE_WIDTH = 100;

/**
 * Wraps one paragraph or list item at spaces so no line passes `width`
 * characters (a single word longer than that keeps its own line). Continuation
 * lines take `indent` (two spaces keep a list item's text in the item). A word
 * that would start a block at a line's start (`- `, `#`, `>`, `1.`, a fence…)
 * stays on the line before, so wrapping never changes what the Markdown means.
 */
export function wrapProse(text: string, width = PROSE_WIDTH, indent = ''): string {
  const lines: string[] = [];
  // A nested item's own indent stays: it is what makes it nested.
  const lead = /^ */.exec(text)![0];
  let line = lead;
  for (const word of text.slice(lead.length).split(' ')) {
    if (line === lead) {
      line += word;
      continue;
    }
    if (charLength(line) + 1 + charLength(word) <= width || line.trim() === '') {
      line += ` ${word}`;
    } else if (!startsBlock(word)) {
      lines.push(line);
      line = indent + word;
    } else {
      // A word that would open a block at a line's start takes the word before it along.
      const cut = line.lastIndexOf(' ');
      const last = line.slice(cut + 1);
      if (cut > lead.length + indent.length && !startsBlock(last)) {
        lines.push(line.slice(0, cut));
        line = `${indent}${last} ${word}`;
      } else line += ` ${word}`;
    }
  }
  lines.push(line);
  return lines.join('\n');
}

function startsBlock(word: string): boolean {
  // A list marker, heading or setext underline needs a space or the line's end after it; a quote, table or fence does not.
  return /^(?:[-+*]|#{1,6}|\d{1,9}[.)]|[=-]+|[>|].*|```.*|~~~.*)$/.test(word);
}

function charLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
