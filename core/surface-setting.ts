import { isJsonObject, type JsonObject, type JsonValue } from './json/json-value.ts';
import { POLICY_KINDS, type PolicyKind } from './policy.ts';

/**
 * How a scenario asks for the production surface (DISCLOSURE.md §9; SCENARIO.md,
 * `surface_ids`), and the policy it is derived from as far as it reads: what the
 * playground's controls show, apart from the derivation itself (production-surface.ts).
 */

/** The key under which the playground keeps its own settings; upstream ignores it. */
export const PLAYGROUND_KEY = 'playground';
type SurfaceSetting = 'production' | 'as_written';

export function readSurfaceSetting(scenario: JsonObject): SurfaceSetting {
  const own = scenario[PLAYGROUND_KEY];
  return isJsonObject(own) && own.surface === 'production' ? 'production' : 'as_written';
}

/**
 * The policy as written, as far as it can be read: what the surface derives from and
 * what the playground's policy control shows. A malformed policy reads as allow_all and
 * ids that are not strings are left out; the scenario reader rejects such a scenario
 * anyway, so neither the surface nor the control decides anything with it.
 */
export function readPolicyLeniently(value: JsonValue | undefined): { kind: PolicyKind; ids: string[] } {
  if (!isJsonObject(value)) return { kind: 'allow_all', ids: [] };
  const kind = POLICY_KINDS.find((k) => k === value.kind) ?? 'allow_all';
  const ids = Array.isArray(value.ids) ? value.ids.filter((id): id is string => typeof id === 'string') : [];
  return { kind, ids };
}
