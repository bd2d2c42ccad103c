import type { DefinitionRead, EvaluationCache } from './cache/evaluation-cache.ts';
import { validateCapabilityId, validateProviderName } from './ids.ts';
import { exceedsDepthLimit } from './json/json-depth.ts';
import { DEPTH_LIMIT_MESSAGE } from './json/json-limits.ts';
import { asU64, isJsonObject, JsonNumber, type JsonObject, type JsonValue } from './json/json-value.ts';
import { DEFAULT_MAX_TOKENS, DEFAULT_MAX_TOOLS, U32_MAX } from './limits.ts';
import { DEFAULT_MODE, describeMode, isModeName, parseModeValue } from './modes.ts';
import { allowAll, type Policy } from './policy.ts';
import { applyProductionSurface } from './production-surface.ts';
import type { ModeReport, ToolDefinition, ValidationError } from './report/report.ts';
import { readScenarioDocument } from './scenario-document.ts';
import { type Expectations, readExpectations } from './scenario-expectations.ts';

/** A scenario checked against SCENARIO.md, with its per-item errors collected. */
export interface Scenario {
  /** Valid definitions in the runtime's order, with their index in the input. */
  definitions: { index: number; definition: ToolDefinition }[];
  surfaceIds: string[] | null;
  pins: string[];
  policy: Policy;
  mode: ModeReport;
  caps: { maxTokens: number; maxTools: number | bigint; ctxLimit: number | null };
  promoted: string[];
  queries: JsonValue[];
  /** The tools the queries should find (their `expect`), read apart from the errors upstream reports. */
  expectations: Expectations;
  resolve: JsonValue[];
  debug: boolean;
  errors: {
    definitions: ValidationError[];
    pins: ValidationError[];
    policy: ValidationError[];
    surface_ids: ValidationError[];
  };
}

type ReadScenarioResult = { ok: true; scenario: Scenario } | { ok: false; error: string };

class Rejection extends Error {}

function reject(message: string): never {
  throw new Rejection(message);
}

/**
 * Checks a scenario's structure (rejecting it whole) and its items (collecting errors).
 * Never throws. The document is read through its format version first, and a
 * scenario marked for the production surface is read with that surface
 * (production-surface.ts), so every caller sees the same authorized set.
 */
export function readScenario(value: JsonValue, cache?: EvaluationCache): ReadScenarioResult {
  const prepared = prepareScenario(value);
  return prepared.ok ? readPreparedScenario(prepared.value, cache) : prepared;
}

/** The value the scenario reader reads, or why the document is refused before any reading. */
export type PreparedScenario =
  | {
      ok: true;
      /** The document in the current version, with `surface_ids` derived when it asks for the production surface. */
      value: JsonValue;
      /** True when `surface_ids` was derived rather than written. */
      derivedSurface: boolean;
    }
  | { ok: false; error: string };

/**
 * The first half of readScenario: the depth limit, then the document's version
 * upgrade, then the production surface. The surface comes after the upgrade so it
 * is derived from the document in the shape this build reads (a later version may
 * move `policy` or `definitions`, which the derivation reads). `parsed`: the value
 * is what the JSON reader made of a text, which it refuses past the limit already.
 */
export function prepareScenario(value: JsonValue, parsed = false): PreparedScenario {
  // A value built in code gets the reader's refusal, in the same words; a parsed one need not be walked again.
  if (!parsed && exceedsDepthLimit(value)) return { ok: false, error: DEPTH_LIMIT_MESSAGE };
  const document = readScenarioDocument(value);
  if (!document.ok) return document;
  const surfaced = applyProductionSurface(document.document);
  return { ok: true, value: surfaced, derivedSurface: surfaced !== document.document };
}

/** The second half of readScenario, for a value prepareScenario gave. Never throws. */
export function readPreparedScenario(value: JsonValue, cache?: EvaluationCache): ReadScenarioResult {
  try {
    return { ok: true, scenario: read(value, cache) };
  } catch (err) {
    if (err instanceof Rejection) return { ok: false, error: err.message };
    throw err;
  }
}

function read(value: JsonValue, cache: EvaluationCache | undefined): Scenario {
  if (!isJsonObject(value)) reject('scenario must be a JSON object');
  const has = (key: string) => Object.hasOwn(value, key);
  const definitionsValue = value.definitions;
  if (!Array.isArray(definitionsValue)) reject('scenario.definitions must be an array');

  const errors: Scenario['errors'] = { definitions: [], pins: [], policy: [], surface_ids: [] };
  const definitions: Scenario['definitions'] = [];
  definitionsValue.forEach((raw, index) => {
    const { definition, failures } = readDefinitionCached(raw, cache);
    for (const failure of failures) errors.definitions.push({ index, ...failure });
    if (definition) definitions.push({ index, definition });
  });

  const surface = has('surface_ids') ? value.surface_ids : null;
  const surfaceIds =
    surface === null || surface === undefined ? null : readIdList(surface, 'surface_ids', errors.surface_ids);
  const pins = has('pins') && value.pins !== null ? readIdList(value.pins!, 'pins', errors.pins) : [];
  const policy = readPolicy(has('policy') ? value.policy! : null, errors.policy);
  const queries = readAnyList(value, 'queries');

  return {
    definitions,
    surfaceIds,
    pins,
    policy,
    mode: readMode(value),
    caps: readCaps(has('caps') ? value.caps! : null),
    promoted: readPromoted(has('promoted') ? value.promoted! : null),
    queries,
    expectations: readExpectations(queries),
    resolve: readAnyList(value, 'resolve'),
    debug: value.debug === true,
    errors,
  };
}

