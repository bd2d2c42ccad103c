import { BRIDGE_NAMES, type CatalogEntry } from './catalog.ts';
import { validateProviderName } from './ids.ts';
import { canonicalJsonBytes } from './json/canonical-json.ts';
import type { JsonObject, JsonValue } from './json/json-value.ts';
import type { DescribeReport, DirectCall, ResolutionReport, TargetRef } from './report/report.ts';
import { requiredParameters } from './required.ts';
import { entriesAnsweringTo, resolveAmong, resolveExactOrEncoded } from './resolution.ts';
import type { Turn } from './turn.ts';

/** Every way the agent looks up a name the model emitted (SCENARIO.md, `resolutions[]`). */

export const DESCRIBE_REQUIRES_NAME = 'tool_describe requires name';
export const DESCRIBE_BRIDGE = 'tool_describe target must not be a bridge';
export const DESCRIBE_UNKNOWN = 'tool_describe target is unknown';

const ref = (e: CatalogEntry | undefined | null): TargetRef | null =>
  e ? { capability_id: e.definition.capability_id, name: e.definition.name } : null;

export function toolOutput(e: CatalogEntry): JsonObject {
  const d = e.definition;
  return {
    capability_id: d.capability_id,
    description: d.description,
    name: d.name,
    parameters: d.parameters,
    required: requiredParameters(d.parameters),
  };
}

/**
 * `tool_describe`: exact name or encoded id, and permitted — a hidden tool gets the
 * same answer as a missing one. The name as given is disclosed (§11).
 */
export function describeTool(turn: Turn, input: JsonValue, disclosed: Set<string>): DescribeReport {
  if (typeof input !== 'string') return { ok: false, error: DESCRIBE_REQUIRES_NAME };
  if (BRIDGE_NAMES.includes(input)) return { ok: false, error: DESCRIBE_BRIDGE };
  const entry = resolveExactOrEncoded(turn.catalog, input);
  if (!entry || !turn.permitted(entry)) return { ok: false, error: DESCRIBE_UNKNOWN };
  disclosed.add(input);
  return { ok: true, output: toolOutput(entry) };
}

export function resolveName(turn: Turn, input: JsonValue, disclosed: Set<string>): ResolutionReport {
  if (typeof input !== 'string') return { input, describe: describeTool(turn, input, disclosed) };
  const searchEntry = resolveExactOrEncoded(turn.catalog, input);
  // Every entry answering to the input, found in one pass: the target, the id lookup and the matches read it.
  const answering = entriesAnsweringTo(turn.catalog, input, turn.cache?.nameAnswers);
  const target = resolveAmong(turn.catalog, input, answering)?.entry ?? null;
  // SCENARIO.md: the search_result lookup, else the first entry whose id is the input (D1, D1b); such an entry answers to it.
  const capabilityInfo =
    searchEntry ?? answering.find((entry) => entry.definition.capability_id === input) ?? null;
  // A bridge name is never a tool_call target, whatever matches it forgivingly (D2).
  const callTarget = target && turn.permitted(target) && !BRIDGE_NAMES.includes(input) ? target : null;
  return {
    input,
    search_result: searchEntry ? toolOutput(searchEntry) : null,
    matches_provider_name: answering.map((e) => e.definition.name),
    catalog_target: ref(target),
    tool_call_target: ref(callTarget),
    capability_info_target: ref(capabilityInfo),
    direct_call: directCall(turn, input, target),
    describe: describeTool(turn, input, disclosed),
  };
}

/** Measured once per schema object: a tool resolved again costs no second walk of its parameters. */
const OUTPUT_BYTES = new WeakMap<object, number>();

/** The UTF-8 bytes of the tools a resolution writes out (its search result and its description), for the work budget. */
export function resolutionBytes(r: ResolutionReport): number {
  const described = r.describe.ok ? canonicalJsonBytes(r.describe.output, OUTPUT_BYTES) : 0;
  return described + ('search_result' in r ? canonicalJsonBytes(r.search_result, OUTPUT_BYTES) : 0);
}

function directCall(turn: Turn, input: string, target: CatalogEntry | null): DirectCall {
  const invalid = validateProviderName(input);
  if (invalid) return { kind: 'invalid_provider_tool_name', error: invalid };
  if (BRIDGE_NAMES.includes(input)) return { kind: 'bridge' };
  if (turn.activeSet.names.includes(input)) return { kind: 'active' };
  if (target) return { kind: 'deferred', target: ref(target)! };
  return { kind: 'not_in_catalog' };
}
