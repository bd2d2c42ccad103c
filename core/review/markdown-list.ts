import type { MarkdownLimits, Omissions } from './markdown-budget.ts';
import { inlineCode, wrapProse } from './markdown-text.ts';

/** What each section of the review's Markdown writes within: the limits, and the count of what it left out. */
export interface MarkdownContext {
  limits: MarkdownLimits;
  left: Omissions;
}

/** A list item wrapped, its continuation lines indented into the item. */
export function item(line: string): string {
  return wrapProse(line, undefined, '  ');
}

/** Names as code, as many as the limits allow, then "and N more". */
export function names(list: readonly string[], ctx: MarkdownContext): string {
  const n = ctx.limits.names;
  const shown = list.slice(0, n).map(inlineCode).join(', ');
  if (list.length <= n) return shown;
  ctx.left.add('names in lists', list.length - n);
  return `${shown} and ${list.length - n} more`;
}

/** The first `limit` of a list, the rest counted as `what`. */
export function firstOf<T>(list: readonly T[], limit: number, what: string, ctx: MarkdownContext): T[] {
  ctx.left.add(what, list.length - limit);
  return list.slice(0, limit);
}

export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0';
}
