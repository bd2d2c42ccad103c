/**
 * A string as serde_json writes it (DISCLOSURE.md §3), on its own: the page writes
 * strings into the scenario text without the canonical writer around it.
 */

const ESCAPES: Record<string, string> = {
  '"': '\\"',
  '\\': '\\\\',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/** serde_json's escaping: the short escapes, other C0 controls as `\u00xx`, the rest as is. */
export function quoteJsonString(s: string): string {
  // Most strings need no escape; testing first avoids building a new string for them.
  if (!NEEDS_ESCAPE.test(s)) return `"${s}"`;
  return `"${s.replace(ESCAPE_ALL, escapeOf)}"`;
}

/** What quoteJsonString writes for one character that needs an escape. */
function escapeOf(c: string): string {
  return ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

const NEEDS_ESCAPE = /["\\\u0000-\u001f]/;
const ESCAPE_ALL = /["\\\u0000-\u001f]/g;

/**
 * How many characters quoteJsonString's escapes add to `s`, beyond the quotes.
 * Every character they replace, and every one they write, is ASCII.
 */
export function escapeGrowth(s: string): number {
  if (!NEEDS_ESCAPE.test(s)) return 0;
  let growth = 0;
  for (const [c] of s.matchAll(ESCAPE_ALL)) growth += escapeOf(c).length - 1;
  return growth;
}
