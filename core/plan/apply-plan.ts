import { canonicalJson } from '../json/canonical-json.ts';
import { isJsonObject, type JsonObject, type JsonValue } from '../json/json-value.ts';

/**
 * A plan as the scenario says it (docs/planning.md): everything up front is mode
 * `off`; otherwise mode `bridged` with the tools kept up front as profile pins
 * (DISCLOSURE.md §4: a pinned capability id is core, so always advertised) and
 * every other permitted tool deferred. Only `mode`, `mode_raw` and `pins` change;
 * every other key, the playground's own included, travels as it was.
 */
export type PlanPlacement = { kind: 'all_up_front' } | { kind: 'pinned'; pins: readonly string[] };

export function applyPlacement(document: JsonValue, placement: PlanPlacement): JsonObject {
  const out: JsonObject = {};
  const source = isJsonObject(document) ? document : {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'mode_raw' || key === 'mode' || (key === 'pins' && placement.kind === 'pinned')) continue;
    setKey(out, key, value);
  }
  setKey(out, 'mode', placement.kind === 'all_up_front' ? 'off' : 'bridged');
  if (placement.kind === 'pinned') setKey(out, 'pins', [...placement.pins]);
  return out;
}

/** The text a plan is evaluated as, and the text `disclosure plan --apply` writes: one and the same. */
export function placementText(document: JsonValue, placement: PlanPlacement): string {
  return canonicalJson(applyPlacement(document, placement));
}

/** An own key even when it is `__proto__` (a scenario is untrusted input). */
function setKey(out: JsonObject, key: string, value: JsonValue): void {
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
}
