import { type OutputUnit, type Schema, Validator } from '@cfworker/json-schema';
import { isJsonObject, JsonNumber, type JsonValue } from './json/json-value.ts';

/**
 * Checks `tool_call` arguments against the tool's JSON Schema (draft 7, every
 * error, formats not enforced). The validator interprets the schema instead of
 * generating code, so it runs under a Content-Security-Policy without
 * `unsafe-eval`. Schemas come from catalogs people paste, so a schema that cannot
 * be used is reported, never thrown.
 */

export type ArgumentCheck =
  | { valid: true }
  | { valid: false; errors: string[] }
  | { valid: null; schemaError: string };

type Prepared = { validator: Validator; plain: unknown } | { error: string };
const prepared = new WeakMap<object, Prepared>();

export function checkArguments(schema: JsonValue, args: JsonValue): ArgumentCheck {
  if (typeof schema === 'boolean')
    return schema ? { valid: true } : { valid: false, errors: ['the schema accepts nothing'] };
  if (!isJsonObject(schema)) return { valid: true };
  let entry = prepared.get(schema);
  if (entry === undefined) {
    entry = prepare(schema);
    prepared.set(schema, entry);
  }
  if ('error' in entry) return { valid: null, schemaError: entry.error };
  let result: ReturnType<Validator['validate']>;
  try {
    result = entry.validator.validate(toPlain(args));
  } catch (err) {
    // An unresolvable `$ref` or a pattern that is no regular expression shows only when used.
    return { valid: null, schemaError: err instanceof Error ? err.message : String(err) };
  }
  if (result.valid) return { valid: true };
  const specific = result.errors.filter(isSpecific);
  // Formats are not enforced: arguments whose only fault is a format pass, as they did before.
  if (specific.length === 0 && result.errors.some((unit) => unit.keyword === 'format'))
    return { valid: true };
  const errors = specific.map((unit) => describeError(unit, entry.plain));
  return { valid: false, errors: errors.length > 0 ? errors : ['arguments do not match the schema'] };
}

function prepare(schema: JsonValue): Prepared {
  const plain = toPlain(schema);
  try {
    return { validator: new Validator(plain as Schema, '7', false), plain };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * Keywords that only say "something below failed": the error below says what,
 * so these are left out. Formats are not enforced, as before.
 */
const SUMMARY_KEYWORDS = new Set(['properties', 'items', 'prefixItems', 'allOf', '$ref', 'format']);

function isSpecific(unit: OutputUnit, index: number, all: OutputUnit[]): boolean {
  if (SUMMARY_KEYWORDS.has(unit.keyword)) return false;
  // An additionalProperties error is followed by the `false` schema's; the first says it all.
  return !(unit.keyword === 'false' && all[index - 1]?.keyword === 'additionalProperties');
}

const LIMIT_KEYWORDS = new Set([
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'pattern',
]);

/** Messages in the wording tool authors know from Ajv ("arguments/limit must be integer"). */
function describeError(unit: OutputUnit, schema: unknown): string {
  const at = `arguments${decodePointer(unit.instanceLocation)}`;
  const value = lookUp(schema, unit.keywordLocation);
  const message = (() => {
    // Behind a `$ref` the location does not name a place in this schema: keep the validator's words.
    if (value === undefined && LIMIT_KEYWORDS.has(unit.keyword)) return undefined;
    switch (unit.keyword) {
      case 'required': {
        const property = /property "(.*)"/.exec(unit.error)?.[1];
        return property === undefined ? undefined : `must have required property '${property}'`;
      }
      case 'type': {
        const expected = value ?? /Expected "(.*)"/.exec(unit.error)?.[1];
        return expected === undefined ? undefined : `must be ${[expected].flat().join(',')}`;
      }
      case 'additionalProperties':
        return 'must NOT have additional properties';
      case 'enum':
        return 'must be equal to one of the allowed values';
      case 'const':
        return 'must be equal to constant';
      case 'minimum':
        return `must be >= ${value}`;
      case 'maximum':
        return `must be <= ${value}`;
      case 'exclusiveMinimum':
        return `must be > ${value}`;
      case 'exclusiveMaximum':
        return `must be < ${value}`;
      case 'minLength':
        return `must NOT have fewer than ${value} characters`;
      case 'maxLength':
        return `must NOT have more than ${value} characters`;
      case 'minItems':
        return `must NOT have fewer than ${value} items`;
      case 'maxItems':
        return `must NOT have more than ${value} items`;
      case 'pattern':
        return `must match pattern "${value}"`;
      case 'false':
        return 'is not allowed (its schema is false)';
      default:
        return undefined;
    }
  })();
  return `${at} ${message ?? unit.error.replace(/\.$/, '')}`;
}

/** "#/a~1b/0" → "/a~1b/0": the JSON pointer as Ajv wrote it, percent-escapes undone. */
function decodePointer(location: string): string {
  const pointer = location.startsWith('#') ? location.slice(1) : location;
  try {
    return decodeURIComponent(pointer);
  } catch {
    return pointer;
  }
}

/** The schema value a keyword location names (behind a `$ref`, the part after "#"), or undefined. */
function lookUp(schema: unknown, location: string): unknown {
  const hash = location.indexOf('#');
  if (hash < 0) return undefined;
  let node = schema;
  for (const part of decodePointer(location.slice(hash)).split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** JSON numbers become doubles here: validation keywords compare values, not spellings. */
function toPlain(value: JsonValue): unknown {
  if (value instanceof JsonNumber) return Number(value.raw);
  if (Array.isArray(value)) return value.map(toPlain);
  if (isJsonObject(value)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      Object.defineProperty(out, key, {
        value: toPlain(value[key]!),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
  return value;
}
