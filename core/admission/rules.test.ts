import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../json/canonical-json.ts';
import { fromPlain, JsonNumber, type JsonValue } from '../json/json-value.ts';
import { utf8Length } from '../text/utf8-length.ts';
import { boundText } from './bound-text.ts';
import { classifyPage } from './classify-page.ts';
import { classifyTool } from './classify-tool.ts';
import { discoverTools } from './discover-tools.ts';
import { deriveExtensionId } from './extension-id.ts';
import { pageToolsBytes, serializedBytes } from './page-bytes.ts';
import { checkSchemaBounds } from './schema-bounds.ts';
import { toolNameProblem } from './tool-name.ts';

const tool = (name: string, extra: Record<string, JsonValue> = {}): JsonValue => ({
  name,
  description: 'd',
  inputSchema: { type: 'object' },
  ...extra,
});

describe(deriveExtensionId, () => {
  it('accepts a 124-byte id (128-byte extension id) and refuses 125', () => {
    expect(deriveExtensionId('a'.repeat(124))).toEqual({ ok: true, extensionId: `mcp-${'a'.repeat(124)}` });
    const over = deriveExtensionId('a'.repeat(125));
    expect(over.ok || over.error.cause).toBe('invalid_extension_id');
  });

  it('measures the untrimmed input against 256 bytes', () => {
    expect(deriveExtensionId(`${' '.repeat(252)}acme`).ok).toBe(true);
    const over = deriveExtensionId(`${' '.repeat(253)}acme`);
    expect(over.ok || over.error.message).toMatch(/must be at most 256 bytes$/);
  });

  it('trims Unicode White_Space, including U+0085, but not U+FEFF', () => {
    expect(deriveExtensionId('\u0085acme\u3000')).toEqual({ ok: true, extensionId: 'mcp-acme' });
    const bom = deriveExtensionId('\ufeffacme');
    expect(bom.ok || bom.error.cause).toBe('invalid_extension_id');
  });

  it('refuses the reserved prefix case-sensitively', () => {
    const reserved = deriveExtensionId('mcp-x');
    expect(reserved.ok || reserved.error.cause).toBe('reserved_mcp_prefix');
    const upper = deriveExtensionId('MCP-x');
    expect(upper.ok || upper.error.cause).toBe('invalid_extension_id');
  });

  it('allows dots but checks every segment of the template capability', () => {
    expect(deriveExtensionId('acme.tools').ok).toBe(true);
    const bad = deriveExtensionId('acme._tools');
    expect(bad.ok || bad.error.cause).toBe('invalid_template_capability_id');
  });
});

describe(toolNameProblem, () => {
  it('allows 128 bytes and skips 129', () => {
    expect(toolNameProblem('n'.repeat(128))).toBeNull();
    expect(toolNameProblem('n'.repeat(129))?.limit).toBe(128);
  });

  it.each(['9tool', '0.1', 'issues.search', 'a_b-c'])('publishes %s', (name) => {
    expect(toolNameProblem(name)).toBeNull();
  });

  it.each(['getIssue', 'API-x', '_x', '-x', 'search._private', 'a.', 'a..b', 'é', 'a b', 'a:b', ''])(
    'skips %j',
    (name) => {
      expect(toolNameProblem(name)).not.toBeNull();
    },
  );
});

describe(boundText, () => {
  it('keeps 2048 ASCII bytes and cuts 2049 to 2045 + "..."', () => {
    expect(boundText('a'.repeat(2048), 2048)).toEqual({ ok: true, text: 'a'.repeat(2048), truncated: false });
    const cut = boundText('a'.repeat(2049), 2048);
    expect(cut.ok && cut.text).toBe(`${'a'.repeat(2045)}...`);
  });

  it('cuts at a character boundary: 2-, 3- and 4-byte characters', () => {
    const lengths = ['é'.repeat(1025), '€'.repeat(700), '🔧'.repeat(513)].map((s) => {
      const r = boundText(s, 2048);
      return r.ok ? utf8Length(r.text) : -1;
    });
    expect(lengths).toEqual([2047, 2046, 2047]);
  });

  it('refuses a control character anywhere, even past the cut, but allows \\n \\r \\t', () => {
    expect(boundText(`${'a'.repeat(3000)}\u0007`, 2048).ok).toBe(false);
    expect(boundText('a\u0085b', 2048).ok).toBe(false);
    expect(boundText('a\u007fb', 2048).ok).toBe(false);
    expect(boundText('a\n\r\tb\u2028', 2048).ok).toBe(true);
  });
});