/** A definition's reading depends on its value alone, so the same object reads the same every time. */
function readDefinitionCached(raw: JsonValue, cache: EvaluationCache | undefined): DefinitionRead {
  if (!cache || !isJsonObject(raw)) return readDefinition(raw);
  let read = cache.definitionReads.get(raw);
  if (read === undefined) {
    read = readDefinition(raw);
    cache.definitionReads.set(raw, read);
  }
  return read;
}

function readDefinition(raw: JsonValue): DefinitionRead {
  if (!isJsonObject(raw)) {
    return { definition: null, failures: [{ field: 'definition', input: raw, error: 'not an object' }] };
  }
  const out: DefinitionRead['failures'] = [];
  const fail = (field: string, input: JsonValue | undefined, error: string) =>
    out.push({ field, input: input === undefined ? null : input, error });

  const id = raw.capability_id;
  if (typeof id !== 'string') fail('capability_id', id, 'missing or not a string');
  else {
    const err = validateCapabilityId(id);
    if (err) fail('capability_id', id, err);
  }
  const name = raw.name;
  if (typeof name !== 'string') fail('name', name, 'missing or not a string');
  else {
    const err = validateProviderName(name);
    if (err) fail('name', name, err);
  }
  const description = raw.description;
  if (typeof description !== 'string') fail('description', description, 'missing or not a string');
  if (!Object.hasOwn(raw, 'parameters')) fail('parameters', null, 'missing');
  const verified = raw.verified;
  if (verified !== undefined && verified !== null && typeof verified !== 'boolean') {
    fail('verified', verified, 'must be a boolean');
  }
  if (out.length > 0) return { definition: null, failures: out };
  const definition: ToolDefinition = {
    capability_id: id as string,
    name: name as string,
    description: description as string,
    parameters: raw.parameters as JsonValue,
    verified: verified === true,
  };
  return { definition, failures: out };
}

function readIdList(value: JsonValue, field: string, out: ValidationError[]): string[] {
  if (!Array.isArray(value)) reject(`scenario.${field} must be an array`);
  const ids: string[] = [];
  value.forEach((item, index) => {
    if (typeof item !== 'string') {
      out.push({ index, field, input: item, error: 'not a string' });
      return;
    }
    const err = validateCapabilityId(item);
    if (err) out.push({ index, field, input: item, error: err });
    else ids.push(item);
  });
  return ids;
}

function readPolicy(value: JsonValue, out: ValidationError[]): Policy {
  // A missing or null policy allows all (SCENARIO.md), unlike upstream's empty policy type.
  if (value === null) return allowAll();
  if (!isJsonObject(value)) reject('scenario.policy must be an object or null');
  const kind = value.kind;
  if (kind === 'allow_all') return allowAll();
  if (kind !== 'allow_only' && kind !== 'all_except') {
    reject("scenario.policy.kind must be 'allow_all', 'allow_only' or 'all_except'");
  }
  const idsValue = value.ids;
  if (!Array.isArray(idsValue)) reject('scenario.policy.ids must be an array');
  return { kind, ids: new Set(readIdList(idsValue, 'policy.ids', out)) };
}

function readMode(scenario: JsonObject): ModeReport {
  if (Object.hasOwn(scenario, 'mode_raw')) {
    const raw = scenario.mode_raw;
    if (raw !== null && typeof raw !== 'string') reject('scenario.mode_raw must be a string or null');
    return describeMode(parseModeValue(raw), 'mode_raw');
  }
  const mode = scenario.mode;
  if (mode === undefined || mode === null) return describeMode(DEFAULT_MODE, 'default');
  if (!isModeName(mode))
    reject("scenario.mode must be one of 'off', 'compact', 'signatures', 'namespaces', 'bridged'");
  return describeMode(mode, 'mode');
}

function readCaps(value: JsonValue): Scenario['caps'] {
  if (value === null) return { maxTokens: DEFAULT_MAX_TOKENS, maxTools: DEFAULT_MAX_TOOLS, ctxLimit: null };
  if (!isJsonObject(value)) reject('scenario.caps must be an object or null');
  const cap = (key: string, max: bigint | null): bigint | null => {
    const v = value[key];
    if (v === undefined || v === null) return null;
    const n = asU64(v);
    if (n === undefined || (max !== null && n > max)) {
      const shown = v instanceof JsonNumber ? v.raw : JSON.stringify(v);
      reject(
        `scenario.caps.${key} must be a non-negative integer${max !== null ? ` at most ${max}` : ''} (got ${shown})`,
      );
    }
    return n;
  };
  const maxTokens = cap('max_tokens', BigInt(U32_MAX));
  const maxTools = cap('max_tools', null);
  const ctxLimit = cap('ctx_limit', BigInt(U32_MAX));
  return {
    maxTokens: maxTokens === null ? DEFAULT_MAX_TOKENS : Number(maxTokens),
    maxTools:
      maxTools === null
        ? DEFAULT_MAX_TOOLS
        : maxTools <= BigInt(Number.MAX_SAFE_INTEGER)
          ? Number(maxTools)
          : maxTools,
    ctxLimit: ctxLimit === null ? null : Number(ctxLimit),
  };
}

function readPromoted(value: JsonValue): string[] {
  if (value === null) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    reject('scenario.promoted must be an array of strings');
  }
  return value as string[];
}

function readAnyList(scenario: JsonObject, key: 'queries' | 'resolve'): JsonValue[] {
  const value = scenario[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) reject(`scenario.${key} must be an array`);
  return value;
}
