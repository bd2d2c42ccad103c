import { define } from './transfer.ts';

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

/** An object literal's kind of object: not an array, a packed number, a typed array or any other class. */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
