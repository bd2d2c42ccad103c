import { isJsonObject, type JsonObject, type JsonValue } from '../json/json-value.ts';
import { documented, type RuntimeFact, source } from './source.ts';

/**
 * Whether a function's schema qualifies for OpenAI's strict mode as it stands
 * (read 2026-12-03). The export never rewrites a schema to make it qualify, which
 * would change what the tool accepts: it sets `strict` to true only where the
 * schema already keeps the rules, false everywhere else, and says why.
 */

const STRUCTURED_OUTPUTS = source(
  'OpenAI docs: Structured Outputs (supported schemas)',
  'https://developers.openai.com/api/docs/guides/structured-outputs',
);

/** The keywords strict mode supports; a schema using any other is sent with strict false. */
const SUPPORTED_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'anyOf',
  'description',
  'title',
  '$defs',
  'definitions',
  '$ref',
  'pattern',
  'format',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'minItems',
  'maxItems',
]);
/** Object nesting kept to the lower limit the API has stated, so a schema judged strict is accepted. */
export const OPENAI_STRICT_MAX_NESTING = 5;
const OPENAI_STRICT_MAX_PROPERTIES = 5000;

export const OPENAI_STRICT_FACTS: readonly RuntimeFact[] = [
  documented(
    'openai.strict',
    `Strict mode needs an object schema at the root (not anyOf), "additionalProperties": false and every property required in each object, only the supported keywords, at most ${OPENAI_STRICT_MAX_PROPERTIES} properties and limited nesting. Responses reads an absent strict as true, Chat Completions as false.`,
    STRUCTURED_OUTPUTS,
  ),
];

/** Null when `schema` qualifies for strict mode as it is, else the first reason it does not. */
export function strictModeProblem(schema: JsonValue): string | null {
  if (!isJsonObject(schema) || schema.type !== 'object') return 'the root is not "type": "object"';
  if (schema.anyOf !== undefined) return 'the root uses anyOf';
  const walk = { properties: 0 };
  return problemIn(schema, '', 0, walk);
}

function problemIn(
  schema: JsonValue,
  at: string,
  depth: number,
  walk: { properties: number },
): string | null {
  if (typeof schema === 'boolean') return `${where(at)} is the schema ${schema}`;
  if (!isJsonObject(schema)) return `${where(at)} is not a schema object`;
  for (const key of Object.keys(schema))
    if (!SUPPORTED_KEYWORDS.has(key)) return `${where(at)} uses ${key}, which strict mode does not support`;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const isObject = types.includes('object') || schema.properties !== undefined;
  let nested = depth;
  if (isObject) {
    nested = depth + 1;
    if (nested > OPENAI_STRICT_MAX_NESTING)
      return `${where(at)} nests objects past ${OPENAI_STRICT_MAX_NESTING} levels`;
    const problem = objectProblem(schema, at, walk);
    if (problem) return problem;
  }
  for (const [key, child] of children(schema)) {
    const problem = problemIn(child, `${at}/${key}`, nested, walk);
    if (problem) return problem;
  }
  return null;
}

function objectProblem(schema: JsonObject, at: string, walk: { properties: number }): string | null {
  if (schema.additionalProperties !== false) return `${where(at)} does not set "additionalProperties": false`;
  const properties = isJsonObject(schema.properties) ? Object.keys(schema.properties) : [];
  walk.properties += properties.length;
  if (walk.properties > OPENAI_STRICT_MAX_PROPERTIES)
    return `the schema has more than ${OPENAI_STRICT_MAX_PROPERTIES} properties`;
  const required = new Set(
    Array.isArray(schema.required) ? schema.required.filter((r) => typeof r === 'string') : [],
  );
  const optional = properties.find((p) => !required.has(p));
  return optional === undefined ? null : `property "${optional}" of ${where(at)} is not in required`;
}

/** The subschemas strict mode reads: properties, items, anyOf members and definitions. */
function children(schema: JsonObject): [string, JsonValue][] {
  const out: [string, JsonValue][] = [];
  const members = (key: string) => {
    const value = schema[key];
    if (isJsonObject(value)) for (const [k, v] of Object.entries(value)) out.push([`${key}/${k}`, v]);
  };
  members('properties');
  members('$defs');
  members('definitions');
  if (schema.items !== undefined) out.push(['items', schema.items]);
  if (Array.isArray(schema.anyOf)) for (const [i, v] of schema.anyOf.entries()) out.push([`anyOf/${i}`, v]);
  return out;
}

const where = (at: string) => (at === '' ? 'the root' : at);
