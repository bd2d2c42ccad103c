import { describe, expect, it } from 'vitest';
import {
  ANTHROPIC_ALL_DEFERRED_ERROR,
  ANTHROPIC_FACTS,
  ANTHROPIC_MAX_REGEX_CHARS,
  ANTHROPIC_MAX_TOOLS,
  ANTHROPIC_NAME_PATTERN,
  ANTHROPIC_SEARCH_RESULTS,
  ANTHROPIC_SEARCH_TOOLS,
  checkAnthropicDeferral,
} from './anthropic-messages.ts';
import {
  CLAUDE_CODE_AUTO_PERCENT,
  CLAUDE_CODE_FACTS,
  decideToolSearch,
  readToolSearchSetting,
} from './claude-code.ts';
import {
  OPENAI_CHAT_ERROR_CODE,
  OPENAI_CHAT_FACTS,
  OPENAI_CHAT_GUIDANCE,
  OPENAI_CHAT_MAX_TOOLS,
  openaiChatCapError,
} from './openai-chat.ts';
import {
  namespaceWithinGuidance,
  OPENAI_NAMESPACE_GUIDANCE,
  OPENAI_RESPONSES_FACTS,
  OPENAI_SEARCH_TOOL,
} from './openai-responses.ts';
import {
  COPILOT_CLI_FACTS,
  COPILOT_CLI_SEARCH_FROM,
  CURSOR_FACTS,
  CURSOR_FIRST_TOOLS,
  GEMINI_CAP_ERROR,
  GEMINI_FACTS,
  GEMINI_MAX_DECLARATIONS,
  VSCODE_FACTS,
  VSCODE_MAX_TOOLS,
  VSCODE_VIRTUAL_TOOLS_THRESHOLD,
  WINDSURF_FACTS,
  WINDSURF_MAX_TOOLS,
} from './other-caps.ts';
import { SOURCES_READ_ON } from './source.ts';

describe('Anthropic Messages API tool search', () => {
  it('has the documented numbers and tool types', () => {
    expect(ANTHROPIC_MAX_TOOLS).toBe(10_000);
    expect(ANTHROPIC_SEARCH_RESULTS).toEqual({ min: 3, max: 5 });
    expect(ANTHROPIC_MAX_REGEX_CHARS).toBe(200);
    expect(ANTHROPIC_SEARCH_TOOLS.bm25).toEqual({
      type: 'tool_search_tool_bm25_20251119',
      name: 'tool_search_tool_bm25',
    });
    expect(ANTHROPIC_SEARCH_TOOLS.regex).toEqual({
      type: 'tool_search_tool_regex_20251119',
      name: 'tool_search_tool_regex',
    });
  });

  it('refuses a request whose every tool is deferred, with the documented text', () => {
    expect(checkAnthropicDeferral([{ defer_loading: true }, { defer_loading: true }])).toBe(
      'All tools have defer_loading set. At least one tool must be non-deferred.',
    );
    expect(checkAnthropicDeferral([{ defer_loading: true }, {}])).toBeNull();
    expect(checkAnthropicDeferral([])).toBeNull();
    expect(ANTHROPIC_ALL_DEFERRED_ERROR).toContain('At least one tool must be non-deferred');
  });

  it('takes names of 1–64 letters, digits, _ and -', () => {
    expect(ANTHROPIC_NAME_PATTERN.test('a'.repeat(64))).toBe(true);
    expect(ANTHROPIC_NAME_PATTERN.test('a'.repeat(65))).toBe(false);
    expect(ANTHROPIC_NAME_PATTERN.test('a.b')).toBe(false);
  });
});

