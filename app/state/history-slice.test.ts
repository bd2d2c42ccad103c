// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openScenario, typeText } from '../../test-support/scenario-writes.ts';
import { readScenarioObject } from '../scenario-text/scenario-object.ts';
import { usePlayground } from './store.ts';

const initial = usePlayground.getState();

beforeEach(() => {
  usePlayground.setState(initial, true);
  localStorage.clear();
  vi.useRealTimers();
});

const text = () => usePlayground.getState().text;

describe('the shared undo history', () => {
  it('undoes a control edit and typing in the order they were made, and redoes them', () => {
    vi.useFakeTimers();
    const s = usePlayground.getState();
    openScenario('{"mode": "off"}', 'preset: x');
    s.editKey('mode', () => 'compact', undefined, readScenarioObject);
    vi.advanceTimersByTime(5000);
    typeText('{"mode": "compact", "a": 1}');
    usePlayground.getState().undo();
    expect(text()).toBe('{"mode": "compact"}');
    usePlayground.getState().undo();
    expect(text()).toBe('{"mode": "off"}');
    usePlayground.getState().redo();
    usePlayground.getState().redo();
    expect(text()).toBe('{"mode": "compact", "a": 1}');
  });

  it('takes a what-if fix written deep in the text as one step', () => {
    vi.useFakeTimers();
    const s = usePlayground.getState();
    openScenario('{"definitions": [{"description": "Old"}]}', 'preset: x');
    expect(
      s.editStringAt(['definitions', 0, 'description'], 'Old', 'Old (PR)', readScenarioObject),
    ).toMatchObject({ ok: true });
    expect(text()).toBe('{"definitions": [{"description": "Old (PR)"}]}');
    expect(usePlayground.getState().edit).toMatchObject({
      prefix: 33,
      suffix: 3,
      middle: '"Old (PR)"',
      source: 'control',
    });
    // Written for an older text, it changes nothing.
    expect(
      usePlayground.getState().editStringAt(['definitions', 0, 'description'], 'Old', 'x', readScenarioObject)
        .ok,
    ).toBe(false);
    usePlayground.getState().undo();
    expect(text()).toBe('{"definitions": [{"description": "Old"}]}');
    usePlayground.getState().redo();
    expect(text()).toBe('{"definitions": [{"description": "Old (PR)"}]}');
  });

  it('takes a burst of keystrokes as one step, and a pause starts the next', () => {
    vi.useFakeTimers();
    openScenario('{}', 'link');
    for (const t of ['{"', '{"a', '{"a"', '{"a":1}']) typeText(t);
    vi.advanceTimersByTime(2000);
    typeText('{"a":12}');
    usePlayground.getState().undo();
    expect(text()).toBe('{"a":1}');
    usePlayground.getState().undo();
    expect(text()).toBe('{}');
  });

  it('drops the redo stack when something new is done', () => {
    const s = usePlayground.getState();
    openScenario('{"mode": "off"}', 'link');
    s.editKey('mode', () => 'compact', undefined, readScenarioObject);
    usePlayground.getState().undo();
    usePlayground.getState().editKey('mode', () => 'bridged', undefined, readScenarioObject);
    usePlayground.getState().redo();
    expect(text()).toBe('{"mode": "bridged"}');
    expect(usePlayground.getState().future).toEqual([]);
  });

  it('resets to the text as opened, and the reset itself can be undone', () => {
    const s = usePlayground.getState();
    openScenario('{"mode": "off"}', 'preset: x');
    s.editKey('mode', () => 'compact', undefined, readScenarioObject);
    usePlayground.getState().resetScenario();
    expect(text()).toBe('{"mode": "off"}');
    usePlayground.getState().undo();
    expect(text()).toBe('{"mode": "compact"}');
  });

  it('makes opening another scenario undoable, but not the very first one', () => {
    openScenario('{"a":1}', 'preset: x');
    expect(usePlayground.getState().past).toEqual([]);
    openScenario('{"b":1}', 'link');
    usePlayground.getState().undo();
    expect(text()).toBe('{"a":1}');
  });
});
