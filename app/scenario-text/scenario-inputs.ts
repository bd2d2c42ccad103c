import {
  DEFAULT_MAX_TOKENS,
  DEFAULT_MAX_TOOLS,
  isJsonObject,
  isModeName,
  JsonNumber,
  type JsonObject,
  type JsonValue,
  type ModeName,
  type PolicyKind,
  readPolicyLeniently,
} from '../../core/index.ts';

/**
 * Reads the settings the controls show out of a scenario object, and builds the
 * values the controls write back. Names, kinds and defaults are the core's
 * (core/index.ts); anything malformed reads as "not set" here, and the core's
 * own error for it is shown beside the editor.
 */

export type CapKey = 'max_tokens' | 'max_tools' | 'ctx_limit';
/** What an unset cap means, as the lexeme a control shows (SCENARIO.md, `caps`). */
export const CAP_DEFAULTS: Record<CapKey, string | null> = {
  max_tokens: String(DEFAULT_MAX_TOKENS),
  max_tools: String(DEFAULT_MAX_TOOLS),
  ctx_limit: null,
};

interface ModeInput {
  /** `raw` when `mode_raw` is present (it wins over `mode`), `default` when neither key is. */
  via: 'mode' | 'raw' | 'default';
  mode: ModeName | null;
  raw: string | null;
}

export function readMode(s: JsonObject): ModeInput {
  if (Object.hasOwn(s, 'mode_raw'))
    return { via: 'raw', mode: null, raw: typeof s.mode_raw === 'string' ? s.mode_raw : null };
  const mode = isModeName(s.mode) ? s.mode : null;
  return { via: Object.hasOwn(s, 'mode') && s.mode !== null ? 'mode' : 'default', mode, raw: null };
}

export function readStringList(s: JsonObject, key: 'pins' | 'promoted'): string[] {
  return readStrings(s[key]);
}

/** Caps as the lexemes written (a cap is an integer, possibly past 2^53), null when unset. */
export function readCaps(s: JsonObject): Record<CapKey, string | null> {
  const caps = isJsonObject(s.caps) ? s.caps : {};
  const read = (key: CapKey) => (caps[key] instanceof JsonNumber ? caps[key].raw : null);
  return { max_tokens: read('max_tokens'), max_tools: read('max_tools'), ctx_limit: read('ctx_limit') };
}

export function buildPolicy(kind: PolicyKind, ids: readonly string[]): JsonValue {
  return kind === 'allow_all' ? { kind } : { kind, ids: [...ids] };
}

/**
 * Denying one tool by ticking it: allow_all becomes all_except [id]; all_except
 * gains or loses the id; allow_only loses or regains it (DISCLOSURE.md §9).
 */
export function buildPolicyWithDenied(s: JsonObject, id: string, denied: boolean): JsonValue {
  const { kind, ids } = readPolicyLeniently(s.policy);
  if (kind === 'allow_only') return buildPolicy(kind, toggle(ids, id, !denied));
  return buildPolicy('all_except', toggle(kind === 'all_except' ? ids : [], id, denied));
}

export function toggle(list: readonly string[], id: string, present: boolean): string[] {
  const without = list.filter((x) => x !== id);
  return present ? [...without, id] : without;
}

/** Parses a list typed one item per line (or separated by commas), dropping blanks. */
export function parseListText(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function readStrings(value: JsonValue | undefined): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
