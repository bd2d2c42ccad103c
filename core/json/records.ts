/**
 * A plain object from a map whose keys come from data. Tool names such as
 * `__proto__` are valid wire names, so keys are defined, never assigned.
 */
export function recordFromMap<V>(map: ReadonlyMap<string, V>): Record<string, V> {
  const out: Record<string, V> = {};
  for (const [key, value] of map) {
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
