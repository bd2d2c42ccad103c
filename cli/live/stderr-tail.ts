import { showInvisible } from '../../core/index.ts';

const LINES = 5;
const WORDS = '; its last lines on standard error: ';
const LINE_CHARS = 300;

/**
 * The last lines a server wrote to standard error, kept bounded however much it
 * writes: a server that will not start usually says why there, last.
 */
export class StderrTail {
  private lines: string[] = [];
  private partial = '';

  push(chunk: Buffer | string): void {
    const text = this.partial + chunk.toString();
    const parts = text.split(/\r?\n/);
    this.partial = parts.pop()!.slice(-LINE_CHARS);
    for (const line of parts) if (line.trim() !== '') this.lines.push(line.slice(0, LINE_CHARS));
    if (this.lines.length > LINES) this.lines = this.lines.slice(-LINES);
  }

  /** `; its last lines on standard error: "…" / "…"`, or nothing when it wrote none. */
  words(): string {
    const all = this.partial.trim() === '' ? this.lines : [...this.lines, this.partial].slice(-LINES);
    if (all.length === 0) return '';
    return `${WORDS}${all.map((l) => `“${showInvisible(l.trim())}”`).join(' / ')}`;
  }
}

/**
 * A failure as a scenario keeps it: the cause without the server's own lines on
 * standard error, which may hold paths, names or anything else it printed and
 * would travel in share links and exports. The terminal gets the whole text.
 */
export function recordedFailure(failure: string): string {
  const at = failure.indexOf(WORDS);
  return at < 0 ? failure : failure.slice(0, at);
}
