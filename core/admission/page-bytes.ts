import { formatJsonNumber } from '../json/canonical-json.ts';
import { isJsonObject, JsonNumber, type JsonValue } from '../json/json-value.ts';

/**
 * MCP-ADMISSION.md §2.1.1: a page counts the UTF-8 bytes of its `tools` value as
 * serde_json re-serializes it — compact, serde's escapes and number forms, keys
 * sorted (which changes no length) — i.e. the canonical JSON the disclosure core
 * writes. Input escapes such as `\u0041` therefore count for fewer bytes than
 * their source. Counted without building the text, which for a 16 MiB catalog
 * would cost far more than the count. A page without a `tools` array counts as
 * infinite (it fails before counting).
 */
export function pageToolsBytes(page: JsonValue): number {
  const tools = isJsonObject(page) ? page.tools : undefined;
  if (!Array.isArray(tools)) return Number.POSITIVE_INFINITY;
  return serializedBytes(tools);
}

export function serializedBytes(value: JsonValue): number {
  if (value === null) return 4;
  if (typeof value === 'boolean') return value ? 4 : 5;
  if (typeof value === 'string') return quotedBytes(value);
  if (value instanceof JsonNumber) return formatJsonNumber(value).length;
  if (Array.isArray(value)) {
    let n = 2 + Math.max(0, value.length - 1);
    for (const item of value) n += serializedBytes(item);
    return n;
  }
  const keys = Object.keys(value);
  let n = 2 + Math.max(0, keys.length - 1);
  for (const key of keys) n += quotedBytes(key) + 1 + serializedBytes(value[key]!);
  return n;
}

/** serde_json's string form: `\" \\ \b \f \n \r \t` take 2 bytes, other C0 controls 6, the rest their UTF-8. */
function quotedBytes(s: string): number {
  let n = 2;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20) n += c === 8 || c === 9 || c === 10 || c === 12 || c === 13 ? 2 : 6;
    else if (c === 0x22 || c === 0x5c) n += 2;
    else if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        n += 4;
        i++;
      } else n += 3;
    } else n += 3;
  }
  return n;
}
