import { isPlainRecord } from './answer-sharing.ts';
import { copyOf, define } from './transfer.ts';

/**
 * A first answer about a very large catalog is a large structured clone. The page
 * reads a message in one task, so one message that size held the page's thread
 * (and the garbage it left held it longer). The Worker sends the
 * long arrays of an answer ahead of it, in parts of a thousand items, each a
 * message and so a task of its own; in the answer itself such an array is a boxed
 * Number naming its part. JSON data never holds a boxed Number, and neither do the
 * markers of transfer.ts and answer-sharing.ts (boxed String and Boolean).
 *
 * An answer that repeats the last one in most places (answer-sharing.ts) is mostly
 * markers: it crosses whole.
 */
const PART_ITEMS = 1_000;
/**
 * Arrays longer than this are sent ahead: in a very large catalog even the
 * namespaces' lists of names, each a few hundred long or more, made a heavy head.
 */
const LONG_ARRAY = 256;

interface SplitAnswer {
  /** The answer with every long array replaced by `new Number(part)`. */
  head: unknown;
  /** Part k holds the items of the array `new Number(k)` stands for. */
  parts: unknown[][];
}

/**
 * The Worker's half. Copies only the objects and arrays on the way to a long
 * array; the items of a long array are not searched further, so the page finds
 * every part by walking the head alone.
 */
export function splitLongArrays(value: unknown, longerThan = LONG_ARRAY): SplitAnswer {
  const parts: unknown[][] = [];
  const walk = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node;
    if (Array.isArray(node)) {
      if (node.length > longerThan && freshItems(node) > longerThan) {
        parts.push(node);
        return new Number(parts.length - 1);
      }
      let copy: unknown[] | null = null;
      for (let i = 0; i < node.length; i++) {
        const next = walk(node[i]);
        if (next === node[i]) continue;
        copy ??= node.slice();
        copy[i] = next;
      }
      return copy ?? node;
    }
    if (!isPlainRecord(node)) return node;
    let copy: Record<string, unknown> | null = null;
    for (const key of Object.keys(node)) {
      const next = walk(node[key]);
      if (next === node[key]) continue;
      copy ??= copyOf(node);
      define(copy, key, next);
    }
    return copy ?? node;
  };
  return { head: walk(value), parts };
}

/**
 * Items other than answer-sharing.ts's marker for an unchanged part. An array of
 * markers clones cheaply (the one marker object crosses once, then as references):
 * after an edit most long arrays are such, and they cross with their answer.
 */
function freshItems(items: readonly unknown[]): number {
  let fresh = 0;
  for (const item of items) if (!(item instanceof Boolean)) fresh++;
  return fresh;
}

/** The messages that carry a part: at most `maxItems` items each, in order. */
export function chunksOf(items: readonly unknown[], maxItems = PART_ITEMS): unknown[][] {
  const chunks: unknown[][] = [];
  for (let at = 0; at < items.length; at += maxItems) chunks.push(items.slice(at, at + maxItems));
  return chunks;
}

/** The page's half of the parts: each part's chunks joined in the order they came. */
export class ArrivingParts {
  private readonly byPart = new Map<number, unknown[]>();
  /** Whether any part came: the answer is a large one. */
  arrived = false;

  /** `items` is the page's own (a message's clone), so the first chunk is kept as it came. */
  add(part: number, items: unknown[]): void {
    this.arrived = true;
    const held = this.byPart.get(part);
    if (held) for (const item of items) held.push(item);
    else this.byPart.set(part, items);
  }

  /** The whole part, or undefined when none of it came. */
  take(part: number): unknown[] | undefined {
    const items = this.byPart.get(part);
    this.byPart.delete(part);
    return items;
  }
}
