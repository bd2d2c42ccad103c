import { documented, observed, type RuntimeFact, source } from './source.ts';

/**
 * Caps of clients that send every tool themselves (read 2026-12-03). These
 * runtimes do not take IronClaw's deferral: the whole permitted catalog is
 * what they would send, so each cap is checked against it.
 */

const VSCODE = source(
  'VS Code docs: Use tools in chat',
  'https://code.visualstudio.com/docs/copilot/chat/chat-tools',
);
const COPILOT_CLI = source(
  'GitHub Docs: Copilot CLI tool search',
  'https://docs.github.com/en/copilot/concepts/agents/copilot-cli/tool-search',
);
const WINDSURF = source(
  'Windsurf docs: Cascade MCP integration',
  'https://docs.windsurf.com/windsurf/cascade/mcp',
);
const CURSOR = source(
  'Cursor docs (older edition): Model Context Protocol',
  'https://docs.cursor.com/context/model-context-protocol',
);
const GEMINI_OBSERVED = source(
  'google-gemini/gemini-cli issue 19083 (error text as returned)',
  'https://github.com/google-gemini/gemini-cli/issues/19083',
);
const VERTEX_SDK_REFERENCE = source(
  'Vertex AI Node.js SDK reference: FunctionDeclarationsTool',
  'https://cloud.google.com/vertex-ai/generative-ai/docs/reference/nodejs/latest/vertexai/functiondeclarationstool',
);
const VERTEX_FUNCTION_CALLING = source(
  'Vertex AI reference: Function calling API (limitations)',
  'https://cloud.google.com/vertex-ai/generative-ai/docs/model-reference/function-calling',
);

export const VSCODE_MAX_TOOLS = 128;
export const VSCODE_VIRTUAL_TOOLS_THRESHOLD = 128;
export const COPILOT_CLI_SEARCH_FROM = 30;
export const WINDSURF_MAX_TOOLS = 100;
export const CURSOR_FIRST_TOOLS = 40;
export const GEMINI_MAX_DECLARATIONS = 512;
/** Vertex AI's references: the SDK reference says 64, the Function Calling API reference (later) 128. */
export const VERTEX_SDK_MAX_DECLARATIONS = 64;
export const VERTEX_MAX_DECLARATIONS = 128;
/** The error VS Code's docs give for a request past its cap. */
export const VSCODE_CAP_ERROR = 'Cannot have more than 128 tools per request.';
export const GEMINI_CAP_ERROR =
  'The GenerateContentRequest proto is invalid:\n  * tools[0].function_declarations: [FIELD_INVALID] At most 512 function declarations can be specified.';

export const VSCODE_FACTS: readonly RuntimeFact[] = [
  documented(
    'vscode.max_tools',
    `Copilot Chat sends at most ${VSCODE_MAX_TOOLS} tools in a request. Past github.copilot.chat.virtualTools.threshold (default ${VSCODE_VIRTUAL_TOOLS_THRESHOLD}) tools are grouped into "virtual tools" the model opens first.`,
    VSCODE,
  ),
  documented('vscode.error_text', `A request past the cap fails with "${VSCODE_CAP_ERROR}"`, VSCODE),
];
export const COPILOT_CLI_FACTS: readonly RuntimeFact[] = [
  documented(
    'copilot_cli.search_threshold',
    `Below roughly ${COPILOT_CLI_SEARCH_FROM} tools Copilot CLI skips tool search and loads every tool; past that only its built-in tools load up front and MCP and other external tools are held back for search.`,
    COPILOT_CLI,
  ),
];
export const WINDSURF_FACTS: readonly RuntimeFact[] = [
  documented(
    'windsurf.max_tools',
    `Cascade takes at most ${WINDSURF_MAX_TOOLS} tools in total; past that tools must be turned off.`,
    WINDSURF,
  ),
];
export const CURSOR_FACTS: readonly RuntimeFact[] = [
  observed(
    'cursor.first_tools',
    `Cursor’s older docs: only the first ${CURSOR_FIRST_TOOLS} tools are sent to the agent. What happens to the rest (an error or a silent drop) is not stated there.`,
    CURSOR,
  ),
];
export const GEMINI_FACTS: readonly RuntimeFact[] = [
  observed(
    'gemini.max_declarations',
    `The Gemini API was seen to reject more than ${GEMINI_MAX_DECLARATIONS} function declarations with 400 INVALID_ARGUMENT; the Gemini API's own pages read here give no number.`,
    GEMINI_OBSERVED,
  ),
  documented(
    'gemini.vertex_sdk_declarations',
    `Vertex AI's SDK reference: "Maximum ${VERTEX_SDK_MAX_DECLARATIONS} function declarations can be provided."`,
    VERTEX_SDK_REFERENCE,
  ),
  documented(
    'gemini.vertex_declarations',
    `Vertex AI's Function Calling API reference, a later edition: at most ${VERTEX_MAX_DECLARATIONS} function declarations in a request.`,
    VERTEX_FUNCTION_CALLING,
  ),
];