describe(checkSchemaBounds, () => {
  const nest = (depth: number): JsonValue => (depth === 0 ? 'leaf' : [nest(depth - 1)]);

  it('allows a value at depth 32 and refuses depth 33', () => {
    expect(checkSchemaBounds(nest(32))).toBeNull();
    expect(checkSchemaBounds(nest(33))?.rule).toBe('depth');
  });

  it('counts every value, scalars included: 8192 nodes pass, 8193 do not', () => {
    const items = (n: number): JsonValue => Array.from({ length: n - 1 }, () => new JsonNumber('1'));
    expect(checkSchemaBounds(items(8192))).toBeNull();
    expect(checkSchemaBounds(items(8193))?.rule).toBe('nodes');
  });

  it('bounds strings and keys at 16384 bytes and refuses their control characters', () => {
    expect(checkSchemaBounds({ k: 'x'.repeat(16384) })).toBeNull();
    expect(checkSchemaBounds({ k: 'x'.repeat(16385) })?.rule).toBe('string');
    expect(checkSchemaBounds({ ['k'.repeat(16385)]: 'v' })?.rule).toBe('key');
    expect(checkSchemaBounds({ 'a\u0001': 'v' })?.path).toBe('/a\u0001');
    expect(checkSchemaBounds({ k: 'tab\tnew\nline\r' })).toBeNull();
  });
});

describe(classifyTool, () => {
  it('rejects a missing or non-object schema before looking at the name', () => {
    const v = classifyTool({ name: 'Bad Name', inputSchema: [] });
    expect(v.kind === 'rejected' && v.cause).toBe('missing_input_schema');
  });

  it('treats annotations: null and title: null as invalid annotations', () => {
    for (const annotations of [null, { title: null }, []] as JsonValue[]) {
      const v = classifyTool(tool('x', { annotations }));
      expect(v.kind === 'skipped' && v.cause).toBe('invalid_annotations');
    }
  });

  it('reads only the JSON boolean true for the three hints', () => {
    const v = classifyTool(
      tool('x', {
        annotations: { readOnlyHint: 'true', destructiveHint: true, idempotentHint: new JsonNumber('1') },
      }),
    );
    expect(v.kind === 'published' && v.tool.annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: null,
    });
  });
});

describe(classifyPage, () => {
  it('rejects with the first skip cause when every tool on the page was skipped', () => {
    const page = { tools: [tool('Bad'), tool('ok', { annotations: null })] };
    const r = classifyPage(page, 3);
    expect(r.ok || [r.cause, r.skipped.length]).toEqual(['invalid_tool_name', 2]);
  });

  it('allows a 4096-byte cursor and refuses 4097 bytes, counting bytes not characters', () => {
    const withCursor = (nextCursor: string) => classifyPage({ tools: [tool('a')], nextCursor }, 0).ok;
    expect(withCursor('x'.repeat(4096))).toBe(true);
    expect(withCursor(`${'é'.repeat(2048)}x`)).toBe(false);
    expect(withCursor('')).toBe(false);
    expect(withCursor('a\u2028b')).toBe(true);
  });

  it('counts raw entries against 1024 per page', () => {
    const tools = Array.from({ length: 1025 }, () => tool('Bad'));
    const r = classifyPage({ tools }, 0);
    expect(r.ok || r.cause).toBe('too_many_tools');
  });
});

describe(discoverTools, () => {
  const page = (n: number, cursor?: string): JsonValue => ({
    tools: Array.from({ length: n }, (_, i) => tool(`t${i}`)),
    ...(cursor === undefined ? {} : { nextCursor: cursor }),
  });

  it('counts published tools against max_tools: equal passes, one more fails', () => {
    expect(discoverTools([page(5)], 5).cause).toBeNull();
    expect(discoverTools([page(6)], 5).cause).toBe('too_many_tools');
    expect(discoverTools([page(1)], 0).cause).toBe('too_many_tools');
  });

  it('reads 50 pages and refuses a cursor on the 50th', () => {
    const pages = Array.from({ length: 50 }, (_, i) => ({ tools: [tool(`t${i}`)], nextCursor: `c${i}` }));
    expect(discoverTools(pages, 1024).cause).toBe('too_many_pages');
    delete (pages[49] as { nextCursor?: string }).nextCursor;
    expect(discoverTools(pages, 1024).tools).toHaveLength(50);
  });

  it('notes a cursor whose next page was not given, and pages that are never read', () => {
    expect(discoverTools([page(1, 'more')], 1024).notes[0]).toMatch(/page 0 ended with a cursor/);
    expect(discoverTools([page(1), page(1)], 1024).notes[0]).toMatch(/never read/);
  });
});

describe(pageToolsBytes, () => {
  it('counts serde_json re-serialization: sorted keys, shortest numbers, raw non-ASCII', () => {
    const tools = [{ z: new JsonNumber('1E2'), a: 'é/' }];
    expect(pageToolsBytes({ tools })).toBe(utf8Length('[{"a":"é/","z":100.0}]'));
  });
});

describe('serializedBytes', () => {
  it('equals the UTF-8 length of the canonical JSON for escapes, numbers and non-ASCII', () => {
    const value = fromPlain({
      s: 'q"\\\b\f\n\r\t\u0001\u001f\u007f/é€🔧\ud800',
      n: [new JsonNumber('1E2'), new JsonNumber('-0'), new JsonNumber('18446744073709551616'), true, null],
      nested: { '': [], 'k\u0000': {} },
    });
    expect(serializedBytes(value)).toBe(utf8Length(canonicalJson(value)));
  });
});
