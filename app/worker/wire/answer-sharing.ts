import { JsonNumber } from '../../../core/index.ts';
import { packForTransfer } from './transfer.ts';

/**
 * An answer goes to the page as what changed since the lane's last answer: any
 * part equal to the same place in the last one crosses as one small marker (an
 * array as the window that changed, `shareArray`), and
 * the page puts its own copy of that part back. A large catalog's report is a
 * large structured clone, and an edit changes a few entries of it; the
 * clone, on both threads, follows what changed instead. The parts taken back are
 * the very objects the page already holds, so what draws them sees them unchanged.
 *
 * The marker is a boxed Boolean: JSON data never holds one, and it survives the
 * structured clone (as the boxed String of a packed number does). The page's half
 * is `unpackFromTransfer(answer, last)` (transfer.ts).
 */
const SAME = new Boolean(true);

/**
 * The Worker's half: `next` as it crosses (packed, transfer.ts), with every part
 * deep-equal to `last` at the same place replaced by the marker. Both are answers
 * as the lane made them; `last` is the one it sent before, or undefined. Only the
 * parts that differ are packed, so an edit's answer costs a walk of the parts the
 * core made afresh: a part it reused (the same object as last time) is one marker.
 */
export function shareWithLast(next: unknown, last: unknown): unknown {
  return last === undefined ? packForTransfer(next) : share(next, last);
}

function share(next: unknown, last: unknown): unknown {
  if (next === last) return typeof next === 'object' && next !== null ? SAME : next;
  if (next === null || typeof next !== 'object') return next;
  if (next instanceof JsonNumber)
    return last instanceof JsonNumber && last.raw === next.raw ? SAME : packForTransfer(next);
  if (last === null || typeof last !== 'object') return packForTransfer(next);
  if (Array.isArray(next)) return Array.isArray(last) ? shareArray(next, last) : packForTransfer(next);
  if (!isPlainRecord(next) || !isPlainRecord(last)) return packForTransfer(next);
  const keys = Object.keys(next);
  let out: Record<string, unknown> | null = keys.length === Object.keys(last).length ? null : record();
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k]!;
    const item = next[key];
    const held = Object.hasOwn(last, key);
    const part = held ? share(item, last[key]) : packForTransfer(item);
    if (out === null) {
      if (held && isUnchanged(part, item, last[key])) continue;
      out = record();
      for (let j = 0; j < k; j++) out[keys[j]!] = unchangedAs(next[keys[j]!]);
    }
    out[key] = part;
  }
  return out ?? SAME;
}

/**
 * An array that differs from the last one sent crosses as the window that
 * changed: `[WINDOW, prefix, suffix, ...items]`, where the first `prefix` and the
 * last `suffix` items are those of the last array (equal there, item for item)
 * and the items between are shared with the last array's at the same place from
 * the start. One tool's row changed among 10,000 is one item instead of 10,000
 * markers, and a sorted list that gained or lost an entry (the callable ids, the
 * namespaces) sends what lies between, not every item after the change. The
 * marker is a boxed `false`: JSON data never holds one, and SAME is a boxed `true`.
 */
const WINDOW = new Boolean(false);

function shareArray(next: readonly unknown[], last: readonly unknown[]): unknown {
  const common = Math.min(next.length, last.length);
  // Nothing is allocated while the items are unchanged from the start.
  let prefix = 0;
  let first: unknown;
  for (; prefix < common; prefix++) {
    const part = share(next[prefix], last[prefix]);
    if (!isUnchanged(part, next[prefix], last[prefix])) {
      first = part;
      break;
    }
  }
  if (prefix === next.length && prefix === last.length) return SAME;
  let suffix = 0;
  while (suffix < common - prefix) {
    const item = next[next.length - 1 - suffix];
    const before = last[last.length - 1 - suffix];
    if (!isUnchanged(share(item, before), item, before)) break;
    suffix++;
  }
  const end = next.length - suffix;
  const lastEnd = last.length - suffix;
  const out = new Array<unknown>(3 + end - prefix);
  out[0] = WINDOW;
  out[1] = prefix;
  out[2] = suffix;
  for (let at = prefix; at < end; at++) {
    // An item past the last array's window has nothing of it at its place: it crosses whole.
    out[3 + at - prefix] =
      at >= lastEnd ? packForTransfer(next[at]) : at === prefix ? first : share(next[at], last[at]);
  }
  return out;
}

/** Whether `part` (what `share` made of `item` against `before`) says nothing changed there. */
function isUnchanged(part: unknown, item: unknown, before: unknown): boolean {
  return part === SAME || (part === item && part === before);
}

/** An unchanged part as it crosses: the marker for an object, a primitive as it is. */
function unchangedAs(item: unknown): unknown {
  return item !== null && typeof item === 'object' ? SAME : item;
}

/**
 * A record without a prototype: a key such as "__proto__" is an ordinary property
 * of it when assigned, and the structured clone makes a plain object of it again.
 */
function record(): Record<string, unknown> {
  return Object.create(null) as Record<string, unknown>;
}

/** An object literal's kind of object: not an array, a packed number, a typed array or any other class. */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
