import { describe, expect, it } from 'vitest';
import { loadTemplates } from '../cli/templates.ts';
import { evaluateScenario } from './evaluate.ts';
import { checkModelSafe, renderAlphabeticalIndex, renderNamespaceIndex } from './index-description.ts';
import { fromPlain } from './json/json-value.ts';
import { INDEX_BUDGET_BYTES, MODEL_SAFE_MAX_BYTES } from './limits.ts';
import type { NamespaceGroup } from './namespaces.ts';
import { trimEndWhiteSpace } from './text/text.ts';
import { utf8Length } from './text/utf8-length.ts';

const templates = loadTemplates();
const OVERFLOW = '\n- additional authorized namespaces exist; use tool_search';
const HEADING = '\nRepresentative tools (fair namespace rounds):';
const tailNote = (n: number) => `\n…and ${n} more — use tool_search(query="<service or action>").`;
const alphabeticalTail = (n: number) => `\n…and ${n} more — use tool_search.`;

/** A string of exactly `bytes` UTF-8 bytes, mostly 3-byte characters, so UTF-16 length is far from it. */
function multiByte(prefix: string, bytes: number): string {
  let s = prefix;
  while (utf8Length(s) + 3 <= bytes) s += '你';
  const left = bytes - utf8Length(s);
  if (left === 2) s += 'é';
  if (left === 1) s += 'a';
  if (utf8Length(s) !== bytes) throw new Error(`cannot build ${bytes} bytes from ${prefix}`);
  return s;
}

function header(total: number, count: number): string {
  return trimEndWhiteSpace(templates.namespaceHeader)
    .replaceAll('{{total_tools}}', String(total))
    .replaceAll('{{namespace_count}}', String(count));
}

/**
 * Ten namespaces of one tool each whose lines bring the text to exactly
 * `3800 − 96 + extra` bytes after the last namespace line (extra = 0: it fits exactly).
 */
function namespacesFilling(extra: number): NamespaceGroup[] {
  const count = 10;
  const target = INDEX_BUDGET_BYTES - 96 + extra - utf8Length(header(count, count));
  const perLine = Math.floor(target / count);
  const groups: NamespaceGroup[] = [];
  let used = 0;
  for (let i = 0; i < count; i++) {
    // `\n- <ns> (1)` is the namespace's bytes + 7.
    const lineBytes = i < count - 1 ? perLine : target - used;
    groups.push({ namespace: multiByte(`ns${i}`, lineBytes - 7), tool_names: [`tool${i}`] });
    used += lineBytes;
  }
  return groups;
}

