import { MAX_JSON_DEPTH } from './json-limits.ts';
import { isJsonObject, type JsonValue } from './json-value.ts';

/**
 * True when a value holds arrays or objects nested past MAX_JSON_DEPTH. The reader
 * never makes such a value; this guards values built in code (a test, a store, a
 * message from another thread). It walks with its own stack, so a value thousands
 * of levels deep is measured without exhausting the call stack. `depth` is where
 * the value sits when it is part of a larger one (the root is 0).
 */
export function exceedsDepthLimit(value: JsonValue, depth = 0): boolean {
  const stack: { value: JsonValue; depth: number }[] = [{ value, depth }];
  while (stack.length > 0) {
    const { value: item, depth } = stack.pop()!;
    const children = Array.isArray(item) ? item : isJsonObject(item) ? Object.values(item) : null;
    if (children === null) continue;
    if (depth >= MAX_JSON_DEPTH) return true;
    for (const child of children) stack.push({ value: child, depth: depth + 1 });
  }
  return false;
}
