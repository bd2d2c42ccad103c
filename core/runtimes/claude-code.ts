import { documented, type RuntimeFact, source } from './source.ts';

/** Claude Code / Agent SDK: when MCP tools are deferred behind tool search (read 2026-12-03). */

const CLAUDE_CODE_MCP = source('Claude Code docs: MCP (tool search)', 'https://code.claude.com/docs/en/mcp');

/** `auto` turns search on when all tool definitions exceed this share of the context window. */
export const CLAUDE_CODE_AUTO_PERCENT = 10;

export const CLAUDE_CODE_FACTS: readonly RuntimeFact[] = [
  documented(
    'claude_code.enable_tool_search',
    `ENABLE_TOOL_SEARCH unset or "true": tool search always on; "auto": on when all tool definitions exceed ${CLAUDE_CODE_AUTO_PERCENT} % of the context window; "auto:N": the same at N %; "false": off, every tool sent.`,
    CLAUDE_CODE_MCP,
  ),
  documented(
    'claude_code.base_url',
    'Behind an ANTHROPIC_BASE_URL that is not Anthropic’s, tool search is off by default.',
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

/** Whether Claude Code defers MCP tools for this setting, tool-definition size and endpoint. */
export function decideToolSearch(
  setting: ToolSearchSetting,
  toolTokens: number,
  contextWindow: number,
  anthropicBaseUrl: boolean,
): ToolSearchDecision {
  if (setting.kind === 'false') return { on: false, why: 'ENABLE_TOOL_SEARCH=false turns it off' };
  if (setting.kind === 'unset' && !anthropicBaseUrl)
    return { on: false, why: 'off by default behind a non-Anthropic ANTHROPIC_BASE_URL' };
  if (setting.kind !== 'auto') return { on: true, why: 'on: always' };
  const threshold = (contextWindow * setting.percent) / 100;
  const on = toolTokens > threshold;
  return {
    on,
    why: `auto:${setting.percent}: tool definitions ${toolTokens} tokens ${on ? '>' : '≤'} ${setting.percent} % of ${contextWindow} (${threshold})`,
  };
}
