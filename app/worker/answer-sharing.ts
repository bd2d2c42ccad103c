import { unpackFromTransfer } from './transfer.ts';

/**
 * An answer goes to the page as what changed since the lane's last answer: any
 * part equal to the same place in the last one crosses as one small marker, and
 * the page puts its own copy of that part back. At 10,000 tools a report is
 * about 5 MB of structured clone, and an edit changes a few entries of it; the
 * clone, on both threads, follows what changed instead. The parts taken back are
 * the very objects the page already holds, so what draws them sees them unchanged.
 *
 * The marker is a boxed Boolean: JSON data never holds one, and it survives the
 * structured clone (as the boxed String of a packed number does, see transfer.ts).
 */
const SAME = new Boolean(true);

/**
 * The Worker's half: `next` with every part deep-equal to `last` at the same place
 * replaced by the marker. Both are packed values (transfer.ts); `last` is the value
 * the lane sent before, or undefined.
 */
export function shareWithLast(next: unknown, last: unknown): unknown {
  return last === undefined ? next : share(next, last);
}

function share(next: unknown, last: unknown): unknown {
  if (next === last) return typeof next === 'object' && next !== null ? SAME : next;
  if (next === null || typeof next !== 'object' || last === null || typeof last !== 'object') return next;
  if (next instanceof String)
    return last instanceof String && last.valueOf() === next.valueOf() ? SAME : next;
  if (Array.isArray(next)) {
    if (!Array.isArray(last) || last.length !== next.length) return next;
    let same = true;
    const out = new Array<unknown>(next.length);
    for (let i = 0; i < next.length; i++) {
      const part = share(next[i], last[i]);
      if (part !== SAME && !(part === next[i] && part === last[i])) same = false;
      out[i] = part;
    }
    return same ? SAME : out;
  }
  if (!isPlainRecord(next) || !isPlainRecord(last)) return next;
  const keys = Object.keys(next);
  let same = keys.length === Object.keys(last).length;
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const item = next[key];
    const part = Object.hasOwn(last, key) ? share(item, last[key]) : item;
    if (part !== SAME && !(part === item && Object.hasOwn(last, key) && part === last[key])) same = false;
    define(out, key, part);
  }
  return same ? SAME : out;
}

/** Thrown when an answer refers to a last answer the page does not hold: the two halves lost step. */
export class SharingLostStep extends Error {
  constructor() {
    super('an answer referred to an earlier answer this page does not hold');
  }
}

/**
 * The page's half: the answer with each marker replaced by the part of `last` (the
 * lane's last answer as the page decoded it) at the same place, and every new part
 * unpacked (transfer.ts). Changes `wire` in place; it is the page's own clone.
 */
export function restoreShared(wire: unknown, last: unknown): unknown {
  if (wire instanceof Boolean) {
    if (last === undefined) throw new SharingLostStep();
    return last;
  }
  if (wire === null || typeof wire !== 'object') return wire;
  if (wire instanceof String) return unpackFromTransfer(wire);
  if (Array.isArray(wire)) {
    const lastItems = Array.isArray(last) ? last : undefined;
    for (let i = 0; i < wire.length; i++) {
      const item = wire[i];
      if (item !== null && typeof item === 'object') wire[i] = restoreShared(item, lastItems?.[i]);
    }
    return wire;
  }
  if (!isPlainRecord(wire)) return wire;
  const record = wire;
  const lastRecord = isPlainRecord(last) ? last : undefined;
  for (const key of Object.keys(record)) {
    const item = record[key];
    if (item === null || typeof item !== 'object') continue;
    const lastItem = lastRecord && Object.hasOwn(lastRecord, key) ? lastRecord[key] : undefined;
    const restored = restoreShared(item, lastItem);
    if (restored !== item) define(record, key, restored);
  }
  return wire;
}

/** An object literal's kind of object: not an array, a packed number, a typed array or any other class. */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

// A key such as "__proto__" in a tool schema must stay an ordinary property.
function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
