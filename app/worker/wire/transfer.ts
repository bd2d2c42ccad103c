import { isJsonObject, JsonNumber } from '../../../core/index.ts';

/**
 * Structured clone drops class identity, so a JsonNumber would arrive as a plain
 * `{raw}` object and read as a JSON object. A boxed String never occurs in JSON
 * data and survives the clone, so it carries each number's lexeme across.
 *
 * Neither side copies what it need not: packing copies only the objects and
 * arrays on the way to a number (the rest is handed to the clone as it is), and
 * unpacking swaps the boxed strings for numbers in place, in the clone the page
 * alone holds.
 */
export function packForTransfer(value: unknown): unknown {
  if (value instanceof JsonNumber) return new String(value.raw);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      const packed = packForTransfer(item);
      if (packed === item) continue;
      copy ??= value.slice();
      copy[i] = packed;
    }
    return copy ?? value;
  }
  let copy: Record<string, unknown> | null = null;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const item = record[key];
    const packed = packForTransfer(item);
    if (packed === item) continue;
    copy ??= copyOf(record);
    define(copy, key, packed);
  }
  return copy ?? value;
}

/** Where the page keeps the long arrays sent ahead of an answer (answer-parts.ts). */
interface PartSource {
  take(part: number): unknown[] | undefined;
}

/**
 * The page's half, in place in the clone the page alone holds. With `last` (the
 * lane's last answer as the page unpacked it), a boxed Boolean stands for the part
 * of `last` at the same place (answer-sharing.ts) and is replaced by it, and an
 * array led by a boxed `false` is the window of the last array that changed. A boxed
 * Number stands for a long array sent ahead in `parts` (answer-parts.ts).
 */
export function unpackFromTransfer(value: unknown, last?: unknown, parts?: PartSource): unknown {
  if (value instanceof Boolean) {
    if (last === undefined) throw new SharingLostStep();
    return last;
  }
  if (value instanceof String) return new JsonNumber(value.valueOf());
  if (value instanceof Number) {
    const items = parts?.take(value.valueOf());
    if (!items) throw new SharingLostStep();
    return unpackFromTransfer(items, last, parts);
  }
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    if (value[0] instanceof Boolean && !value[0].valueOf()) return unpackWindow(value, last, parts);
    const lastItems = Array.isArray(last) ? last : undefined;
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      if (item !== null && typeof item === 'object')
        value[i] = unpackFromTransfer(item, lastItems?.[i], parts);
    }
    return value;
  }
  if (!isJsonObject(value)) return value;
  const record = value as Record<string, unknown>;
  const lastRecord = isJsonObject(last) ? (last as Record<string, unknown>) : undefined;
  for (const key of Object.keys(record)) {
    const item = record[key];
    if (item === null || typeof item !== 'object') continue;
    const lastItem = lastRecord && Object.hasOwn(lastRecord, key) ? lastRecord[key] : undefined;
    const unpacked = unpackFromTransfer(item, lastItem, parts);
    if (unpacked !== item) define(record, key, unpacked);
  }
  return value;
}

/**
 * An array sent as the window that changed (answer-sharing.ts, `shareArray`):
 * the last array's first `prefix` and last `suffix` items around the window's
 * own, each unpacked against the last array's item at the same place from the
 * start.
 */
function unpackWindow(value: unknown[], last: unknown, parts?: PartSource): unknown[] {
  const prefix = value[1];
  const suffix = value[2];
  if (
    !Array.isArray(last) ||
    typeof prefix !== 'number' ||
    typeof suffix !== 'number' ||
    prefix + suffix > last.length
  )
    throw new SharingLostStep();
  const items = value.length - 3;
  const lastEnd = last.length - suffix;
  const out = new Array<unknown>(prefix + items + suffix);
  for (let at = 0; at < prefix; at++) out[at] = last[at];
  for (let k = 0; k < items; k++) {
    const at = prefix + k;
    const item = value[3 + k];
    out[at] =
      item !== null && typeof item === 'object'
        ? unpackFromTransfer(item, at < lastEnd ? last[at] : undefined, parts)
        : item;
  }
  for (let k = 0; k < suffix; k++) out[prefix + items + k] = last[lastEnd + k];
  return out;
}

/** Thrown when an answer refers to a last answer or a part the page does not hold: the two halves lost step. */
export class SharingLostStep extends Error {
  constructor() {
    super('an answer referred to an earlier answer this page does not hold');
  }
}

export function copyOf(record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(record)) define(out, key, record[key]);
  return out;
}

// A key such as "__proto__" in a tool schema must stay an ordinary property. Any other key is
// assigned: Object.prototype has no setter but that one, and defining every property of a
// 10,000-row answer cost the page several milliseconds an edit.
export function define(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}
