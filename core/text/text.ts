import { utf8BytesAt } from './utf8-length.ts';

/**
 * Text rules upstream takes from Rust: UTF-8 byte lengths, byte-order comparison,
 * and Unicode White_Space trimming (DISCLOSURE.md, preamble).
 */

/**
 * UTF-8 byte order, which equals code point order. UTF-16 code unit order (the
 * default `<`) differs only when a surrogate pair meets a code unit >= U+E000.
 */
export function compareBytes(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) {
      const xs = x >= 0xd800 && x <= 0xdfff;
      const ys = y >= 0xd800 && y <= 0xdfff;
      if (xs !== ys) return xs ? 1 : -1;
      return x < y ? -1 : 1;
    }
  }
  return a.length - b.length;
}

/**
 * `items` sorted (stably) by `keyOf` in UTF-8 byte order. JavaScript's own string
 * comparison (UTF-16 code units) agrees with it unless a code unit is U+D800 or
 * above, which tool names almost never hold; when none does, the native comparison
 * sorts 10,000 names in a fraction of the time of comparing them code unit by code unit.
 */
export function sortByBytes<T>(items: T[], keyOf: (item: T) => string, memo?: SortMemo): T[] {
  const keys = items.map(keyOf);
  const order = memo ? orderAfter(memo, keys) : byteOrder(keys);
  if (memo) {
    memo.keys = keys;
    memo.order = order;
  }
  const sorted = order.map((i) => items[i]!);
  for (let i = 0; i < items.length; i++) items[i] = sorted[i]!;
  return items;
}

/**
 * The last keys a sort was given and the order it put them in. An edit of one
 * definition rarely renames more than one, and sorting a large catalog's names
 * again is costly on every edit: the same keys, in the same places, are sorted into the
 * same order, and a few keys changed in place are moved (orderAfter).
 */
export interface SortMemo {
  keys: readonly string[];
  order: readonly number[];
}

export function createSortMemo(): SortMemo {
  return { keys: [], order: [] };
}

/** Past this many keys changed in place, sorting afresh costs no more than moving each. */
const MAX_MOVED_KEYS = 32;

/**
 * The order of `keys` from the memo's order of the last keys: the same when no key
 * changed; when a few changed in place (an edit renamed a tool or changed its id),
 * those are taken out and each put back where a binary search by (key, position)
 * finds it, which is exactly where a stable sort puts it; otherwise a fresh sort.
 */
function orderAfter(memo: SortMemo, keys: readonly string[]): readonly number[] {
  if (memo.keys.length !== keys.length) return byteOrder(keys);
  const moved: number[] = [];
  for (let i = 0; i < keys.length; i++) {
    if (memo.keys[i] === keys[i]) continue;
    if (moved.length === MAX_MOVED_KEYS) return byteOrder(keys);
    moved.push(i);
  }
  if (moved.length === 0) return memo.order;
  const movedSet = new Set(moved);
  const order = memo.order.filter((i) => !movedSet.has(i));
  for (const i of moved) {
    const key = keys[i]!;
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const j = order[mid]!;
      const c = compareBytes(keys[j]!, key);
      if (c < 0 || (c === 0 && j < i)) lo = mid + 1;
      else hi = mid;
    }
    order.splice(lo, 0, i);
  }
  return order;
}

/** The positions of `keys` in stable UTF-8 byte order. */
function byteOrder(keys: readonly string[]): number[] {
  const positions = keys.map((_, i) => i);
  const native = keys.every((key) => !BEYOND_NATIVE_ORDER.test(key));
  return positions.sort((a, b) => {
    const x = keys[a]!;
    const y = keys[b]!;
    const c = native ? (x < y ? -1 : x > y ? 1 : 0) : compareBytes(x, y);
    return c !== 0 ? c : a - b;
  });
}

/**
 * `strings` sorted in place in UTF-8 byte order, natively when no string holds a code unit
 * at or past U+D800; with a memo, the same strings as last time take last time's order.
 */
export function sortStringsByBytes(strings: string[], memo?: SortMemo): string[] {
  if (memo) return sortByBytes(strings, (s) => s, memo);
  return strings.some((s) => BEYOND_NATIVE_ORDER.test(s)) ? strings.sort(compareBytes) : strings.sort();
}

const BEYOND_NATIVE_ORDER = /[\uD800-\uFFFF]/;

const LEADING_WHITE_SPACE = /^\p{White_Space}+/u;
const TRAILING_WHITE_SPACE = /\p{White_Space}+$/u;

/** Rust's `str::trim`: Unicode White_Space on both ends (U+0085 and U+3000 yes, U+FEFF no). */
export function trimWhiteSpace(s: string): string {
  return s.replace(LEADING_WHITE_SPACE, '').replace(TRAILING_WHITE_SPACE, '');
}

export function trimEndWhiteSpace(s: string): string {
  return s.replace(TRAILING_WHITE_SPACE, '');
}

/**
 * The longest prefix of `s` whose UTF-8 length is at most `maxBytes`, cut at a
 * character boundary (a lone surrogate counts as one character of 3 bytes, as
 * utf8Length counts it). Read by code units: the search index cuts every field
 * of every tool with it.
 */
export function truncateToBytes(s: string, maxBytes: number): string {
  // No UTF-16 unit is more than 3 bytes of UTF-8 (a pair, 2 units, is 4).
  if (s.length * 3 <= maxBytes) return s;
  let bytes = 0;
  let i = 0;
  while (i < s.length) {
    const len = utf8BytesAt(s, i);
    if (bytes + len > maxBytes) break;
    bytes += len;
    i += len === 4 ? 2 : 1;
  }
  return i === s.length ? s : s.slice(0, i);
}
