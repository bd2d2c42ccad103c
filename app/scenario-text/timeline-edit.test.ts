import { describe, expect, it } from 'vitest';
import { canonicalJson, fromPlain, JsonNumber } from '../../core/index.ts';
import { readScenarioObject } from './scenario-object.ts';
import { editTopLevelValue } from './scenario-text-edit.ts';
import {
  appendTimelineAction,
  appendTimelineTurn,
  directCallAction,
  removeLastTimelineStep,
  toolCallAction,
} from './timeline-edit.ts';

const call = toolCallAction('a__b', '{"q":1}');
const json = (value: unknown) => (value === undefined ? undefined : canonicalJson(value));

describe(appendTimelineAction, () => {
  it('starts turn 1 when there is no timeline, and adds to the last turn otherwise', () => {
    expect(json(appendTimelineAction(call)(undefined))).toBe(canonicalJson(fromPlain([{ actions: [call] }])));
    const two = fromPlain([{ actions: [] }, { actions: [{ tool: 'x', arguments: {} }] }]);
    const next = appendTimelineAction(call)(two) as { actions: unknown[] }[];
    expect(next).toHaveLength(2);
    expect(next[1]!.actions).toHaveLength(2);
  });

  it('leaves a malformed timeline as the author wrote it', () => {
    const odd = fromPlain({ not: 'a list' });
    expect(appendTimelineAction(call)(odd)).toBe(odd);
    expect(appendTimelineTurn(odd)).toBe(odd);
  });
});

describe(appendTimelineTurn, () => {
  it('makes turn 2 on the first press, since turn 1 exists without a key', () => {
    expect(json(appendTimelineTurn(undefined))).toBe('[{"actions":[]},{"actions":[]}]');
  });
});

describe(removeLastTimelineStep, () => {
  it('takes back the last action, then the empty last turn, then the key itself', () => {
    let value = appendTimelineTurn(appendTimelineAction(call)(undefined));
    value = removeLastTimelineStep(value);
    expect(json(value)).toBe(canonicalJson(fromPlain([{ actions: [call] }])));
    expect(removeLastTimelineStep(value)).toBeUndefined();
  });
});

describe(directCallAction, () => {
  it('carries an object as the arguments, and keeps text that is not one', () => {
    expect(directCallAction('a__b', '{"n":1.0}').arguments).toEqual({ n: new JsonNumber('1.0') });
    expect(directCallAction('a__b', 'nope').arguments).toBe('nope');
  });
});

it('edits only the timeline key of the scenario text', () => {
  const text = '{\n  "mode": "bridged",\n  "caps": {"max_tools": 1.0},\n  "definitions": []\n}';
  const result = editTopLevelValue(
    text,
    'timeline',
    appendTimelineAction(call),
    undefined,
    readScenarioObject,
  );
  if (!result.ok) throw new Error(result.reason);
  expect(result.text).toContain('"caps": {"max_tools": 1.0}');
  expect(result.text).toContain('"tool": "tool_call"');
});