describe(renderNamespaceIndex, () => {
  it('lists a namespace line that makes length + line + 96 exactly 3800', () => {
    const groups = namespacesFilling(0);
    const { text, explanation } = renderNamespaceIndex(groups, templates);
    const last = groups.at(-1)!;
    const lastLine = `\n- ${last.namespace} (1)`;
    const namespacesEnd = text.indexOf(HEADING);
    expect(text.slice(0, namespacesEnd).endsWith(lastLine)).toBe(true);
    expect(utf8Length(text.slice(0, namespacesEnd))).toBe(3800 - 96);
    // The names are multi-byte: a UTF-16 count would be far below the budget.
    expect(text.slice(0, namespacesEnd).length).toBeLessThan(2000);
    // The heading is unchecked; then no representative fits and the tail note counts all ten.
    expect(text).toBe(text.slice(0, namespacesEnd) + HEADING + tailNote(10));
    expect(explanation.stopped_at?.kind).toBe('representative');
    expect(explanation.shown_count).toBe(0);
    expect(utf8Length(text)).toBeGreaterThan(INDEX_BUDGET_BYTES);
  });

  it('replaces a namespace line one byte over with the overflow line, which ends the text', () => {
    const groups = namespacesFilling(1);
    const { text, explanation } = renderNamespaceIndex(groups, templates);
    const last = groups.at(-1)!;
    expect(text).not.toContain(last.namespace);
    expect(text.endsWith(OVERFLOW)).toBe(true);
    expect(text).not.toContain('Representative tools');
    expect(text).not.toContain('more — use tool_search');
    expect(utf8Length(text)).toBe(
      3800 - 96 + 1 - utf8Length(`\n- ${last.namespace} (1)`) + utf8Length(OVERFLOW),
    );
    expect(explanation.stopped_at).toEqual({
      kind: 'namespace',
      text: `\n- ${last.namespace} (1)`,
      bytes_if_added: 3800 - 96 + 1,
    });
  });

  it('does not try a shorter namespace after the one that overflowed', () => {
    const groups = namespacesFilling(1);
    groups.push({ namespace: 'z', tool_names: ['z_tool'] });
    const { text } = renderNamespaceIndex(groups, templates);
    expect(text).not.toContain('\n- z (1)');
    expect(text.endsWith(OVERFLOW)).toBe(true);
    // The header still counts every namespace and tool.
    expect(text.startsWith(header(11, 11))).toBe(true);
  });

  it('takes representatives in fair rounds: the r-th tool of every namespace in round r', () => {
    const { text, explanation } = renderNamespaceIndex(
      [
        { namespace: 'a', tool_names: ['a1', 'a2', 'a3'] },
        { namespace: 'b', tool_names: ['b1'] },
        { namespace: 'c', tool_names: ['c1', 'c2'] },
      ],
      templates,
    );
    expect(text).toBe(
      `${header(6, 3)}\n- a (3)\n- b (1)\n- c (2)${HEADING}\n- a1\n- b1\n- c1\n- a2\n- c2\n- a3`,
    );
    expect(explanation.shown_count).toBe(6);
    expect(explanation.stopped_at).toBeNull();
  });

  /**
   * One namespace `n` of `count` tools; every tool but the last has a name of
   * `nameBytes` bytes, the last is sized so that its line ends at 3704 + extra bytes.
   */
  function representativesFilling(extra: number): NamespaceGroup[] {
    const count = 20;
    const fixed = utf8Length(`${header(count, 1)}\n- n (${count})${HEADING}`);
    const target = INDEX_BUDGET_BYTES - 96 + extra - fixed;
    const perLine = Math.floor(target / count);
    const names: string[] = [];
    let used = 0;
    for (let i = 0; i < count; i++) {
      // `\n- <name>` is the name's bytes + 3.
      const lineBytes = i < count - 1 ? perLine : target - used;
      names.push(multiByte(`t${String(i).padStart(2, '0')}`, lineBytes - 3));
      used += lineBytes;
    }
    return [{ namespace: 'n', tool_names: names }];
  }

  it('shows a representative that makes length + line + 96 exactly 3800, with no tail note', () => {
    const groups = representativesFilling(0);
    const { text, explanation } = renderNamespaceIndex(groups, templates);
    expect(utf8Length(text)).toBe(3800 - 96);
    expect(text.endsWith(`\n- ${groups[0]!.tool_names.at(-1)}`)).toBe(true);
    expect(explanation.shown_count).toBe(20);
    expect(explanation.stopped_at).toBeNull();
  });

  it('drops a representative one byte over and appends the tail note', () => {
    const groups = representativesFilling(1);
    const last = groups[0]!.tool_names.at(-1)!;
    const { text, explanation } = renderNamespaceIndex(groups, templates);
    expect(text).not.toContain(last);
    expect(text.endsWith(`\n- ${groups[0]!.tool_names.at(-2)}${tailNote(1)}`)).toBe(true);
    expect(explanation.stopped_at).toEqual({
      kind: 'representative',
      text: `\n- ${last}`,
      bytes_if_added: 3800 - 96 + 1,
    });
  });

  it('ends all rounds at the first representative that does not fit: a shorter one after it is not tried', () => {
    // Round 0 is [big, a]: big does not fit, so `a` (which would) is not shown, nor is round 1.
    const fixed = utf8Length(`${header(4, 2)}\n- m (1)\n- n (3)${HEADING}`);
    const big = multiByte('big', 3800 - 96 - fixed - 3 + 1);
    const { text, explanation } = renderNamespaceIndex(
      [
        { namespace: 'm', tool_names: [big] },
        { namespace: 'n', tool_names: ['a', 'b', 'c'] },
      ],
      templates,
    );
    expect(text).toBe(`${header(4, 2)}\n- m (1)\n- n (3)${HEADING}${tailNote(4)}`);
    expect(explanation.shown_count).toBe(0);
  });

  it('counts the tools not shown in the tail note', () => {
    // 60 namespaces of 4 tools with 40-byte names: the namespace lines leave room for a few names only.
    const groups = Array.from({ length: 60 }, (_, i) => ({
      namespace: `ns${String(i).padStart(2, '0')}`,
      tool_names: Array.from({ length: 4 }, (_, j) => `${'x'.repeat(36)}${String(i).padStart(2, '0')}_${j}`),
    }));
    const { text, explanation } = renderNamespaceIndex(groups, templates);
    const shown = text.split('\n').filter((line) => line.startsWith(`- ${'x'.repeat(36)}`)).length;
    expect(shown).toBe(explanation.shown_count);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(240);
    expect(text.endsWith(tailNote(240 - shown))).toBe(true);
  });

  it('uses the empty-catalog text, trailing Unicode whitespace trimmed, when no namespace is discoverable', () => {
    const custom = { namespaceHeader: 'unused', emptyCatalog: 'Nothing here.\u3000\u0085\n' };
    expect(renderNamespaceIndex([], custom).text).toBe('Nothing here.');
    expect(renderNamespaceIndex([], templates).text).toBe(trimEndWhiteSpace(templates.emptyCatalog));
    expect(templates.emptyCatalog.endsWith('\n')).toBe(true);
  });

  it('fills every placeholder of the header and trims its trailing whitespace', () => {
    const custom = {
      namespaceHeader: '{{total_tools}}/{{namespace_count}} {{total_tools}}\u00a0\n',
      emptyCatalog: '',
    };
    const { text } = renderNamespaceIndex([{ namespace: 'a', tool_names: ['x', 'y'] }], custom);
    expect(text).toBe(`2/1 2\n- a (2)${HEADING}\n- x\n- y`);
  });
});

