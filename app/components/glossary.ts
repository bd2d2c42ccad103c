import {
  INDEX_BUDGET_BYTES,
  MAX_SEARCH_RESPONSE_BYTES,
  MAX_SEARCH_SCHEMA_BYTES,
  MODEL_SAFE_MAX_BYTES,
  NAMESPACE_TAIL_RESERVE,
} from '../../core/index.ts';

/**
 * What each term on screen means, in a sentence. The figures come from the core
 * (DISCLOSURE.md §6, §8), so an explanation cannot disagree with the rule.
 */
export const GLOSSARY = {
  tier: 'Core tools are always advertised with their schema (named in the core list, or a bridge); every other tool is discoverable: advertised only while the set fits the caps, otherwise reached through tool_search.',
  threshold:
    'The defer threshold: when the advertised tools’ estimated tokens would pass it (or their count passes max_tools), the discoverable tools are deferred behind tool_search.',
  fair_round:
    'Round 0 names the first tool of every namespace, round 1 the second of each, and so on, so no namespace is named twice before every namespace is named once. Lines stop when the next would not fit the budget.',
  budget: `The index aims to stay within ${INDEX_BUDGET_BYTES} UTF-8 bytes.`,
  reserve: `Namespace and name lines stop ${NAMESPACE_TAIL_RESERVE} bytes short of the ${INDEX_BUDGET_BYTES}-byte budget, at ${INDEX_BUDGET_BYTES - NAMESPACE_TAIL_RESERVE}, keeping room for the closing “…and N more” line.`,
  hard_cap: `No description over ${MODEL_SAFE_MAX_BYTES} bytes is ever sent: past it the model-safe check fails.`,
  model_safe: `The description the model reads must be at most ${MODEL_SAFE_MAX_BYTES} bytes and free of characters a model cannot take.`,
  schema_complete: `Whether a search result carries the tool’s whole parameter schema: schemas over ${MAX_SEARCH_SCHEMA_BYTES} bytes are left out (and the whole response stays under ${MAX_SEARCH_RESPONSE_BYTES} bytes), so the model must call tool_describe first.`,
  bm25f_terms:
    'The query is split into terms; each term scores by how rare it is across the catalog (idf) and where it appears in a tool (name, id, description, parameters, each with its weight). The contributions add up to the score.',
  deferred: 'Deferred tools are not in the tools array this turn; the model finds them through tool_search.',
  max_tools: 'At most this many tools are advertised before the discoverable ones are deferred.',
} as const;

export type GlossaryTerm = keyof typeof GLOSSARY;
