import { documented, observed, type RuntimeFact, source } from './source.ts';

/** OpenAI Chat Completions: no tool search, a hard cap on functions (read 2026-12-03). */

const CHAT_REFERENCE = source(
  'OpenAI API reference: Create chat completion (tools)',
  'https://platform.openai.com/docs/api-reference/chat/create',
);
const FUNCTION_CALLING = source(
  'OpenAI docs: Function calling',
  'https://developers.openai.com/api/docs/guides/function-calling',
);
const OBSERVED_400 = source(
  'julep-ai/julep issue 330 (error text as returned)',
  'https://github.com/julep-ai/julep/issues/330',
);

export const OPENAI_CHAT_MAX_TOOLS = 128;
export const OPENAI_CHAT_GUIDANCE = 20;
export const OPENAI_CHAT_ERROR_CODE = 'array_above_max_length';

/** The 400's message for `count` tools, as the API words it. */
export function openaiChatCapError(count: number): string {
  return `Invalid 'tools': array too long. Expected an array with maximum length ${OPENAI_CHAT_MAX_TOOLS}, but got an array with length ${count} instead.`;
}

export const OPENAI_CHAT_FACTS: readonly RuntimeFact[] = [
  observed(
    'openai_chat.max_tools',
    `At most ${OPENAI_CHAT_MAX_TOOLS} functions in tools; more was seen to fail with 400 ${OPENAI_CHAT_ERROR_CODE}. The current reference no longer states ${OPENAI_CHAT_MAX_TOOLS}.`,
    OBSERVED_400,
  ),
  documented(
    'openai_chat.no_search',
    'Chat Completions has no tool search: every function in tools is sent.',
    CHAT_REFERENCE,
  ),
  observed(
    'openai_chat.error_text',
    `The 400 reads: "${openaiChatCapError(200).replace('200', 'N')}"`,
    OBSERVED_400,
  ),
  documented(
    'openai_chat.guidance',
    `Guidance: fewer than ${OPENAI_CHAT_GUIDANCE} functions available at the start of a turn.`,
    FUNCTION_CALLING,
  ),
];
