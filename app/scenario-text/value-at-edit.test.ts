import { describe, expect, it } from 'vitest';
import { applyEdit } from '../../core/index.ts';
import { readScenarioObject } from './scenario-object.ts';
import { planStringAt } from './value-at-edit.ts';

const TEXT = `{
  "definitions": [
    { "name": "a", "description": "First\\u00e9 one", "n": 1.0 },
    { "name": "b", "description": "Second" }
  ]
}`;

describe(planStringAt, () => {
  it('replaces the one string and leaves every other byte as written', () => {
    const planned = planStringAt(
      TEXT,
      ['definitions', 1, 'description'],
      'Second',
      'Second (PR), “quoted”',
      readScenarioObject,
    );
    if (!planned.ok) throw new Error(planned.reason);
    const after = applyEdit(TEXT, planned.change);
    expect(after).toBe(TEXT.replace('"Second"', '"Second (PR), “quoted”"'));
    expect(after).toContain('"First\\u00e9 one", "n": 1.0');
  });

  it('compares with the string as read, escapes decoded', () => {
    expect(
      planStringAt(TEXT, ['definitions', 0, 'description'], 'Firsté one', 'x', readScenarioObject).ok,
    ).toBe(true);
  });

  it('refuses when the place changed since the fix was worked out, is missing, or the text does not parse', () => {
    expect(
      planStringAt(TEXT, ['definitions', 1, 'description'], 'Something else', 'x', readScenarioObject),
    ).toEqual({
      ok: false,
      reason: '/definitions/1/description has changed since the review; wait for the review of the new text',
    });
    expect(
      planStringAt(TEXT, ['definitions', 5, 'description'], 'Second', 'x', readScenarioObject),
    ).toMatchObject({ ok: false });
    expect(
      planStringAt('{"definitions": [', ['definitions', 0, 'description'], '', 'x', readScenarioObject),
    ).toMatchObject({
      ok: false,
    });
  });
});
