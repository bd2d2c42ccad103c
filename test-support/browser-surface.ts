import { isJsonObject, type JsonObject } from '../core/index.ts';

/**
 * How the browser turned `"playground": {"surface": "production"}` into
 * `surface_ids` before the core read that key itself, kept as it was so tests can
 * prove saved scenarios still evaluate the same. It is a reference for tests, not
 * a rule: the rule is core/production-surface.ts.
 */
const CAPABILITY_ID = /^[a-z0-9][a-z0-9_-]{0,127}(\.[a-z0-9][a-z0-9_-]{0,127})+$/;
const KINDS = ['allow_all', 'allow_only', 'all_except'];

function browserDerivedSurface(scenario: JsonObject): string[] {
  const definitions = Array.isArray(scenario.definitions) ? scenario.definitions : [];
  const policy = isJsonObject(scenario.policy) ? scenario.policy : {};
  const kind = KINDS.find((k) => k === policy.kind) ?? 'allow_all';
  const listed = new Set(Array.isArray(policy.ids) ? policy.ids.filter((id) => typeof id === 'string') : []);
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

/** The scenario the browser handed the core for a saved one: its surface written out, the mark dropped. */
export function browserHandedScenario(saved: JsonObject): JsonObject {
  const { playground: _mark, ...rest } = saved;
  return { ...rest, surface_ids: browserDerivedSurface(saved) };
}

/** The saved scenario under three policies: as saved, denying a few ids, allowing every other one. */
export function withPolicies(scenario: JsonObject): JsonObject[] {
  const ids = (Array.isArray(scenario.definitions) ? scenario.definitions : [])
    .filter(isJsonObject)
    .map((d) => d.capability_id)
    .filter((id) => typeof id === 'string');
  return [
    scenario,
    { ...scenario, policy: { kind: 'all_except', ids: ids.slice(0, 3) } },
    { ...scenario, policy: { kind: 'allow_only', ids: ids.filter((_, i) => i % 2 === 0) } },
  ];
}
