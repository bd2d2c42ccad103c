// @vitest-environment jsdom
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';

import { applyEdit, fromPlain } from '../../core/index.ts';
import { markSaved, openScenario, typeText } from '../../test-support/scenario-writes.ts';
import { readScenarioObject } from '../scenario-text/scenario-object.ts';
import { hasUnsavedWork } from './scenario-slice.ts';
import { playgroundStorage, STORAGE_KEY, usePlayground } from './store.ts';

const initial = usePlayground.getState();

beforeEach(() => {
  usePlayground.setState(initial, true);
  localStorage.clear();
});

describe('the playground store', () => {
  it('opens a scenario as saved work', () => {
    openScenario('{"a":1}', 'preset: x');
    const s = usePlayground.getState();
    expect([s.text, s.savedText, s.origin, hasUnsavedWork(s)]).toEqual([
      '{"a":1}',
      '{"a":1}',
      'preset: x',
      false,
    ]);
  });

  it('knows whether the text differs from the baseline after every way either is set', () => {
    const differs = () => usePlayground.getState().differsFromSaved;
    openScenario('{"a":1}', 'preset: x');
    expect(differs()).toBe(false);
    typeText('{"a":2}');
    expect(differs()).toBe(true);
    // Typed back to what was opened: the same text again, not a different one.
    typeText('{"a":1}');
    expect(differs()).toBe(false);
    typeText('{"a":3}');
    markSaved();
    expect(differs()).toBe(false);
    usePlayground.getState().undo();
    expect([usePlayground.getState().text, differs()]).toEqual(['{"a":1}', true]);
    usePlayground.getState().redo();
    expect([usePlayground.getState().text, differs()]).toEqual(['{"a":3}', false]);
    usePlayground.getState().editKey('a', () => fromPlain(4), undefined, readScenarioObject);
    expect(differs()).toBe(true);
    usePlayground.getState().resetScenario();
    expect(differs()).toBe(false);
    usePlayground.getState().replace('{"a":3} ', { source: 'import' });
    expect(differs()).toBe(true);
    usePlayground.setState({ theme: 'dark' });
    expect(differs()).toBe(true);
  });

  it('follows typed edits the editor noted, and every other update, to the same answer as comparing', () => {
    const unit = fc.constantFrom('a', 'b', '😀');
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('typed' as const),
        at: fc.nat(),
        remove: fc.nat({ max: 3 }),
        insert: fc.array(unit, { maxLength: 2 }),
      }),
      fc.record({ kind: fc.constant('set' as const), insert: fc.array(unit, { maxLength: 6 }) }),
      fc
        .constantFrom('save' as const, 'undo' as const, 'redo' as const, 'open' as const)
        .map((kind) => ({ kind })),
    );
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 8 }), fc.array(step, { maxLength: 25 }), (opened, steps) => {
        usePlayground.setState(initial, true);
        openScenario(opened.join(''), 'preset: x');
        for (const s of steps) {
          const state = usePlayground.getState();
          if (s.kind === 'typed') {
            // As the editor commits: the text with the splice made against the very text the store holds.
            const before = state.text;
            const start = s.at % (before.length + 1);
            const end = Math.min(before.length, start + s.remove);
            const middle = s.insert.join('');
            const after = before.slice(0, start) + middle + before.slice(end);
            typeText(after, { before, prefix: start, suffix: before.length - end, middle });
          } else if (s.kind === 'set') typeText(s.insert.join(''));
          else if (s.kind === 'save') markSaved();
          else if (s.kind === 'undo') state.undo();
          else if (s.kind === 'redo') state.redo();
          else openScenario(state.text.slice(1), 'file: x');
          const now = usePlayground.getState();
          expect(now.differsFromSaved).toBe(now.text !== now.savedText);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("makes every open undoable, a link asked about and another tab's work included", () => {
    openScenario('{"a":1}', 'preset: x');
    const opens: [string, () => void][] = [
      ['a link over saved work', () => usePlayground.getState().requestOpen('{"b":1}', 'link')],
      ['a typed edit', () => typeText('{"b":2}')],
      [
        'a link over unsaved work, once accepted',
        () => {
          usePlayground.getState().requestOpen('{"c":1}', 'link');
          usePlayground.getState().resolvePending(true);
        },
      ],
      [
        "another tab's work, loaded",
        () => {
          usePlayground
            .getState()
            .offerOtherTabWork({ text: '{"d":1}', origin: 'file: d.json', saved: false });
          usePlayground.getState().resolveOtherTabWork(true);
        },
      ],
      ['an import', () => usePlayground.getState().replace('{"e":1}', { source: 'import' })],
      ['a reset', () => usePlayground.getState().resetScenario()],
    ];
    for (const [what, open] of opens) {
      const before = usePlayground.getState().text;
      open();
      const after = usePlayground.getState().text;
      expect(after, what).not.toBe(before);
      usePlayground.getState().undo();
      expect(usePlayground.getState().text, what).toBe(before);
      usePlayground.getState().redo();
      expect(usePlayground.getState().text, what).toBe(after);
    }
    expect(usePlayground.getState()).toMatchObject({ origin: 'file: d.json', savedText: '' });
  });

  it('writes the text, its edit, the history and the saved state together, whoever writes', () => {
    const unit = fc.constantFrom('a', 'b', '😀');
    const chunk = fc.array(unit, { maxLength: 6 }).map((units) => units.join(''));
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('typed' as const),
        at: fc.nat(),
        remove: fc.nat({ max: 3 }),
        insert: chunk,
      }),
      fc.record({
        kind: fc.constantFrom('typing' as const, 'control' as const, 'import' as const, 'open' as const),
        text: chunk,
      }),
      fc.record({ kind: fc.constant('theirs' as const), text: chunk, saved: fc.boolean() }),
      fc
        .constantFrom('save' as const, 'undo' as const, 'redo' as const, 'reset' as const)
        .map((kind) => ({ kind })),
    );
    fc.assert(
      fc.property(chunk, fc.array(step, { maxLength: 20 }), (opened, steps) => {
        usePlayground.setState(initial, true);
        openScenario(opened, 'preset: x');
        for (const s of steps) {
          const state = usePlayground.getState();
          const before = state.text;
          if (s.kind === 'typed') {
            const start = s.at % (before.length + 1);
            const end = Math.min(before.length, start + s.remove);
            const after = before.slice(0, start) + s.insert + before.slice(end);
            typeText(after, { before, prefix: start, suffix: before.length - end, middle: s.insert });
          } else if (s.kind === 'open') state.requestOpen(s.text, 'link');
          else if (s.kind === 'typing' || s.kind === 'control' || s.kind === 'import')
            state.replace(s.text, { source: s.kind });
          else if (s.kind === 'theirs') {
            state.offerOtherTabWork({ text: s.text, origin: 'file: t', saved: s.saved });
            usePlayground.getState().resolveOtherTabWork(true);
          } else if (s.kind === 'save') markSaved();
          else if (s.kind === 'undo') state.undo();
          else if (s.kind === 'redo') state.redo();
          else state.resetScenario();
          usePlayground.getState().resolvePending(false);
          const now = usePlayground.getState();
          expect(now.differsFromSaved).toBe(now.text !== now.savedText);
          // The one edit is always the one that made the text held.
          if (now.text !== before) expect(now.edit?.before).toBe(before);
          if (now.edit) expect(applyEdit(now.edit.before, now.edit)).toBe(now.text);
          // Whatever replaced a text other than the first, one Undo brings it back.
          if (now.text !== before && before !== '' && s.kind !== 'undo' && s.kind !== 'redo') {
            const burst = (s.kind === 'typed' || s.kind === 'typing') && now.lastTypedAt > 0;
            expect(now.past.at(-1) === before || burst).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('asks before a new scenario replaces unsaved work, and does as answered', () => {
    const s = usePlayground.getState();
    openScenario('{"a":1}', 'preset: x');
    typeText('{"a":2}');
    s.requestOpen('{"b":1}', 'link');
    expect(usePlayground.getState().pendingOpen).toEqual({ text: '{"b":1}', origin: 'link' });
    expect(usePlayground.getState().text).toBe('{"a":2}');
    usePlayground.getState().resolvePending(false);
    expect(usePlayground.getState()).toMatchObject({ text: '{"a":2}', pendingOpen: null });
    usePlayground.getState().requestOpen('{"b":1}', 'link');
    usePlayground.getState().resolvePending(true);
    expect(usePlayground.getState()).toMatchObject({ text: '{"b":1}', savedText: '{"b":1}', origin: 'link' });
  });

  it("applies a link's view and baseline only when its scenario is opened", () => {
    const s = usePlayground.getState();
    openScenario('{"a":1}', 'preset: x');
    typeText('{"a":2}');
    const view = { state: { outputTab: 'compare' as const, searchQuery: 'deploy' }, baseline: '{"base":1}' };
    s.requestOpen('{"b":1}', 'link', view);
    usePlayground.getState().resolvePending(false);
    expect(usePlayground.getState()).toMatchObject({
      text: '{"a":2}',
      outputTab: initial.outputTab,
      searchQuery: initial.searchQuery,
      compareBaseline: initial.compareBaseline,
    });
    usePlayground.getState().requestOpen('{"b":1}', 'link', view);
    usePlayground.getState().resolvePending(true);
    expect(usePlayground.getState()).toMatchObject({
      text: '{"b":1}',
      outputTab: 'compare',
      searchQuery: 'deploy',
      compareBaseline: '{"base":1}',
      compareOrigin: 'link',
    });
  });

  it('opens without asking when the work was linked or downloaded since the last edit', () => {
    const s = usePlayground.getState();
    openScenario('{"a":1}', 'preset: x');
    typeText('{"a":2}');
    markSaved();
    s.requestOpen('{"b":1}', 'link');
    expect(usePlayground.getState()).toMatchObject({ text: '{"b":1}', pendingOpen: null });
  });

  it('edits the text through one key and reports a refusal instead of throwing', () => {
    const s = usePlayground.getState();
    openScenario('{"mode": "off"}', 'file: a.json');
    expect(s.editKey('mode', () => 'compact', undefined, readScenarioObject)).toMatchObject({
      ok: true,
      text: '{"mode": "compact"}',
    });
    expect(usePlayground.getState().text).toBe('{"mode": "compact"}');
    // The edit is kept as the one span it replaced, for the editor to apply as it is.
    expect(usePlayground.getState().edit).toEqual({
      before: '{"mode": "off"}',
      source: 'control',
      prefix: 9,
      suffix: 1,
      middle: '"compact"',
    });
    typeText('{"mode": ');
    expect(usePlayground.getState().editKey('mode', () => 'off', undefined, readScenarioObject).ok).toBe(
      false,
    );
    expect(usePlayground.getState().text).toBe('{"mode": ');
  });

  it('keeps only the theme in local storage: the work goes to IndexedDB, derived data nowhere', () => {
    openScenario('{"a":1}', 'link');
    usePlayground.getState().setOutputTab('tools');
    playgroundStorage.flush();
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    expect(Object.keys(stored.state)).toEqual(['theme']);
  });
});
