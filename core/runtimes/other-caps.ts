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
  'github/copilot-cli issue tracker: tool search behaviour reported in use',
  'https://github.com/github/copilot-cli/issues/4588',
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

export const VSCODE_MAX_TOOLS = 128;
export const VSCODE_VIRTUAL_TOOLS_THRESHOLD = 128;
export const COPILOT_CLI_SEARCH_FROM = 30;
export const WINDSURF_MAX_TOOLS = 100;
export const CURSOR_FIRST_TOOLS = 40;
export const GEMINI_MAX_DECLARATIONS = 512;
export const GEMINI_CAP_ERROR =
  'The GenerateContentRequest proto is invalid:\n  * tools[0].function_declarations: [FIELD_INVALID] At most 512 function declarations can be specified.';

export const VSCODE_FACTS: readonly RuntimeFact[] = [
  documented(
    'vscode.max_tools',
    `Copilot Chat sends at most ${VSCODE_MAX_TOOLS} tools in a request; more is an error. Past github.copilot.chat.virtualTools.threshold (default ${VSCODE_VIRTUAL_TOOLS_THRESHOLD}) tools are grouped into "virtual tools" the model opens first.`,
    VSCODE,
  ),
];
export const COPILOT_CLI_FACTS: readonly RuntimeFact[] = [
  observed(
    'copilot_cli.search_threshold',
    `Below about ${COPILOT_CLI_SEARCH_FROM} tools Copilot CLI skips tool search and sends every tool.`,
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
    `Cursor’s older docs: only the first ${CURSOR_FIRST_TOOLS} tools are sent to the agent; the rest are dropped without an error.`,
    CURSOR,
  ),
];
export const GEMINI_FACTS: readonly RuntimeFact[] = [
  observed(
    'gemini.max_declarations',
    `The Gemini API rejects more than ${GEMINI_MAX_DECLARATIONS} function declarations with 400 INVALID_ARGUMENT (its docs do not state the number).`,
    GEMINI_OBSERVED,
  ),
];
