// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { usePlayground } from '../state/store.ts';
import { createDocumentActions } from './document-actions.ts';

const initial = usePlayground.getState();
beforeEach(() => usePlayground.setState(initial, true));

describe('editKey through the document actions', () => {
  it('hands the store the Worker’s settings of the current text, and asks for them with that text', () => {
    usePlayground.getState().openScenario('{"mode": "off", "definitions": []}', 'test');
    const asked: string[] = [];
    const settings = { mode: 'off' };
    const actions = createDocumentActions({
      flushInput: () => usePlayground.getState().setText('{"mode": "off", "definitions": [ ]}'),
      flushHash: () => '',
      settingsOf: (text) => {
        asked.push(text);
        return settings;
      },
    });
    let seen: unknown = null;
    const result = actions.editKey('mode', (_, scenario) => {
      seen = scenario;
      return 'compact';
    });
    // Pending input is committed first, and the settings asked for are those of the text after it.
    expect(asked).toEqual(['{"mode": "off", "definitions": [ ]}']);
    expect(seen).toBe(settings);
    expect(result).toMatchObject({ ok: true, text: '{"mode": "compact", "definitions": [ ]}' });
  });

  it('knows the settings of the text a control just wrote, so a second edit does not read the text', () => {
    // Broken definitions: reading the whole text would refuse the edit.
    usePlayground.getState().openScenario('{"mode": "off", "mode_raw": "x", "definitions": [}', 'test');
    const settings = { mode: 'off', mode_raw: 'x' };
    const actions = createDocumentActions({
      flushInput: () => {},
      flushHash: () => '',
      settingsOf: (text) => (text === usePlayground.getState().baseline ? settings : null),
    });
    const seen: unknown[] = [];
    const step = (key: string, value: string | undefined) =>
      actions.editKey(key, (current, scenario) => {
        seen.push([current, { ...scenario }]);
        return value;
      });
    expect(step('mode', 'compact').ok).toBe(true);
    expect(step('pins', 'p').ok).toBe(true);
    expect(seen).toEqual([
      ['off', { mode: 'off', mode_raw: 'x' }],
      [undefined, { mode: 'compact', mode_raw: 'x' }],
    ]);
    // A present key removed: a duplicate above it could count now, so the next edit reads the text (and refuses).
    expect(step('mode_raw', undefined).ok).toBe(true);
    expect(step('mode', 'off').ok).toBe(false);
  });

  it('reads the text itself when the Worker has not read this text', () => {
    usePlayground.getState().openScenario('{"mode": "off", "definitions": []}', 'test');
    const actions = createDocumentActions({
      flushInput: () => {},
      flushHash: () => '',
      settingsOf: () => null,
    });
    let seen: unknown = null;
    actions.editKey('mode', (_, scenario) => {
      seen = scenario;
      return 'compact';
    });
    expect(seen).toEqual({ mode: 'off', definitions: [] });
  });
});
