import { canonicalJson, measureCanonicalJson } from './json/canonical-json.ts';
import type { JsonValue } from './json/json-value.ts';
import { U32_MAX } from './limits.ts';

/**
 * Upstream's token estimate (DISCLOSURE.md §3): ASCII counts 1 unit, any other
 * character twice its UTF-8 length; tokens = ceil(units / 4), at least 1.
 */
export function estimateTokens(text: string): number {
  if (text.length === 0) return 0;
  return tokensOfUnits(estimateUnits(text));
}

function tokensOfUnits(units: number): number {
  return Math.max(1, Math.ceil(units / 4));
}

/** The estimate's units of a text: they add up over joined texts, as whole characters are counted. */
function estimateUnits(text: string): number {
  let units = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) units += 1;
    else if (c < 0x800) units += 4;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        units += 8;
        i++;
      } else units += 6;
    } else units += 6;
  }
  return units;
}

/** Token sums are unsigned 32-bit and saturate (DISCLOSURE.md §3). */
export function saturatingAdd(a: number, b: number): number {
  return Math.min(U32_MAX, a + b);
}

export function canonicalSchemaJson(def: {
  name: string;
  description: string;
  parameters: JsonValue;
}): string {
  return canonicalJson(schemaObject(def));
}

/** The object a definition's schema tokens are counted over. */
function schemaObject(def: { name: string; description: string; parameters: JsonValue }) {
  return { description: def.description, name: def.name, parameters: def.parameters };
}

/**
 * Schema tokens of a definition: the estimate of its canonical `{description, name,
 * parameters}`, counted without writing that text (never empty, so at least 1).
 */
export function estimateSchemaTokens(def: {
  name: string;
  description: string;
  parameters: JsonValue;
}): number {
  return tokensOfUnits(measureCanonicalJson(schemaObject(def), estimateUnits));
}

/**
 * The estimate of canonicalJson(value), counted without writing that text (equal to
 * estimateTokens of it). `memo` keeps units by object identity (measureCanonicalJson).
 */
export function estimateJsonTokens(value: unknown, memo?: WeakMap<object, number>): number {
  return tokensOfUnits(measureCanonicalJson(value, estimateUnits, memo));
}
