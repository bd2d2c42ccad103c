/**
 * A JSON number kept as the text it was written with. Upstream (serde_json) tells
 * `1` from `1.0` and keeps 64-bit integers exact, so the core never turns a number
 * into a JavaScript double before it has decided which kind of number it is.
 */
export class JsonNumber {
  readonly raw: string;
  constructor(raw: string) {
    this.raw = raw;
  }
  toJSON(): string {
    return this.raw;
  }
}

export type JsonValue = null | boolean | string | JsonNumber | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

export function isJsonObject(value: unknown): value is JsonObject {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof JsonNumber)
  );
}

const I64_MIN = -(2n ** 63n);
const U64_MAX = 2n ** 64n - 1n;
const INTEGER_LEXEME = /^-?(0|[1-9][0-9]*)$/;

/** The kind serde_json gives a number: an exact 64-bit integer or a double. */
type NumberKind = { kind: 'int'; value: bigint } | { kind: 'float'; value: number };

export function classifyNumber(n: JsonNumber): NumberKind {
  if (INTEGER_LEXEME.test(n.raw)) {
    const value = BigInt(n.raw);
    // serde_json reads `-0` as the float -0.0, and integers past 64 bits as floats.
    const isNegativeZero = n.raw.startsWith('-') && value === 0n;
    if (!isNegativeZero && value >= I64_MIN && value <= U64_MAX) return { kind: 'int', value };
  }
  return { kind: 'float', value: Number(n.raw) };
}

/** The value as a non-negative 64-bit integer, as serde_json's `as_u64` would give it. */
export function asU64(value: JsonValue | undefined): bigint | undefined {
  if (!(value instanceof JsonNumber)) return undefined;
  const k = classifyNumber(value);
  return k.kind === 'int' && k.value >= 0n ? k.value : undefined;
}

export type ParseResult =
  | { ok: true; value: JsonValue }
  | { ok: false; error: string; line: number; column: number };

/**
 * Why a text is not JSON, in the one wording every reader shows it (the command
 * line after the file's name, the editor, the review, links, imports, corpora).
 */
export function invalidJsonMessage(failure: { line: number; column: number; error: string }): string {
  return `invalid JSON at line ${failure.line}, column ${failure.column}: ${failure.error}`;
}

/** Turns plain JavaScript data (numbers as doubles) into a JSON value. */
export function fromPlain(value: unknown): JsonValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number')
    return new JsonNumber(Number.isInteger(value) ? BigInt(value).toString() : String(value));
  if (typeof value === 'bigint') return new JsonNumber(value.toString());
  if (value instanceof JsonNumber) return value;
  if (Array.isArray(value)) return value.map(fromPlain);
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (v !== undefined)
      Object.defineProperty(out, k, {
        value: fromPlain(v),
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return out;
}
