// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { buildReviewReport, createEditSession, prepareReview } from '../../core/index.ts';
import { openScenario, typeText } from '../../test-support/scenario-writes.ts';
import { templates } from '../evaluation/templates.ts';
import { presetText } from '../presets/presets.ts';
import { jsonPath, locateJsonPaths } from '../scenario-text/json-locate.ts';
import { usePlayground } from '../state/store.ts';
import { createDocumentActions, knownAfter } from './document-actions.ts';

const initial = usePlayground.getState();
beforeEach(() => usePlayground.setState(initial, true));

describe('editKey through the document actions', () => {
  it('makes an edit that must wait for the reader once its script is in, and later edits after it, each one step', async () => {
    const before = '{"mode": "off", "definitions": []}';
    openScenario(before, 'test');
    let flushed = 0;
    const actions = createDocumentActions({
      flushInput: () => flushed++,
      flushHash: () => '',
      // The Worker read the first text: the mode alone could be edited at once, but not before the catalog.
      knownOf: (text) => (text === before ? { settings: { mode: 'off' }, members: null } : null),
    });
    const catalog = actions.editKey('definitions', () => ['a']);
    const mode = actions.editKey('mode', () => 'compact');
    expect(catalog).toBeInstanceOf(Promise);
    expect(mode).toBeInstanceOf(Promise);
    expect(usePlayground.getState().text).toBe(before);
    expect(await catalog).toMatchObject({ ok: true });
    expect(await mode).toMatchObject({ ok: true });
    const after = usePlayground.getState().text;
    expect(after).toBe('{"mode": "compact", "definitions": ["a"]}');
    // Input typed meanwhile is committed before each waiting edit is made.
    expect(flushed).toBe(4);
    const { past } = usePlayground.getState();
    expect(past.slice(-2)).toEqual([before, '{"mode": "off", "definitions": ["a"]}']);
    usePlayground.getState().undo();
    expect(usePlayground.getState().text).toBe('{"mode": "off", "definitions": ["a"]}');
    // Once the script is in, an edit that reads the text is made at once.
    expect(actions.editKey('mode', () => 'bridged')).toMatchObject({ ok: true });
  });

  it('hands the store the Worker’s settings of the current text, and asks for them with that text', () => {
    openScenario('{"mode": "off", "definitions": []}', 'test');
    const asked: string[] = [];
    const settings = { mode: 'off' };
    const actions = createDocumentActions({
      flushInput: () => typeText('{"mode": "off", "definitions": [ ]}'),
      flushHash: () => '',
      knownOf: (text) => {
        asked.push(text);
        return { settings, members: null };
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

  it('knows the settings of the text a control just wrote, so a second edit does not read the text', async () => {
    // Broken definitions: reading the whole text would refuse the edit.
    openScenario('{"mode": "off", "mode_raw": "x", "definitions": [}', 'test');
    const settings = { mode: 'off', mode_raw: 'x' };
    const actions = createDocumentActions({
      flushInput: () => {},
      flushHash: () => '',
      knownOf: (text) => (text === usePlayground.getState().savedText ? { settings, members: null } : null),
    });
    const seen: unknown[] = [];
    const step = (key: string, value: string | undefined) =>
      actions.editKey(key, (current, scenario) => {
        seen.push([current, { ...scenario }]);
        return value;
      });
    expect(step('mode', 'compact')).toMatchObject({ ok: true });
    expect(step('pins', 'p')).toMatchObject({ ok: true });
    expect(seen).toEqual([
      ['off', { mode: 'off', mode_raw: 'x' }],
      [undefined, { mode: 'compact', mode_raw: 'x' }],
    ]);
    // A present key removed: a duplicate above it could count now, so the next edit reads the text (and refuses).
    expect(step('mode_raw', undefined)).toMatchObject({ ok: true });
    expect((await step('mode', 'off')).ok).toBe(false);
  });

  it('moves the mapped members after an edit in place, so the next edit lands where it should', () => {
    // Broken definitions again: only the mapped members can place the second edit.
    const text = '{"mode": "off", "caps": {}, "pins": [], "definitions": [}';
    openScenario(text, 'test');
    const members = locateJsonPaths(text, [jsonPath()])
      .get(jsonPath())!
      .members!.map(({ key, valueStart, valueEnd }) => ({ key, valueStart, valueEnd }));
    const actions = createDocumentActions({
      flushInput: () => {},
      flushHash: () => '',
      knownOf: (t) => (t === text ? { settings: { mode: 'off', caps: {}, pins: [] }, members } : null),
    });
    expect(actions.editKey('mode', () => 'namespaces')).toMatchObject({ ok: true });
    expect(actions.editKey('pins', () => ['a.b'])).toMatchObject({ ok: true });
    expect(usePlayground.getState().text).toBe(
      '{"mode": "namespaces", "caps": {}, "pins": ["a.b"], "definitions": [}',
    );
  });

  it('maps the members of the written text as reading it would', () => {
    const membersOf = (text: string) =>
      locateJsonPaths(text, [jsonPath()])
        .get(jsonPath())!
        .members!.map(({ key, valueStart, valueEnd }) => ({ key, valueStart, valueEnd }));
    const before = '{"mode": "off", "caps": {}, "pins": [], "definitions": []}';
    const settings = { mode: 'off', caps: {}, pins: [] };
    const known = { settings, members: membersOf(before) };
    const edit = (key: string, value: string) => {
      openScenario(before, 'test');
      const result = usePlayground.getState().editKey(key, () => value, known);
      if (!result.ok) throw new Error(result.reason);
      return knownAfter(known, key, { value }, result, before);
    };
    // In place: every member where it now is.
    const replaced = edit('mode', 'namespaces');
    expect(replaced?.known.members).toEqual(membersOf(replaced!.text));
    expect(replaced?.known.settings).toEqual({ ...settings, mode: 'namespaces' });
    // A new key moves the rest: no map then, rather than a wrong one.
    expect(edit('promoted', 'x')?.known.members).toBeNull();
  });

  it('reads the text itself when the Worker has not read this text', async () => {
    openScenario('{"mode": "off", "definitions": []}', 'test');
    const actions = createDocumentActions({
      flushInput: () => {},
      flushHash: () => '',
      knownOf: () => null,
    });
    let seen: unknown = null;
    await actions.editKey('mode', (_, scenario) => {
      seen = scenario;
      return 'compact';
    });
    expect(seen).toEqual({ mode: 'off', definitions: [] });
  });
});

describe('the review exports, whose script is fetched on first use', () => {
  const subject = (text: string) => {
    const r = prepareReview(createEditSession(templates).load(text), templates);
    if (!r.ok) throw new Error(r.error);
    return r.subject;
  };
  const text = presetText('small-mixed');
  const report = buildReviewReport(subject(text), subject(text));

  it('copy the Markdown with the link as it was written at the click, not once the script is in', async () => {
    let hash = 'http://127.0.0.1:4173/#v3/at-the-click';
    const copied: string[] = [];
    const actions = createDocumentActions({
      flushInput: () => {},
      flushHash: () => hash,
      clipboard: { writeText: async (markdown) => void copied.push(markdown) },
    });
    const done = actions.copyReviewMarkdown(report);
    hash = 'http://127.0.0.1:4173/#v3/later';
    await done;
    expect(copied).toHaveLength(1);
    expect(copied[0]).toContain('#v3/at-the-click');
    expect(copied[0]).not.toContain('#v3/later');
    expect(usePlayground.getState().notice?.text).toBe('Review copied as Markdown.');
  });
});
