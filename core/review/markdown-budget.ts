/**
 * How long an exported review may be, and how it is kept within that: GitHub
 * takes at most 65,536 characters in a comment or a pull request's body. The
 * review is written with generous limits first; while it is too long, with
 * tighter ones (fewer causes per finding, fewer names per list, fewer turns),
 * and what a limit leaves out is counted so the Markdown can say so. The JSON
 * report keeps everything.
 */

export const MARKDOWN_MAX_CHARS = 65_536;

export interface MarkdownLimits {
  /** Findings written in full; the rest are counted by id. */
  findings: number;
  /** Causes under each finding. */
  causes: number;
  /** Names in one list before "and N more". */
  names: number;
  /** Turns of the prompt-cache timeline, and queries of the comparison. */
  rows: number;
}

/** From the limits a review of ordinary size never reaches to the ones any review fits within. */
export const MARKDOWN_LEVELS: readonly MarkdownLimits[] = [
  { findings: 200, causes: 12, names: 12, rows: 40 },
  { findings: 60, causes: 5, names: 8, rows: 20 },
  { findings: 20, causes: 2, names: 5, rows: 8 },
  { findings: 8, causes: 0, names: 3, rows: 3 },
];

/** What one rendering left out, counted by kind ("causes" → 230). */
export class Omissions {
  readonly counts = new Map<string, number>();
  add(what: string, n: number): void {
    if (n > 0) this.counts.set(what, (this.counts.get(what) ?? 0) + n);
  }
  /** "230 causes of findings, 12 turns" in the order first left out. */
  describe(): string {
    return [...this.counts].map(([what, n]) => `${n} ${what}`).join(', ');
  }
}

/** The longest prefix of `text` made of whole lines and at most `max` characters long. */
export function cutAtLine(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = text.lastIndexOf('\n', max);
  return text.slice(0, Math.max(0, end));
}
