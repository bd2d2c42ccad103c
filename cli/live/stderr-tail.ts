import { StringDecoder } from 'node:string_decoder';
import { showInvisible } from '../../core/index.ts';
import type { Redactor } from './redaction.ts';

const LINES = 5;
const WORDS = '; its last lines on standard error: ';
const LINE_CHARS = 300;

/**
 * The last lines a server wrote to standard error, kept bounded however much it
 * writes: a server that will not start usually says why there, last. Each line's
 * start is kept long enough to hold a secret that begins within the shown part,
 * and is redacted before it is cut, so a cut never leaves part of a secret.
 */
export class StderrTail {
  private lines: string[] = [];
  private partial = '';
  private readonly decoder = new StringDecoder('utf8');
  private readonly keep: number;

  constructor(private readonly redact: Redactor) {
    this.keep = LINE_CHARS + redact.longest;
  }

  push(chunk: Buffer | string): void {
    const text = this.partial + (typeof chunk === 'string' ? chunk : this.decoder.write(chunk));
    const parts = text.split(/\r?\n/);
    // Leading blanks go first: what is kept is measured from where the shown line starts.
    this.partial = parts.pop()!.trimStart().slice(0, this.keep);
    for (const line of parts) if (line.trim() !== '') this.lines.push(line.trimStart().slice(0, this.keep));
    if (this.lines.length > LINES) this.lines = this.lines.slice(-LINES);
  }

  /** `; its last lines on standard error: "…" / "…"`, or nothing when it wrote none. */
  words(): string {
    const all = this.partial.trim() === '' ? this.lines : [...this.lines, this.partial].slice(-LINES);
    if (all.length === 0) return '';
    const shown = all.map((line) => `“${showInvisible(this.redact(line).trim().slice(0, LINE_CHARS))}”`);
    return `${WORDS}${shown.join(' / ')}`;
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
