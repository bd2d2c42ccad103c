import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadTemplates } from '../../cli/templates.ts';
import { MAX_JSON_DEPTH } from '../limits.ts';
import { createEditSession, type EditSession } from '../session/edit-session.ts';
import { parseJson } from './json-parse.ts';
import { mapScenarioSpans } from './json-spans.ts';
import type { JsonObject, JsonValue } from './json-value.ts';

/**
 * An edit inside one part of the scenario is read alone, the rest reused
 * (json-parse-reusing.ts, through the edit session that owns the last read). What
 * comes back must be exactly what parseJson makes of the whole text, for any
 * edit: valid or not, inside a part or across several.
 */

const templates = loadTemplates();
const newSession = () => createEditSession(templates);

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

function read(text: string, session: EditSession = newSession()) {
  return { session, result: session.load(text).parse };
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

describe('an edit session, one part edited', () => {
  it('reads an edit inside one definition alone and hands back the others as the same objects', () => {
    const { session, result: first } = read(SCENARIO);
    const edited = SCENARIO.replace('Send mail', 'Send an email');
    const second = session.load(edited).parse;
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
    const { session, result: first } = read(SCENARIO);
    const edited = SCENARIO.replace('"namespaces"', '"compact"');
    const second = session.load(edited).parse;
    expect(second).toEqual(parseJson(edited));
    if (!first.ok || !second.ok) throw new Error('both texts are valid');
    expect(definitionsOf(second.value)).toBe(definitionsOf(first.value));
    expect((second.value as JsonObject).mode).toBe('compact');
  });

  it('keeps reading edits alone after earlier ones moved the text', () => {
    const session = newSession();
    let text = SCENARIO;
    session.load(text).parse;
    for (const [from, to] of [
      ['Open an issue', 'Open a new issue on GitHub'],
      ['"compact"', '"bridged"'],
      ['Send mail', 'Send'],
      ['"max_tools": 3', '"max_tools": 30'],
      ['Open a new issue on GitHub', 'Open'],
    ] as const) {
      text = text.replace(from === '"compact"' ? '"namespaces"' : from, to);
      expect(session.load(text).parse).toEqual(parseJson(text));
    }
  });

  it('refuses a definition edited past the depth limit as the whole reader does, at its place', () => {
    const { session } = read(SCENARIO);
    // `properties` sits four levels in (root, definitions, the definition, parameters): one level too deep.
    const deep = `${'['.repeat(MAX_JSON_DEPTH - 3)}${']'.repeat(MAX_JSON_DEPTH - 3)}`;
    const edited = SCENARIO.replace('"properties": {}', `"properties": ${deep}`);
    const result = session.load(edited).parse;
    expect(result.ok).toBe(false);
    expect(result).toEqual(parseJson(edited));
    const fits = SCENARIO.replace('"properties": {}', `"properties": ${deep.slice(1, -1)}`);
    expect(session.load(fits).parse).toEqual(parseJson(fits));
    expect(parseJson(fits).ok).toBe(true);
  });

  it('moves the definitions’ places when a member before them is edited', () => {
    const { session } = read(SCENARIO);
    // The edit to "mode" makes the text two characters longer before every definition.
    const longer = SCENARIO.replace('"namespaces"', '"aanamespaces"');
    expect(session.load(longer).parse).toEqual(parseJson(longer));
    // Then a definition closes one brace early: the whole reader refuses the stray brace after it.
    const broken = longer.replace('1.50', '1.5}');
    expect(parseJson(broken).ok).toBe(false);
    expect(session.load(broken).parse).toEqual(parseJson(broken));
    const fixed = longer.replace('1.50', '1.25');
    expect(session.load(fixed).parse).toEqual(parseJson(fixed));
  });

  it('keeps a member named __proto__ as data', () => {
    const text = '{"__proto__": {"a": 1}, "definitions": []}';
    const { session } = read(text);
    const edited = text.replace('"a": 1', '"a": 2');
    const result = session.load(edited).parse;
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
      // Sometimes the caller says where the edit is (the load's `edit`), with the span it knows widened by these.
      // and sometimes with the text between (read then instead of the edited text).
      noted: fc.option(
        fc.record({ before: fc.nat({ max: 40 }), after: fc.nat({ max: 40 }), middle: fc.boolean() }),
      ),
    });
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 12 }), (edits) => {
        const session = newSession();
        let text = SCENARIO;
        expect(session.load(text).parse).toEqual(parseJson(text));
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
          const edit = noted ? { before: previous, prefix, suffix, middle: between(text) } : undefined;
          expect(session.load(text, edit).parse).toEqual(parseJson(text));
          // Undo: the text goes back, as Ctrl+Z does after a keystroke.
          if (undo) {
            const back = noted ? { before: text, prefix, suffix, middle: between(previous) } : undefined;
            text = previous;
            expect(session.load(text, back).parse).toEqual(parseJson(text));
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it('takes the span a caller noted instead of comparing the texts again', () => {
    const { session } = read(SCENARIO);
    const edited = SCENARIO.replace('Send mail', 'Send an email');
    // Noted right, the edit is read as usual.
    const noted = {
      before: SCENARIO,
      prefix: SCENARIO.indexOf('Send mail'),
      suffix: SCENARIO.length - SCENARIO.indexOf('mail"'),
    };
    expect(session.load(edited, noted).parse).toEqual(parseJson(edited));
    // The span is trusted, not checked: one placed in the first definition re-reads that one alone.
    const again = edited.replace('Send an email', 'Send a letter');
    const wrong = {
      before: edited,
      prefix: edited.indexOf('Open an issue'),
      suffix: edited.length - edited.indexOf(' an issue'),
    };
    const trusted = session.load(again, wrong).parse;
    expect(trusted.ok && (definitionsOf(trusted.value)[4] as JsonObject).description).toBe('Send an email');
  });

  it('reads the changed part from the text before and the middle it was given, not from the text after', () => {
    const { session } = read(SCENARIO);
    const at = SCENARIO.indexOf('Send mail');
    const edited = SCENARIO.replace('Send mail', 'Send an email');
    // The text after holds other letters where the middle goes: only its length and identity are used.
    const unread = edited.replace('Send an email', 'Send an XXXXX');
    const suffix = SCENARIO.length - at - 'Send mail'.length;
    const result = session.load(unread, {
      before: SCENARIO,
      prefix: at,
      suffix,
      middle: 'Send an email',
    }).parse;
    expect(result.ok && (definitionsOf(result.value)[4] as JsonObject).description).toBe('Send an email');
    // A middle that does not fit between the kept ends is not taken.
    const { session: other } = read(SCENARIO);
    const short = { before: SCENARIO, prefix: at, suffix, middle: 'Send an emai' };
    expect(other.load(edited, short).parse).toEqual(parseJson(edited));
  });

  it('ignores a noted span about other texts, or one that cannot fit them', () => {
    const { session } = read(SCENARIO);
    const edited = SCENARIO.replace('Send mail', 'Send an email');
    expect(session.load(edited, { before: '{}', prefix: 0, suffix: 0 }).parse).toEqual(parseJson(edited));
    // A span that fits but was made from another text than the session's last is not taken.
    const changed = edited.replace('Send an email', 'Send an EMAIL');
    const elsewhere = {
      before: `${edited} `,
      prefix: edited.indexOf('Open an issue'),
      suffix: changed.length - changed.indexOf(' an issue'),
    };
    expect(session.load(changed, elsewhere).parse).toEqual(parseJson(changed));
    const again = edited.replace('Send an email', 'Send a letter');
    const misfit = { before: edited, prefix: edited.length, suffix: 1 };
    expect(session.load(again, misfit).parse).toEqual(parseJson(again));
  });

  it('does not hand back a definition read with marked numbers for one whose string spells that mark', () => {
    // The first text has a number JavaScript would print differently (1.0), so its numbers are
    // read behind the marker; the second has only plain numbers, and a string with the marker.
    const marked = '{"definitions": [{"name": "a", "v": 1}], "x": 1.0}';
    const plain = '{"definitions": [{"name": "a", "v": "\\u00011"}], "x": 2}';
    const { session } = read(marked);
    expect(session.load(plain).parse).toEqual(parseJson(plain));
    expect(session.load(marked).parse).toEqual(parseJson(marked));
  });

  it('hands back unchanged definitions as the same objects when the text is read whole again', () => {
    const { session, result: first } = read(SCENARIO);
    // A text that does not read drops the last read, so the next one is read whole.
    session.load(SCENARIO.replace('"mode"', '"mode')).parse;
    const edited = SCENARIO.replace('Send mail', 'Send an email').replace('"namespaces"', '"compact"');
    const second = session.load(edited).parse;
    expect(second).toEqual(parseJson(edited));
    if (!first.ok || !second.ok) throw new Error('both texts are valid');
    const before = definitionsOf(first.value);
    const after = definitionsOf(second.value);
    // Definitions 2 and 3 are not objects, so nothing is kept for them.
    expect(after.map((d, i) => d === before[i])).toEqual([true, true, false, false, false]);
    // Written differently, a definition is read again: equal, not the same object.
    const spaced = edited.replace('"name": "github__create_issue"', '"name":  "github__create_issue"');
    const third = session.load(`${spaced} `).parse;
    if (!third.ok) throw new Error('the text is valid');
    expect(third).toEqual(parseJson(spaced));
    expect(definitionsOf(third.value)[0]).not.toBe(after[0]);
    expect(definitionsOf(third.value)[1]).toBe(after[1]);
  });
});
