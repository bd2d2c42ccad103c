import { validateCapabilityId } from './ids.ts';
import { isJsonObject, type JsonObject, type JsonValue } from './json/json-value.ts';
import { allowAll, type Policy, permits } from './policy.ts';
import { readPolicyLeniently, readSurfaceSetting } from './surface-setting.ts';

/**
 * In production the runtime's inner surface is already filtered by the policy
 * (DISCLOSURE.md §9; SCENARIO.md, `surface_ids`). A scenario the playground marks
 * `"playground": {"surface": "production"}` is therefore read with `surface_ids`
 * replaced by the ids its policy permits; without the mark the scenario is read
 * exactly as written (how a CLI link, a file or a parity vector must be read).
 * The core applies this wherever it reads a scenario, so the CLI, the workers and
 * the tests give one answer.
 */

function lenientPolicy(value: JsonValue | undefined): Policy {
  const { kind, ids } = readPolicyLeniently(value);
  return kind === 'allow_all' ? allowAll() : { kind, ids: new Set(ids) };
}

/**
 * Each well-formed capability id the policy permits, once, in definition order. A
 * malformed id is left out: it already has its own definition error, and repeating
 * it under surface_ids would only add noise.
 */
export function derivePermittedIds(scenario: JsonObject): string[] {
  const definitions = Array.isArray(scenario.definitions) ? scenario.definitions : [];
  const policy = lenientPolicy(scenario.policy);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const definition of definitions) {
    if (!isJsonObject(definition)) continue;
    const id = definition.capability_id;
    if (typeof id !== 'string' || seen.has(id) || validateCapabilityId(id) !== null) continue;
    seen.add(id);
    if (permits(policy, id)) out.push(id);
  }
  return out;
}

/** The scenario as the core reads it: as written, or with the production surface filled in. */
export function applyProductionSurface(scenario: JsonValue): JsonValue {
  if (!isJsonObject(scenario) || readSurfaceSetting(scenario) !== 'production') return scenario;
  return { ...scenario, surface_ids: derivePermittedIds(scenario) };
}
