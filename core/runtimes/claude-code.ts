import { documented, type RuntimeFact, source } from './source.ts';

/** Claude Code / Agent SDK: when MCP tools are deferred behind tool search (read 2026-12-03). */

const CLAUDE_CODE_MCP = source('Claude Code docs: MCP (tool search)', 'https://code.claude.com/docs/en/mcp');
const AGENT_SDK_TOOL_SEARCH = source(
  'Claude Agent SDK docs: Scale to many tools with tool search',
  'https://code.claude.com/docs/en/agent-sdk/tool-search',
);

/** `auto` turns search on when all tool definitions exceed this share of the context window. */
export const CLAUDE_CODE_AUTO_PERCENT = 10;

export const CLAUDE_CODE_FACTS: readonly RuntimeFact[] = [
  documented(
    'claude_code.enable_tool_search',
    `ENABLE_TOOL_SEARCH unset: tool search on; "true": always on; "auto": the combined tokens of all tool definitions are checked against the context window, and past ${CLAUDE_CODE_AUTO_PERCENT} % tool search turns on for them, below it every tool loads as usual (it does not defer only the part past the threshold); "auto:N": the same at N %; "false": off, every tool sent.`,
    AGENT_SDK_TOOL_SEARCH,
  ),
  documented(
    'claude_code.base_url',
    'Behind an ANTHROPIC_BASE_URL that is not a first-party host, tool search is off by default (most proxies do not forward tool_reference blocks): tools load up front.',
    AGENT_SDK_TOOL_SEARCH,
  ),
  documented(
    'claude_code.vertex',
    'On Vertex AI tool search is off by default; there it is supported from Claude Sonnet 4.5 and Claude Opus 4.5 on, and "true" on an older Vertex model makes the request fail.',
    AGENT_SDK_TOOL_SEARCH,
  ),
  documented(
    'claude_code.models',
    'Tool search needs Claude Sonnet 4 or later or Claude Opus 4 or later; Haiku models do not support it.',
    AGENT_SDK_TOOL_SEARCH,
  ),
  documented(
    'claude_code.mcp',
    'MCP tool definitions are deferred by default: only tool names and server instructions load at session start.',
    CLAUDE_CODE_MCP,
  ),
];

export type ToolSearchSetting = { kind: 'unset' | 'true' | 'false' } | { kind: 'auto'; percent: number };

/** Reads an ENABLE_TOOL_SEARCH value; null for a value Claude Code does not define. */
export function readToolSearchSetting(value: string | undefined): ToolSearchSetting | null {
  if (value === undefined || value === '') return { kind: 'unset' };
  if (value === 'true' || value === 'false') return { kind: value };
  if (value === 'auto') return { kind: 'auto', percent: CLAUDE_CODE_AUTO_PERCENT };
  const m = /^auto:(\d{1,3})$/.exec(value);
  if (m) {
    const percent = Number(m[1]);
    if (percent >= 0 && percent <= 100) return { kind: 'auto', percent };
  }
  return null;
}

interface ToolSearchDecision {
  on: boolean;
  why: string;
}

/** Where Claude Code sends its requests: Anthropic's API, Vertex AI, or another ANTHROPIC_BASE_URL. */
type ClaudeCodeEndpoint = 'anthropic' | 'vertex' | 'other_base_url';

/** Whether Claude Code defers MCP tools for this setting, tool-definition size and endpoint. */
export function decideToolSearch(
  setting: ToolSearchSetting,
  toolTokens: number,
  contextWindow: number,
  endpoint: ClaudeCodeEndpoint,
): ToolSearchDecision {
  // Each reason leaves the setting and the endpoint to its caller, who names them.
  if (setting.kind === 'false') return { on: false, why: 'off: every tool loads up front' };
  if (setting.kind === 'unset' && endpoint !== 'anthropic')
    return {
      on: false,
      why:
        endpoint === 'vertex'
          ? 'off by default: every tool loads up front'
          : 'off by default behind a non-first-party ANTHROPIC_BASE_URL: every tool loads up front',
    };
  if (setting.kind !== 'auto') return { on: true, why: 'on: MCP tools are deferred and found by search' };
  const threshold = (contextWindow * setting.percent) / 100;
  const on = toolTokens > threshold;
  return {
    on,
    why: `tool definitions ${toolTokens} tokens ${on ? '>' : '≤'} ${setting.percent} % of ${contextWindow} (${threshold}), so ${on ? 'all of them are deferred' : 'every tool loads up front'}`,
  };
}