describe(renderAlphabeticalIndex, () => {
  const compactHeader = (n: number) =>
    `Search ${n} additional tools loaded on demand. Use tool_describe after tool_search before invoking a result. Available tools:`;
  const signaturesHeader = (n: number) =>
    `Search ${n} additional tools loaded on demand. Search results may include complete schemas; use tool_describe when schema_complete=false. Available tools:`;

  it.each([
    [false, compactHeader],
    [true, signaturesHeader],
  ])('with signatures %s, has its own hint and no empty-catalog case', (withSignatures, headerOf) => {
    expect(renderAlphabeticalIndex([], withSignatures).text).toBe(headerOf(0));
    expect(renderAlphabeticalIndex(['b', 'a'], withSignatures).text).toBe(`${headerOf(2)}\n- b\n- a`);
  });

  /** 30 names, the last sized to end at exactly 3800 − 80 + extra bytes. */
  function namesFilling(extra: number, withSignatures: boolean): string[] {
    const count = 30;
    const fixed = utf8Length((withSignatures ? signaturesHeader : compactHeader)(count));
    const target = INDEX_BUDGET_BYTES - 80 + extra - fixed;
    const perLine = Math.floor(target / count);
    const names: string[] = [];
    let used = 0;
    for (let i = 0; i < count; i++) {
      const lineBytes = i < count - 1 ? perLine : target - used;
      names.push(multiByte(`n${String(i).padStart(2, '0')}`, lineBytes - 3));
      used += lineBytes;
    }
    return names;
  }

  it.each([false, true])('lists a name ending at exactly 3800 − 80 (signatures %s)', (withSignatures) => {
    const names = namesFilling(0, withSignatures);
    const { text, explanation } = renderAlphabeticalIndex(names, withSignatures);
    expect(utf8Length(text)).toBe(3800 - 80);
    expect(text.endsWith(`\n- ${names.at(-1)}`)).toBe(true);
    expect(explanation.shown_count).toBe(30);
  });

  it.each([false, true])(
    'drops a name one byte over and says how many are left (signatures %s)',
    (withSignatures) => {
      const names = namesFilling(1, withSignatures);
      const { text } = renderAlphabeticalIndex(names, withSignatures);
      expect(text.endsWith(`\n- ${names.at(-2)}${alphabeticalTail(1)}`)).toBe(true);
      expect(utf8Length(text)).toBe(
        3800 - 80 + 1 - utf8Length(`\n- ${names.at(-1)}`) + utf8Length(alphabeticalTail(1)),
      );
    },
  );

  it('does not try a shorter name after the first that does not fit', () => {
    const names = namesFilling(1, false);
    names.push('z');
    const { text } = renderAlphabeticalIndex(names, false);
    expect(text).not.toContain('\n- z');
    expect(text.endsWith(alphabeticalTail(2))).toBe(true);
  });
});

describe(checkModelSafe, () => {
  it.each([
    ['a', true],
    ['line\nline\r\n\ttab', true],
    ['a'.repeat(MODEL_SAFE_MAX_BYTES), true],
    ['é'.repeat(2048), true],
    ['\u200b\ufeff\u2028 unicode format and separators', true],
    ['', false],
    ['a'.repeat(MODEL_SAFE_MAX_BYTES + 1), false],
    // 1366 × 3 = 4098 bytes in only 1366 UTF-16 units.
    ['你'.repeat(1366), false],
    ['é'.repeat(2048) + 'a', false],
    ['bell\u0007', false],
    ['nul\u0000', false],
    ['vertical tab\u000b', false],
    ['form feed\u000c', false],
    ['escape\u001b', false],
    ['delete\u007f', false],
    ['next line\u0085', false],
    ['c1\u009f', false],
  ])('%j → ok %s', (text, ok) => {
    expect(checkModelSafe(text).ok).toBe(ok);
  });
});

describe('the index in the report', () => {
  it('reports the UTF-8 byte count and the model-safe check of the rendered text', () => {
    const result = evaluateScenario(
      fromPlain({
        mode: 'namespaces',
        definitions: Array.from({ length: 3 }, (_, i) => ({
          capability_id: `svc${i}.act`,
          name: `svc${i}_act`,
          description: 'é',
          parameters: {},
        })),
      }),
      templates,
    );
    if (!result.ok) throw new Error(result.error);
    const { report } = result;
    expect(report.tool_search_description).toBe(
      `${header(3, 3)}\n- svc0 (1)\n- svc1 (1)\n- svc2 (1)${HEADING}\n- svc0_act\n- svc1_act\n- svc2_act`,
    );
    expect(report.tool_search_description_bytes).toBe(
      new TextEncoder().encode(report.tool_search_description).length,
    );
    expect(report.tool_search_description_model_safe).toEqual({ ok: true });
  });

  it('flags a header template with a control character as not model-safe', () => {
    const result = evaluateScenario(
      fromPlain({ definitions: [{ capability_id: 'a.b', name: 'a_b', description: '', parameters: {} }] }),
      { ...templates, namespaceHeader: 'Tools:\u0007' },
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.report.tool_search_description_model_safe.ok).toBe(false);
  });
});
