import type { TextMatch } from './literal-patterns.ts';
import type { Severity } from './types.ts';

/**
 * MCP-ADMISSION.md §4.2 B, written for JavaScript so they mean what Rust's
 * `regex` means:
 * - `\s` is spelled `\p{White_Space}`: JavaScript's `\s` adds U+FEFF and leaves out U+0085.
 * - the `u` flag makes `i` use Unicode simple case folding as Rust's `(?i)` does, so
 *   `ſ` matches `s` and `[A-Za-z]` also holds U+017F and the Kelvin sign, and
 *   `{50,}` counts characters rather than UTF-16 units.
 * - no word boundaries: `retrieval (RAG)` holds `eval (`.
 * Each runs on its own, leftmost-first and non-overlapping, which JavaScript's global search also is.
 */
const REGEX_PATTERNS: readonly { name: string; source: string; regex: RegExp; severity: Severity }[] = [
  {
    name: 'base64_payload',
    source: '(?i)base64[:\\s]+[A-Za-z0-9+/=]{50,}',
    regex: /base64[:\p{White_Space}]+[A-Za-z0-9+/=]{50,}/giu,
    severity: 'medium',
  },
  { name: 'eval_call', source: '(?i)eval\\s*\\(', regex: /eval\p{White_Space}*\(/giu, severity: 'high' },
  { name: 'exec_call', source: '(?i)exec\\s*\\(', regex: /exec\p{White_Space}*\(/giu, severity: 'high' },
  { name: 'null_byte', source: '\\x00', regex: /\u0000/gu, severity: 'critical' },
];

export function findRegexMatches(text: string): TextMatch[] {
  const matches: TextMatch[] = [];
  for (const { name, regex, severity } of REGEX_PATTERNS) {
    for (const m of text.matchAll(regex)) {
      matches.push({ pattern: name, severity, start: m.index, end: m.index + m[0].length });
    }
  }
  return matches;
}
