import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyEdit,
  fromPlain,
  isJsonObject,
  JsonNumber,
  type JsonObject,
  parseJson,
} from '../../core/index.ts';
import { jsonPath, locateJsonPaths } from './json-locate.ts';
import { readScenarioObject } from './scenario-object.ts';
import { editTopLevelValue, setTopLevelValue, settingsOf } from './scenario-text-edit.ts';

const SCENARIO =
  '{\n    "mode": "namespaces",\n    "caps": {"max_tokens": 1.0},\n    "definitions": [ {"x": 18446744073709551615} ]\n}\n';

describe(setTopLevelValue, () => {
  it('replaces one value and leaves every other byte alone', () => {
    const next = setTopLevelValue(SCENARIO, 'mode', 'compact');
    expect(next).toBe(SCENARIO.replace('"namespaces"', '"compact"'));
  });

  it('inserts a new key above the definitions, in the indentation already used', () => {
    const next = setTopLevelValue(SCENARIO, 'pins', ['a.b']);
    expect(next).toContain('    "pins": ["a.b"],\n    "definitions"');
    expect(next).toContain('18446744073709551615');
  });

  it('indents a multi-line value to the member it replaces', () => {
    const next = setTopLevelValue(SCENARIO, 'caps', {
      max_tokens: new JsonNumber('12000'),
      max_tools: new JsonNumber('4'),
    });
    expect(next).toContain('    "caps": {\n      "max_tokens": 12000,\n      "max_tools": 4\n    },');
  });

  it('removes a key with its separator, first, middle or last', () => {
    expect(setTopLevelValue('{"a":1,"b":2,"c":3}', 'a', undefined)).toBe('{"b":2,"c":3}');
    expect(setTopLevelValue('{"a":1,"b":2,"c":3}', 'b', undefined)).toBe('{"a":1,"c":3}');
    expect(setTopLevelValue('{"a":1,"b":2,"c":3}', 'c', undefined)).toBe('{"a":1,"b":2}');
    expect(setTopLevelValue('{"a":1}', 'a', undefined)).toBe('{}');
  });

  it('fills an empty object', () => {
    expect(setTopLevelValue('{}', 'mode', 'off')).toBe('{\n  "mode": "off"\n}');
  });
});

describe(editTopLevelValue, () => {
  it('hands the current value and the whole scenario to the update', () => {
    const result = editTopLevelValue(
      SCENARIO,
      'caps',
      (current, scenario) => {
        expect(Object.keys(scenario)).toEqual(['mode', 'caps', 'definitions']);
        return current;
      },
      undefined,
      readScenarioObject,
    );
    expect(result).toMatchObject({
      ok: true,
      text: SCENARIO.replace('{"max_tokens": 1.0}', '{\n      "max_tokens": 1.0\n    }'),
    });
  });

  it('with the settings the Worker read from this text, edits without reading the text again', () => {
    // The definitions are not JSON here: only a text that is not parsed again can be edited.
    const text = SCENARIO.replace('{"x": 18446744073709551615}', '{"x": }');
    const settings: JsonObject = { mode: 'namespaces', pins: ['a.b'] };
    const seen: unknown[] = [];
    const result = editTopLevelValue(
      text,
      'mode',
      (current, scenario) => {
        seen.push(current, scenario);
        return 'compact';
      },
      { settings, members: null },
    );
    expect(result).toMatchObject({ ok: true, text: text.replace('"namespaces"', '"compact"') });
    // The one span replaced comes with it, for the editor to apply without comparing the texts.
    if (!result.ok || !result.change) throw new Error('no change');
    expect(applyEdit(text, result.change)).toBe(result.text);
    expect(result.change.middle).toBe('"compact"');
    expect(seen).toEqual(['namespaces', settings]);
    // A bulky key is not among the settings: the text is read, and refused.
    expect(
      editTopLevelValue(text, 'definitions', () => [], { settings, members: null }, readScenarioObject).ok,
    ).toBe(false);
  });

  it('with the members mapped too, writes exactly what reading the text writes', () => {
    const key = fc.oneof(fc.constantFrom('mode', 'caps', 'pins', 'a"b', 'c\\d', 'é'), fc.string());
    const value = fc.option(fc.jsonValue().map(fromPlain), { nil: undefined });
    fc.assert(
      fc.property(
        fc.dictionary(key, fc.jsonValue()),
        fc.constantFrom(0, 2, '\t'),
        key,
        value,
        (settingsPlain, indent, edited, next) => {
          const text = JSON.stringify({ ...settingsPlain, definitions: [{ x: 1 }] }, null, indent);
          const parsed = parseJson(text);
          if (!parsed.ok || !isJsonObject(parsed.value)) throw new Error('not an object');
          const settings = settingsOf(parsed.value);
          const root = locateJsonPaths(text, [jsonPath()]).get(jsonPath());
          const members = (root?.members ?? []).map(({ key, valueStart, valueEnd }) => ({
            key,
            valueStart,
            valueEnd,
          }));
          const slow = editTopLevelValue(text, edited, () => next, undefined, readScenarioObject);
          const fast = editTopLevelValue(text, edited, () => next, { settings, members });
          expect(fast.ok && fast.text).toBe(slow.ok && slow.text);
        },
      ),
    );
  });

  it('refuses text that is not JSON, saying where', () => {
    const result = editTopLevelValue('{"mode": }', 'mode', () => 'off', undefined, readScenarioObject);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/^fix the JSON first \(invalid JSON at line 1, column 10: /);
  });

  it('refuses a scenario that is not an object', () => {
    expect(editTopLevelValue('[1]', 'mode', () => 'off', undefined, readScenarioObject)).toEqual({
      ok: false,
      reason: 'the scenario must be a JSON object',
    });
  });
});
