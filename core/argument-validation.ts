import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { isJsonObject, JsonNumber, type JsonValue } from './json-value.ts';

/**
 * Checks `tool_call` arguments against the tool's JSON Schema with Ajv. Schemas
 * come from catalogs people paste, so a schema Ajv cannot compile is reported,
 * never thrown.
 */

export type ArgumentCheck =
  | { valid: true }
  | { valid: false; errors: string[] }
  | { valid: null; schemaError: string };

const ajv = new Ajv({ strict: false, validateSchema: false, allErrors: true, validateFormats: false });
const compiled = new WeakMap<object, ValidateFunction | string>();

export function checkArguments(schema: JsonValue, args: JsonValue): ArgumentCheck {
  if (typeof schema === 'boolean')
    return schema ? { valid: true } : { valid: false, errors: ['the schema accepts nothing'] };
  if (!isJsonObject(schema)) return { valid: true };
  let validate = compiled.get(schema);
  if (validate === undefined) {
    try {
      validate = ajv.compile(toPlain(schema) as object);
    } catch (err) {
      validate = err instanceof Error ? err.message : String(err);
    }
    compiled.set(schema, validate);
  }
  if (typeof validate === 'string') return { valid: null, schemaError: validate };
  if (validate(toPlain(args))) return { valid: true };
  return { valid: false, errors: (validate.errors ?? []).map(describeError) };
}

function describeError(e: ErrorObject): string {
  const at = e.instancePath === '' ? 'arguments' : `arguments${e.instancePath}`;
  return `${at} ${e.message ?? 'is invalid'}`;
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
