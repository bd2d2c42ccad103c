import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEvaluationCache } from './evaluation-cache.ts';
import { MAX_JSON_DEPTH } from './json-limits.ts';
import { noteTextEdit, parseJsonReusing } from './json-parse-reusing.ts';
import { mapScenarioSpans } from './json-spans.ts';
import { type JsonObject, type JsonValue, parseJson } from './json-value.ts';

/**
 * An edit inside one part of the scenario is read alone, the rest reused. What
 * comes back must be exactly what parseJson makes of the whole text, for any
 * edit: valid or not, inside a part or across several.
 */

const SCENARIO = JSON.stringify(
  {
    mode: 'namespaces',
    definitions: [
      { name: 'github__create_issue', description: 'Open an issue', parameters: { type: 'object' } },
      { name: 'slack__post', description: 'Post "hi" \\ there', parameters: { type: 'object', max: 1.5 } },
      7,
      [],
      { name: 'gmail__send', description: 'Send mail', parameters: { type: 'object', properties: {} } },
    ],
    caps: { max_tools: 3, ctx_limit: 128000 },
    queries: [{ query: 'issue', limit: 2 }],
  },
  null,
  2,
).replace('"max": 1.5', '"max": 1.50');

function read(text: string, cache = createEvaluationCache()) {
  return { cache, result: parseJsonReusing(text, cache) };
}

function definitionsOf(value: JsonValue): JsonValue[] {
  return (value as JsonObject).definitions as JsonValue[];
}

describe('mapScenarioSpans', () => {
  it('finds each root member value and each definition', () => {
    const spans = mapScenarioSpans(SCENARIO)!;
    expect(spans.members.map((m) => m.key)).toEqual(['mode', 'definitions', 'caps', 'queries']);
    const parsed = JSON.parse(SCENARIO);
    for (const { key, value } of spans.members)
      expect(JSON.parse(SCENARIO.slice(value.start, value.end))).toEqual(parsed[key]);
    expect(spans.definitions!.map((s) => JSON.parse(SCENARIO.slice(s.start, s.end)))).toEqual(
      parsed.definitions,
    );
  });

  it('maps no root that is not an object or that repeats a key', () => {
    expect(mapScenarioSpans('[1, 2]')).toBeUndefined();
    expect(mapScenarioSpans('{"a": 1, "a": 2}')).toBeUndefined();
    expect(mapScenarioSpans('{"definitions": 1}')).toEqual({
      members: [{ key: 'definitions', value: { start: 16, end: 17 } }],
      definitions: null,
    });
  });
});

