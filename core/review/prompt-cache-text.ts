import type { PromptCache } from './compare-scenarios.ts';

/**
 * The prompt-cache lines in words, written once for Compare, the Markdown and
 * the image, so they cannot count differently. The convention: a tools-array
 * entry is "position N", 1-based (position 1 is the first tool), as
 * `tools_first_difference.position` holds it in the JSON report too; a text
 * offset is "byte N", 0-based, as `index_first_difference` and `byte_offset`
 * hold it (the count of identical bytes before the difference).
 */

/** How a name appears in the text: as it is on the page, a code span in Markdown. */
type NameFormat = (name: string) => string;

const plain: NameFormat = (name) => name;

/** Why a side sends no index: no layer in `off`, else everything fits and nothing is deferred. */
interface SideLayer {
  layer_enabled: boolean;
}

/** "byte-identical", "differs from byte 6", or which side does not send it and why. */
export function describeIndexCache(cache: PromptCache, a: SideLayer, b: SideLayer): string {
  const { a: sentA, b: sentB } = cache.index_sent;
  if (!sentA && !sentB) return `not sent on either side (A: ${notSentWhy(a)}; B: ${notSentWhy(b)})`;
  if (!sentA) return `not sent in A (${notSentWhy(a)}); sent in B`;
  if (!sentB) return `sent in A; not sent in B (${notSentWhy(b)})`;
  if (cache.index_identical) return 'byte-identical';
  return `differs from byte ${cache.index_first_difference ?? 0}`;
}

/** Why one side's index is not in the request. */
export function notSentWhy(side: SideLayer): string {
  return side.layer_enabled ? 'nothing is deferred' : 'no disclosure layer';
}

/** "byte-identical" or "differs at position 3 (A: x, B: y), byte 812". */
export function describeToolsCache(cache: PromptCache, name: NameFormat = plain): string {
  const first = cache.tools_first_difference;
  if (cache.tools_array_identical || !first) return 'byte-identical';
  const tool = (t: string | null) => (t === null ? 'none' : name(t));
  return `differs at position ${first.position} (A: ${tool(first.a_tool)}, B: ${tool(first.b_tool)}), byte ${first.byte_offset}`;
}
