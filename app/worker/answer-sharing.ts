import { JsonNumber } from '../../core/index.ts';
import { packForTransfer } from './transfer.ts';

/**
 * An answer goes to the page as what changed since the lane's last answer: any
 * part equal to the same place in the last one crosses as one small marker, and
 * the page puts its own copy of that part back. At 10,000 tools a report is
 * about 5 MB of structured clone, and an edit changes a few entries of it; the
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
  if (Array.isArray(next)) {
    if (!Array.isArray(last) || last.length !== next.length) return packForTransfer(next);
    // Most of an answer is unchanged: nothing is allocated until a part differs.
    let out: unknown[] | null = null;
    for (let i = 0; i < next.length; i++) {
      const item = next[i];
      const part = share(item, last[i]);
      if (out === null) {
        if (isUnchanged(part, item, last[i])) continue;
        out = new Array<unknown>(next.length);
        for (let j = 0; j < i; j++) out[j] = unchangedAs(next[j]);
      }
      out[i] = part;
    }
    return out ?? SAME;
  }
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
