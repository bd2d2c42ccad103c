/**
 * Text from data placed in Markdown: a name or message may hold `*`, `<b>` or
 * `|`, and must read as those characters, never as markup or HTML.
 */
export function escapeMarkdown(text: string): string {
  // Only characters that open inline markup mid-line; the text never starts a line here.
  return text.replace(/[\r\n]+/g, ' ').replace(/[\\`*_[\]|<>~&]/g, (c) => `\\${c}`);
}

/** Inline code for names: a code span longer than any backtick run inside, so it cannot close early. */
export function inlineCode(text: string): string {
  const run = longestBacktickRun(text);
  const ticks = '`'.repeat(run + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${text.replace(/[\r\n]+/g, ' ')}${pad}${ticks}`;
}

/** A fenced block whose fence is longer than any backtick run in the text (at least three). */
export function fencedBlock(text: string, info = 'text'): string {
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(text) + 1));
  return `${fence}${info}\n${text}\n${fence}`;
}

export function longestBacktickRun(text: string): number {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}
