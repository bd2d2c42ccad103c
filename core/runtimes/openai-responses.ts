import { documented, type RuntimeFact, source } from './source.ts';

/** OpenAI Responses API tool search (developers.openai.com, read 2026-12-03). */

const TOOL_SEARCH = source(
  'OpenAI docs: Tool search',
  'https://developers.openai.com/api/docs/guides/tools-tool-search',
);
const FUNCTION_CALLING = source(
  'OpenAI docs: Function calling',
  'https://developers.openai.com/api/docs/guides/function-calling',
);

export const OPENAI_SEARCH_TOOL = { type: 'tool_search' } as const;
/** Guidance: fewer than this many functions in one namespace. */
export const OPENAI_NAMESPACE_GUIDANCE = 10;

export const OPENAI_RESPONSES_FACTS: readonly RuntimeFact[] = [
  documented(
    'openai_responses.search_tool',
    'Tool search is {"type": "tool_search"} in the tools array; defer_loading: true goes on functions, on functions inside a namespace, or on an MCP server.',
    TOOL_SEARCH,
  ),
  documented(
    'openai_responses.what_is_seen',
    'For a deferred function the model still sees its name and description; for a namespace only the namespace’s name and description.',
    TOOL_SEARCH,
  ),
  documented(
    'openai_responses.namespace_size',
    `Guidance: keep fewer than ${OPENAI_NAMESPACE_GUIDANCE} functions in a namespace.`,
    TOOL_SEARCH,
  ),
  documented(
    'openai_responses.append',
    'Loaded tools are appended at the end of the context, so the cached prefix stays as it was.',
    TOOL_SEARCH,
  ),
  documented(
    'openai.names',
    'Function names use a-z, A-Z, 0-9, underscores and dashes, at most 64 characters; parameters is a JSON Schema object.',
    FUNCTION_CALLING,
  ),
];

/** Whether a namespace of `count` functions keeps to the guidance. */
export function namespaceWithinGuidance(count: number): boolean {
  return count < OPENAI_NAMESPACE_GUIDANCE;
}