describe('parseJsonReusing, one part edited', () => {
  it('reads an edit inside one definition alone and hands back the others as the same objects', () => {
    const { cache, result: first } = read(SCENARIO);
    const edited = SCENARIO.replace('Send mail', 'Send an email');
    const second = parseJsonReusing(edited, cache);
    expect(second).toEqual(parseJson(edited));
    if (!first.ok || !second.ok) throw new Error('both texts are valid');
    const before = definitionsOf(first.value);
    const after = definitionsOf(second.value);
    expect(after.slice(0, 4).every((d, i) => d === before[i])).toBe(true);
    expect(after[4]).not.toBe(before[4]);
    // The last value is not changed under whoever still holds it.
    expect((before[4] as JsonObject).description).toBe('Send mail');
  });

  it('reads an edit to another member alone, keeping the whole definitions array', () => {
    const { cache, result: first } = read(SCENARIO);
    const edited = SCENARIO.replace('"namespaces"', '"compact"');
    const second = parseJsonReusing(edited, cache);
    expect(second).toEqual(parseJson(edited));
    if (!first.ok || !second.ok) throw new Error('both texts are valid');
    expect(definitionsOf(second.value)).toBe(definitionsOf(first.value));
    expect((second.value as JsonObject).mode).toBe('compact');
  });

  it('keeps reading edits alone after earlier ones moved the text', () => {
    const cache = createEvaluationCache();
    let text = SCENARIO;
    parseJsonReusing(text, cache);
    for (const [from, to] of [
      ['Open an issue', 'Open a new issue on GitHub'],
      ['"compact"', '"bridged"'],
      ['Send mail', 'Send'],
      ['"max_tools": 3', '"max_tools": 30'],
      ['Open a new issue on GitHub', 'Open'],
    ] as const) {
      text = text.replace(from === '"compact"' ? '"namespaces"' : from, to);
      expect(parseJsonReusing(text, cache)).toEqual(parseJson(text));
    }
  });

  it('refuses a definition edited past the depth limit as the whole reader does, at its place', () => {
    const { cache } = read(SCENARIO);
    // `properties` sits four levels in (root, definitions, the definition, parameters): one level too deep.
    const deep = `${'['.repeat(MAX_JSON_DEPTH - 3)}${']'.repeat(MAX_JSON_DEPTH - 3)}`;
    const edited = SCENARIO.replace('"properties": {}', `"properties": ${deep}`);
    const result = parseJsonReusing(edited, cache);
    expect(result.ok).toBe(false);
    expect(result).toEqual(parseJson(edited));
    const fits = SCENARIO.replace('"properties": {}', `"properties": ${deep.slice(1, -1)}`);
    expect(parseJsonReusing(fits, cache)).toEqual(parseJson(fits));
    expect(parseJson(fits).ok).toBe(true);
  });

  it('moves the definitions’ places when a member before them is edited', () => {
    const { cache } = read(SCENARIO);
    // The edit to "mode" makes the text two characters longer before every definition.
    const longer = SCENARIO.replace('"namespaces"', '"aanamespaces"');
    expect(parseJsonReusing(longer, cache)).toEqual(parseJson(longer));
    // Then a definition closes one brace early: the whole reader refuses the stray brace after it.
    const broken = longer.replace('1.50', '1.5}');
    expect(parseJson(broken).ok).toBe(false);
    expect(parseJsonReusing(broken, cache)).toEqual(parseJson(broken));
    const fixed = longer.replace('1.50', '1.25');
    expect(parseJsonReusing(fixed, cache)).toEqual(parseJson(fixed));
  });

  it('keeps a member named __proto__ as data', () => {
    const text = '{"__proto__": {"a": 1}, "definitions": []}';
    const { cache } = read(text);
    const edited = text.replace('"a": 1', '"a": 2');
    const result = parseJsonReusing(edited, cache);
    expect(result).toEqual(parseJson(edited));
    if (!result.ok) throw new Error('valid');
    expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype);
    expect(Object.hasOwn(result.value as object, '__proto__')).toBe(true);
  });

  it('gives the whole reader’s value or refusal for any sequence of text edits', () => {
    // Characters that keep a string valid, break the grammar, open escapes or make numbers.
    const piece = fc.constantFrom(
      'a',
      'Z',
      ' ',
      '1',
      '-',
      '.',
      'e9',
      '"',
      '\\',
      '\\u0001',
      '{',
      '}',
      '[',
      ']',
      ',',
      ':',
      '\n',
      'é',
      '😀',
      'null',
    );
    const edit = fc.record({
      at: fc.nat(),
      remove: fc.nat({ max: 3 }),
      insert: fc.array(piece, { maxLength: 3 }).map((p) => p.join('')),
      undo: fc.boolean(),
      // Sometimes the caller says where the edit is (noteTextEdit), with the span it knows widened by these.
      // and sometimes with the text between (read then instead of the edited text).
      noted: fc.option(
        fc.record({ before: fc.nat({ max: 40 }), after: fc.nat({ max: 40 }), middle: fc.boolean() }),
      ),
    });
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 12 }), (edits) => {
        const cache = createEvaluationCache();
        let text = SCENARIO;
        expect(parseJsonReusing(text, cache)).toEqual(parseJson(text));
        for (const { at, remove, insert, undo, noted } of edits) {
          const previous = text;
          const i = at % (text.length + 1);
          text = text.slice(0, i) + insert + text.slice(i + remove);
          const prefix = Math.max(0, i - (noted?.before ?? 0));
          const suffix = Math.max(
            0,
            previous.length - Math.min(previous.length, i + remove) - (noted?.after ?? 0),
          );
          const between = (after: string) =>
            noted?.middle ? after.slice(prefix, after.length - suffix) : undefined;
          if (noted) noteTextEdit(previous, text, prefix, suffix, between(text));
          expect(parseJsonReusing(text, cache)).toEqual(parseJson(text));
          // Undo: the text goes back, as Ctrl+Z does after a keystroke.
          if (undo) {
            if (noted) noteTextEdit(text, previous, prefix, suffix, between(previous));
            text = previous;
            expect(parseJsonReusing(text, cache)).toEqual(parseJson(text));
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it('takes the span a caller noted instead of comparing the texts again', () => {
    const { cache } = read(SCENARIO);
    const edited = SCENARIO.replace('Send mail', 'Send an email');
    // Noted right, the edit is read as usual.
    noteTextEdit(
      SCENARIO,
      edited,
      SCENARIO.indexOf('Send mail'),
      SCENARIO.length - SCENARIO.indexOf('mail"'),
    );
    expect(parseJsonReusing(edited, cache)).toEqual(parseJson(edited));
    // The span is trusted, not checked: one placed in the first definition re-reads that one alone.
    const again = edited.replace('Send an email', 'Send a letter');
    noteTextEdit(edited, again, edited.indexOf('Open an issue'), edited.length - edited.indexOf(' an issue'));
    const trusted = parseJsonReusing(again, cache);
    expect(trusted.ok && (definitionsOf(trusted.value)[4] as JsonObject).description).toBe('Send an email');
  });

  it('reads the changed part from the text before and the middle it was given, not from the text after', () => {
    const { cache } = read(SCENARIO);
    const at = SCENARIO.indexOf('Send mail');
    const edited = SCENARIO.replace('Send mail', 'Send an email');
    // The text after holds other letters where the middle goes: only its length and identity are used.
    const unread = edited.replace('Send an email', 'Send an XXXXX');
    noteTextEdit(SCENARIO, unread, at, SCENARIO.length - at - 'Send mail'.length, 'Send an email');
    const result = parseJsonReusing(unread, cache);
    expect(result.ok && (definitionsOf(result.value)[4] as JsonObject).description).toBe('Send an email');
    // A middle that does not fit between the kept ends is not taken.
    const { cache: other } = read(SCENARIO);
    noteTextEdit(SCENARIO, edited, at, SCENARIO.length - at - 'Send mail'.length, 'Send an emai');
    expect(parseJsonReusing(edited, other)).toEqual(parseJson(edited));
  });

  it('ignores a noted span about other texts, or one that cannot fit them', () => {
    const { cache } = read(SCENARIO);
    const edited = SCENARIO.replace('Send mail', 'Send an email');
    noteTextEdit('{}', edited, 0, 0);
    expect(parseJsonReusing(edited, cache)).toEqual(parseJson(edited));
    const again = edited.replace('Send an email', 'Send a letter');
    noteTextEdit(edited, again, edited.length, 1);
    expect(parseJsonReusing(again, cache)).toEqual(parseJson(again));
  });

  it('does not hand back a definition read with marked numbers for one whose string spells that mark', () => {
    // The first text has a number JavaScript would print differently (1.0), so its numbers are
    // read behind the marker; the second has only plain numbers, and a string with the marker.
    const marked = '{"definitions": [{"name": "a", "v": 1}], "x": 1.0}';
    const plain = '{"definitions": [{"name": "a", "v": "\\u00011"}], "x": 2}';
    const { cache } = read(marked);
    expect(parseJsonReusing(plain, cache)).toEqual(parseJson(plain));
    expect(parseJsonReusing(marked, cache)).toEqual(parseJson(marked));
  });

  it('hands back unchanged definitions as the same objects when the text is read whole again', () => {
    const { cache, result: first } = read(SCENARIO);
    // A text that does not read drops the last read, so the next one is read whole.
    parseJsonReusing(SCENARIO.replace('"mode"', '"mode'), cache);
    const edited = SCENARIO.replace('Send mail', 'Send an email').replace('"namespaces"', '"compact"');
    const second = parseJsonReusing(edited, cache);
    expect(second).toEqual(parseJson(edited));
    if (!first.ok || !second.ok) throw new Error('both texts are valid');
    const before = definitionsOf(first.value);
    const after = definitionsOf(second.value);
    // Definitions 2 and 3 are not objects, so nothing is kept for them.
    expect(after.map((d, i) => d === before[i])).toEqual([true, true, false, false, false]);
    // Written differently, a definition is read again: equal, not the same object.
    const spaced = edited.replace('"name": "github__create_issue"', '"name":  "github__create_issue"');
    const third = parseJsonReusing(`${spaced} `, cache);
    if (!third.ok) throw new Error('the text is valid');
    expect(third).toEqual(parseJson(spaced));
    expect(definitionsOf(third.value)[0]).not.toBe(after[0]);
    expect(definitionsOf(third.value)[1]).toBe(after[1]);
  });
});
