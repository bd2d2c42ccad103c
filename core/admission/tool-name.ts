import type { JsonValue } from '../json/json-value.ts';
import { utf8Length } from '../text/utf8-length.ts';
import { ADMISSION_LIMITS } from './limits.ts';

const SEGMENT = /^[a-z0-9][a-z0-9_-]*$/;

/** Why a tool name breaks the grammar, with the limit when the length is what broke it. */
interface ToolNameProblem {
  rule: string;
  limit: number | null;
}

/**
 * MCP-ADMISSION.md §2.3 step 3: a non-empty string of at most 128 bytes without
 * `..`, whose every dot segment starts with `a-z0-9` and holds only `a-z 0-9 _ -`.
 * Anything else (camelCase, `API-…`, `search._private`, `a.`) is skipped.
 */
export function toolNameProblem(name: JsonValue | undefined): ToolNameProblem | null {
  if (typeof name !== 'string') return { rule: 'the name must be a string', limit: null };
  if (name.length === 0) return { rule: 'the name must not be empty', limit: null };
  const max = ADMISSION_LIMITS.maxNameBytes;
  if (utf8Length(name) > max) return { rule: `the name must be at most ${max} bytes`, limit: max };
  if (name.includes('..')) return { rule: "the name must not contain '..'", limit: null };
  for (const segment of name.split('.')) {
    if (segment.length === 0) return { rule: 'every dot-separated segment must be non-empty', limit: null };
    if (!SEGMENT.test(segment)) {
      return {
        rule: `segment '${segment}' must start with a-z or 0-9 and hold only lowercase ASCII letters, digits, '_' and '-'`,
        limit: null,
      };
    }
  }
  return null;
}

/**
 * A name close to `name` that passes §2.3 step 3, to suggest as the fix for a
 * skipped tool: camelCase words split with `_`, everything lowercased, other
 * characters replaced by `_`, empty segments dropped, cut to the byte limit.
 */
export function passingToolName(name: string): string {
  const max = ADMISSION_LIMITS.maxNameBytes;
  const segments = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase()
    .split('.')
    .map((s) => s.replace(/[^a-z0-9_-]/g, '_').replace(/^[_-]+/, ''))
    .filter((s) => s.length > 0);
  // Every character is ASCII now, so characters are bytes; a cut never leaves a trailing dot.
  const joined = segments.join('.').slice(0, max).replace(/\.+$/, '');
  return joined.length > 0 ? joined : 'tool';
}