describe(decideToolSearch, () => {
  const window = 200_000;
  it('is on unset or true, off with false', () => {
    expect(decideToolSearch({ kind: 'unset' }, 1, window, true).on).toBe(true);
    expect(decideToolSearch({ kind: 'true' }, 1, window, true).on).toBe(true);
    expect(decideToolSearch({ kind: 'false' }, 10 ** 9, window, true).on).toBe(false);
  });
  it('is off by default behind a non-Anthropic base URL, unless asked for', () => {
    expect(decideToolSearch({ kind: 'unset' }, 1, window, false).on).toBe(false);
    expect(decideToolSearch({ kind: 'true' }, 1, window, false).on).toBe(true);
  });
  it('auto turns on past 10 % of the context window, auto:N past N %', () => {
    expect(CLAUDE_CODE_AUTO_PERCENT).toBe(10);
    const auto = readToolSearchSetting('auto')!;
    expect(decideToolSearch(auto, 20_000, window, true).on).toBe(false);
    expect(decideToolSearch(auto, 20_001, window, true).on).toBe(true);
    const five = readToolSearchSetting('auto:5')!;
    expect(five).toEqual({ kind: 'auto', percent: 5 });
    expect(decideToolSearch(five, 10_001, window, true).on).toBe(true);
    expect(decideToolSearch(five, 10_000, window, true).on).toBe(false);
  });
  it('reads the documented values only', () => {
    expect(readToolSearchSetting(undefined)).toEqual({ kind: 'unset' });
    expect(readToolSearchSetting('false')).toEqual({ kind: 'false' });
    expect(readToolSearchSetting('yes')).toBeNull();
    expect(readToolSearchSetting('auto:101')).toBeNull();
  });
});

describe('OpenAI', () => {
  it('Responses: tool_search, namespaces of fewer than 10 functions', () => {
    expect(OPENAI_SEARCH_TOOL).toEqual({ type: 'tool_search' });
    expect(OPENAI_NAMESPACE_GUIDANCE).toBe(10);
    expect(namespaceWithinGuidance(9)).toBe(true);
    expect(namespaceWithinGuidance(10)).toBe(false);
  });
  it('Chat Completions: at most 128 functions, guidance fewer than 20', () => {
    expect(OPENAI_CHAT_MAX_TOOLS).toBe(128);
    expect(OPENAI_CHAT_GUIDANCE).toBe(20);
    expect(OPENAI_CHAT_ERROR_CODE).toBe('array_above_max_length');
    expect(openaiChatCapError(130)).toBe(
      "Invalid 'tools': array too long. Expected an array with maximum length 128, but got an array with length 130 instead.",
    );
  });
});

describe('caps elsewhere', () => {
  it('has the stated numbers', () => {
    expect(VSCODE_MAX_TOOLS).toBe(128);
    expect(VSCODE_VIRTUAL_TOOLS_THRESHOLD).toBe(128);
    expect(COPILOT_CLI_SEARCH_FROM).toBe(30);
    expect(WINDSURF_MAX_TOOLS).toBe(100);
    expect(CURSOR_FIRST_TOOLS).toBe(40);
    expect(GEMINI_MAX_DECLARATIONS).toBe(512);
    expect(GEMINI_CAP_ERROR).toContain('At most 512 function declarations can be specified.');
  });
  it('marks what is only observed', () => {
    expect(VSCODE_FACTS.map((f) => f.evidence)).toEqual(['documented']);
    expect(WINDSURF_FACTS.map((f) => f.evidence)).toEqual(['documented']);
    expect(COPILOT_CLI_FACTS.map((f) => f.evidence)).toEqual(['observed']);
    expect(CURSOR_FACTS.map((f) => f.evidence)).toEqual(['observed']);
    expect(GEMINI_FACTS.map((f) => f.evidence)).toEqual(['observed']);
    expect(OPENAI_CHAT_FACTS.find((f) => f.id === 'openai_chat.error_text')?.evidence).toBe('observed');
  });
});

describe('sources', () => {
  const all = [
    ...ANTHROPIC_FACTS,
    ...CLAUDE_CODE_FACTS,
    ...OPENAI_RESPONSES_FACTS,
    ...OPENAI_CHAT_FACTS,
    ...VSCODE_FACTS,
    ...COPILOT_CLI_FACTS,
    ...WINDSURF_FACTS,
    ...CURSOR_FACTS,
    ...GEMINI_FACTS,
  ];
  it('every statement has a title, an https address and the day it was read; ids are unique', () => {
    for (const f of all) {
      expect(f.source.title.length).toBeGreaterThan(0);
      expect(f.source.url).toMatch(/^https:\/\//);
      expect(f.source.read).toBe(SOURCES_READ_ON);
    }
    expect(new Set(all.map((f) => f.id)).size).toBe(all.length);
  });
});
