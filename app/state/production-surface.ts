import { isJsonObject, type JsonObject, type JsonValue } from '../../core/json-value.ts';
import { readPolicy, readSurfaceSetting } from '../scenario-text/scenario-inputs.ts';

/**
 * In production the runtime's inner surface is already filtered by the policy
 * (DISCLOSURE.md §9), so a scenario marked `"playground": {"surface": "production"}`
 * is handed to the core with `surface_ids` set to the ids the policy permits.
 * Without that mark the scenario is evaluated exactly as written, which is how a
 * link made by the CLI, a file or a parity vector must be read.
 */

// Only well-formed ids go on the derived surface; a malformed one already has its
// own definition error, and repeating it under surface_ids would only add noise.
const CAPABILITY_ID = /^[a-z0-9][a-z0-9_-]{0,127}(\.[a-z0-9][a-z0-9_-]{0,127})+$/;

export function derivePermittedIds(scenario: JsonObject): string[] {
  const definitions = Array.isArray(scenario.definitions) ? scenario.definitions : [];
  const { kind, ids } = readPolicy(scenario);
  const listed = new Set(ids);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const definition of definitions) {
    if (!isJsonObject(definition)) continue;
    const id = definition.capability_id;
    if (typeof id !== 'string' || !CAPABILITY_ID.test(id) || seen.has(id)) continue;
    const permitted = kind === 'allow_all' || (kind === 'allow_only' ? listed.has(id) : !listed.has(id));
    seen.add(id);
    if (permitted) out.push(id);
  }
  return out;
}

/** The scenario the core evaluates: as written, or with the production surface filled in. */
export function buildCoreScenario(scenario: JsonValue): JsonValue {
  if (!isJsonObject(scenario) || readSurfaceSetting(scenario) !== 'production') return scenario;
  return { ...scenario, surface_ids: derivePermittedIds(scenario) };
}
