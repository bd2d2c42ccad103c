import { MAX_JSON_DEPTH } from '../limits.ts';
import { JsonNumber, type JsonValue } from './json-value.ts';

/**
 * True when a value holds arrays or objects nested past MAX_JSON_DEPTH. The reader
 * never makes such a value; this guards values built in code (a test, a store, a
 * message from another thread). It walks with its own stack, so a value thousands
 * of levels deep is measured without exhausting the call stack. `depth` is where
 * the value sits when it is part of a larger one (the root is 0).
 */
export function exceedsDepthLimit(value: JsonValue, depth = 0): boolean {
  // Two parallel stacks rather than one of {value, depth} records: no allocation per node.
  const values: JsonValue[] = [value];
  const depths: number[] = [depth];
  while (values.length > 0) {
    const item = values.pop()!;
    const itemDepth = depths.pop()!;
    if (item === null || typeof item !== 'object' || item instanceof JsonNumber) continue;
    if (itemDepth >= MAX_JSON_DEPTH) return true;
    if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i++) {
        values.push(item[i]!);
        depths.push(itemDepth + 1);
      }
    } else {
      for (const key in item) {
        if (!Object.hasOwn(item, key)) continue;
        values.push(item[key]!);
        depths.push(itemDepth + 1);
      }
    }
  }
  return false;
}
