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
import { CACHE_RULE_FACTS } from './cache-rules.ts';
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
import { OPENAI_STRICT_FACTS } from './openai-strict.ts';
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
    expect(decideToolSearch({ kind: 'unset' }, 1, window, 'anthropic').on).toBe(true);
    expect(decideToolSearch({ kind: 'true' }, 1, window, 'anthropic').on).toBe(true);
    expect(decideToolSearch({ kind: 'false' }, 10 ** 9, window, 'anthropic').on).toBe(false);
  });
  it('is off by default on Vertex AI and behind a non-first-party base URL, unless asked for', () => {
    for (const endpoint of ['vertex', 'other_base_url'] as const) {
      expect(decideToolSearch({ kind: 'unset' }, 1, window, endpoint).on).toBe(false);
      expect(decideToolSearch({ kind: 'true' }, 1, window, endpoint).on).toBe(true);
    }
    // The caller names the endpoint ("On Vertex AI: …"); the reason does not say it again.
    expect(decideToolSearch({ kind: 'unset' }, 1, window, 'vertex').why).toBe(
      'off by default: every tool loads up front',
    );
  });
  it('auto turns on past 10 % of the context window, auto:N past N %', () => {
    expect(CLAUDE_CODE_AUTO_PERCENT).toBe(10);
    const auto = readToolSearchSetting('auto')!;
    expect(decideToolSearch(auto, 20_000, window, 'anthropic').on).toBe(false);
    // Past the threshold every definition is deferred, not only the part past it.
    expect(decideToolSearch(auto, 20_001, window, 'anthropic')).toMatchObject({
      on: true,
      why: expect.stringContaining('all of them are deferred'),
    });
    const five = readToolSearchSetting('auto:5')!;
    expect(five).toEqual({ kind: 'auto', percent: 5 });
    expect(decideToolSearch(five, 10_001, window, 'anthropic').on).toBe(true);
    expect(decideToolSearch(five, 10_000, window, 'anthropic').on).toBe(false);
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
    expect(VSCODE_FACTS.map((f) => f.evidence)).toEqual(['documented', 'documented']);
    expect(WINDSURF_FACTS.map((f) => f.evidence)).toEqual(['documented']);
    expect(COPILOT_CLI_FACTS.map((f) => f.evidence)).toEqual(['documented']);
    expect(CURSOR_FACTS.map((f) => f.evidence)).toEqual(['observed']);
    expect(GEMINI_FACTS.map((f) => [f.id, f.evidence])).toEqual([
      ['gemini.max_declarations', 'observed'],
      ['gemini.vertex_sdk_declarations', 'documented'],
      ['gemini.vertex_declarations', 'documented'],
    ]);
    const chat = (id: string) => OPENAI_CHAT_FACTS.find((f) => f.id === id)?.evidence;
    // The current reference no longer states 128; the cap and its code are what the API was seen to return.
    expect(chat('openai_chat.max_tools')).toBe('observed');
    expect(chat('openai_chat.error_text')).toBe('observed');
    expect(ANTHROPIC_FACTS.find((f) => f.id === 'anthropic.tool_search_beta')?.evidence).toBe('observed');
  });
  it('says what each source says, no more', () => {
    const text = (facts: readonly { id: string; text: string }[], id: string) =>
      facts.find((f) => f.id === id)?.text ?? '';
    expect(text(ANTHROPIC_FACTS, 'anthropic.max_tools')).toContain('catalog of at most 10000 tools');
    expect(text(VSCODE_FACTS, 'vscode.error_text')).toContain('Cannot have more than 128 tools per request.');
    expect(text(CURSOR_FACTS, 'cursor.first_tools')).not.toMatch(/without an error/);
    expect(text(GEMINI_FACTS, 'gemini.vertex_sdk_declarations')).toContain('64');
    expect(text(GEMINI_FACTS, 'gemini.vertex_declarations')).toContain('128');
    expect(CLAUDE_CODE_FACTS.map((f) => f.text).join(' ')).toMatch(/Vertex AI tool search is off by default/);
    expect(text(CLAUDE_CODE_FACTS, 'claude_code.models')).toContain('Haiku models do not support it');
  });
});

describe('sources', () => {
  const all = [
    ...OPENAI_STRICT_FACTS,
    ...CACHE_RULE_FACTS,
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
