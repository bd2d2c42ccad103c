import { isJsonObject, JsonNumber } from '../../core/index.ts';

/**
 * Structured clone drops class identity, so a JsonNumber would arrive as a plain
 * `{raw}` object and read as a JSON object. A boxed String never occurs in JSON
 * data and survives the clone, so it carries each number's lexeme across.
 */
export function packForTransfer(value: unknown): unknown {
  if (value instanceof JsonNumber) return new String(value.raw);
  if (Array.isArray(value)) return value.map(packForTransfer);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value))
      define(out, key, packForTransfer((value as Record<string, unknown>)[key]));
    return out;
  }
  return value;
}

export function unpackFromTransfer(value: unknown): unknown {
  if (value instanceof String) return new JsonNumber(value.valueOf());
  if (Array.isArray(value)) return value.map(unpackFromTransfer);
  if (value !== null && typeof value === 'object' && isJsonObject(value as never)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value))
      define(out, key, unpackFromTransfer((value as Record<string, unknown>)[key]));
    return out;
  }
  return value;
}

// A key such as "__proto__" in a tool schema must stay an ordinary property.
function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
