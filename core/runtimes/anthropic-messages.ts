import { documented, observed, type RuntimeFact, source } from './source.ts';

/** Anthropic Messages API tool search (platform.claude.com, read 2026-12-03). */

const TOOL_SEARCH = source(
  'Claude docs: Tool search tool',
  'https://platform.claude.com/docs/en/agents-and-tools/tool-use/tool-search-tool',
);
const PROMPT_CACHING = source(
  'Claude docs: Tool use with prompt caching',
  'https://platform.claude.com/docs/en/agents-and-tools/tool-use/tool-use-with-prompt-caching',
);
const TOOL_REFERENCE = source(
  'Claude docs: Tool reference (status of each Anthropic tool)',
  'https://platform.claude.com/docs/en/agents-and-tools/tool-use/tool-reference',
);
const BETA_HEADER_OBSERVED = source(
  'pydantic/pydantic-ai pull request 3550 (the beta the launch required)',
  'https://github.com/pydantic/pydantic-ai/pull/3550',
);
const DEFINE_TOOLS = source(
  'Claude docs: Define tools',
  'https://platform.claude.com/docs/en/agents-and-tools/tool-use/define-tools',
);

/** The two search tools a request may carry; the export uses BM25, IronClaw's own ranking. */
export const ANTHROPIC_SEARCH_TOOLS = {
  bm25: { type: 'tool_search_tool_bm25_20251119', name: 'tool_search_tool_bm25' },
  regex: { type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' },
} as const;

/** Tool search's catalog limit: the tools one search can cover. */
export const ANTHROPIC_MAX_TOOLS = 10_000;
/** The beta header tool search needed at its launch; the current tool reference lists it as generally available. */
export const ANTHROPIC_TOOL_SEARCH_BETA = 'advanced-tool-use-2025-11-20';
export const ANTHROPIC_SEARCH_RESULTS = { min: 3, max: 5 } as const;
export const ANTHROPIC_MAX_REGEX_CHARS = 200;
export const ANTHROPIC_ALL_DEFERRED_ERROR =
  'All tools have defer_loading set. At least one tool must be non-deferred.';
/** Tool names: `^[a-zA-Z0-9_-]{1,64}$`. */
export const ANTHROPIC_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,64}$/;

export const ANTHROPIC_FACTS: readonly RuntimeFact[] = [
  documented(
    'anthropic.search_tool',
    'Tool search is a tool in the request: {"type": "tool_search_tool_bm25_20251119", "name": "tool_search_tool_bm25"} or the regex variant tool_search_tool_regex_20251119 / tool_search_tool_regex.',
    TOOL_SEARCH,
  ),
  documented(
    'anthropic.defer_loading',
    'Tools marked "defer_loading": true stay hidden from the model until a search finds them; the search tool itself is never deferred.',
    TOOL_SEARCH,
  ),
  documented(
    'anthropic.one_not_deferred',
    `At least one tool must not be deferred; otherwise the request fails with 400 "${ANTHROPIC_ALL_DEFERRED_ERROR}"`,
    TOOL_SEARCH,
  ),
  documented(
    'anthropic.max_tools',
    `Tool search covers a catalog of at most ${ANTHROPIC_MAX_TOOLS} tools.`,
    TOOL_SEARCH,
  ),
  documented(
    'anthropic.tool_search_status',
    'The tool reference lists the tool search tool as generally available: no beta header.',
    TOOL_REFERENCE,
  ),
  observed(
    'anthropic.tool_search_beta',
    `At its launch tool search, and defer_loading with it, needed the header anthropic-beta: ${ANTHROPIC_TOOL_SEARCH_BETA}; older documentation and SDK versions still send it.`,
    BETA_HEADER_OBSERVED,
  ),
  documented(
    'anthropic.results',
    `A search returns ${ANTHROPIC_SEARCH_RESULTS.min}–${ANTHROPIC_SEARCH_RESULTS.max} tools; regex patterns are at most ${ANTHROPIC_MAX_REGEX_CHARS} characters.`,
    TOOL_SEARCH,
  ),
  documented(
    'anthropic.tool_reference',
    'Found tools arrive in the conversation as tool_reference blocks; deferred tools stay out of the cached prefix, so finding one does not change the tools array.',
    PROMPT_CACHING,
  ),
  documented(
    'anthropic.names',
    'Tool names match ^[a-zA-Z0-9_-]{1,64}$; input_schema is a JSON Schema object.',
    DEFINE_TOOLS,
  ),
];

/** The documented 400 when no tool in `tools` is left undeferred, or null when the request is accepted. */
export function checkAnthropicDeferral(tools: readonly { defer_loading?: boolean }[]): string | null {
  return tools.length > 0 && tools.every((t) => t.defer_loading === true)
    ? ANTHROPIC_ALL_DEFERRED_ERROR
    : null;
}
