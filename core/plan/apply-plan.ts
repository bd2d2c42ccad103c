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

/**
 * The texts plans are evaluated as: the document's other keys are written once, and
 * each plan's text is its mode and pins followed by them — the value applyPlacement
 * gives, without writing a large catalog again for every plan.
 */
export function createPlacementWriter(document: JsonValue): (placement: PlanPlacement) => string {
  const source = isJsonObject(document) ? document : {};
  const rest: JsonObject = {};
  for (const [key, value] of Object.entries(source))
    if (key !== 'mode_raw' && key !== 'mode' && key !== 'pins') setKey(rest, key, value);
  const restText = canonicalJson(rest);
  const kept = Object.hasOwn(source, 'pins') ? `,"pins":${canonicalJson(source.pins)}` : '';
  const tail = restText === '{}' ? '}' : `,${restText.slice(1)}`;
  return (placement) =>
    placement.kind === 'all_up_front'
      ? `{"mode":"off"${kept}${tail}`
      : `{"mode":"bridged","pins":${canonicalJson([...placement.pins])}${tail}`;
}

/** An own key even when it is `__proto__` (a scenario is untrusted input). */
function setKey(out: JsonObject, key: string, value: JsonValue): void {
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
}
