import { canonicalJson } from '../canonical-json.ts';
import { isJsonObject, type JsonValue } from '../json-value.ts';
import { utf8Length } from '../text.ts';

/**
 * MCP-ADMISSION.md §2.1.1: a page counts the UTF-8 bytes of its `tools` value as
 * serde_json re-serializes it — keys sorted, compact, serde's escapes and number
 * forms — which is exactly the canonical JSON the disclosure core writes. Input
 * escapes such as `\u0041` therefore count for fewer bytes than their source.
 * A page without a `tools` array counts as infinite (it fails before counting).
 */
export function pageToolsBytes(page: JsonValue): number {
  const tools = isJsonObject(page) ? page.tools : undefined;
  if (!Array.isArray(tools)) return Number.POSITIVE_INFINITY;
  return utf8Length(canonicalJson(tools));
}
