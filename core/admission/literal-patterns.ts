import type { Severity } from './types.ts';

interface LiteralPattern {
  text: string;
  severity: Severity;
}

/** MCP-ADMISSION.md §4.2 A, in the scanner's index order. Spaces are single U+0020. */
export const LITERAL_PATTERNS: readonly LiteralPattern[] = [
  { text: 'ignore previous', severity: 'high' },
  { text: 'ignore all previous', severity: 'critical' },
  { text: 'disregard', severity: 'medium' },
  { text: 'forget everything', severity: 'high' },
  { text: 'you are now', severity: 'high' },
  { text: 'act as', severity: 'medium' },
  { text: 'pretend to be', severity: 'medium' },
  { text: 'system:', severity: 'critical' },
  { text: 'assistant:', severity: 'high' },
  { text: 'user:', severity: 'high' },
  { text: '<|', severity: 'critical' },
  { text: '|>', severity: 'critical' },
  { text: '[INST]', severity: 'critical' },
  { text: '[/INST]', severity: 'critical' },
  { text: 'new instructions', severity: 'high' },
  { text: 'updated instructions', severity: 'high' },
  { text: '```system', severity: 'high' },
  { text: '```bash\nsudo', severity: 'medium' },
];

/** A match in UTF-16 code units of the scanned string (converted to bytes by the caller). */
export interface TextMatch {
  pattern: string;
  severity: Severity;
  start: number;
  end: number;
}

/** Only A–Z fold: `toLowerCase` would also fold the Kelvin sign and others the matcher does not. */
function asciiLower(s: string): string {
  return s.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));
}

const LOWERED = LITERAL_PATTERNS.map((p) => asciiLower(p.text));

/**
 * The automaton's standard (not leftmost) semantics with non-overlapping
 * iteration: the match that *ends* first wins, scanning resumes at its end, and
 * anything overlapping it is lost — so `act assistant:` yields only `act as`.
 * No pattern is a suffix of another, so two never end at the same place.
 */
export function findLiteralMatches(text: string): TextMatch[] {
  const lower = asciiLower(text);
  const next = LOWERED.map((p) => lower.indexOf(p));
  const matches: TextMatch[] = [];
  for (;;) {
    let best = -1;
    let bestEnd = Number.POSITIVE_INFINITY;
    for (let p = 0; p < next.length; p++) {
      const at = next[p]!;
      if (at >= 0 && at + LOWERED[p]!.length < bestEnd) {
        best = p;
        bestEnd = at + LOWERED[p]!.length;
      }
    }
    if (best < 0) return matches;
    const pattern = LITERAL_PATTERNS[best]!;
    matches.push({ pattern: pattern.text, severity: pattern.severity, start: next[best]!, end: bestEnd });
    for (let p = 0; p < next.length; p++) {
      if (next[p]! >= 0 && next[p]! < bestEnd) next[p] = lower.indexOf(LOWERED[p]!, bestEnd);
    }
  }
}
