import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPlain } from '../../core/index.ts';
import { openScenario } from '../../test-support/scenario-writes.ts';
import { readScenarioObject } from '../scenario-text/scenario-object.ts';
import { usePlayground } from '../state/store.ts';
import { type ContentChange, createEditorController, type EditorController } from './editor-controller.ts';
import { STORE_DOCUMENT } from './store-document.ts';
import { LARGE_DOCUMENT_CHARS } from './text-commit.ts';

const initial = usePlayground.getState();

/**
 * A model as Monaco's behaves for the controller: a string, whose edits report
 * their change event at once; a new model reports itself replaced. What the
 * controller asks of it is counted, to tell a span applied from a text read whole.
 */
function fakeView() {
  const calls = { value: 0, splice: 0, replaceModel: 0 };
  const state = { text: '', readOnly: false, caret: 0, markers: [] as unknown[], large: false };
  let controller: EditorController | null = null;
  // Line endings the model would rewrite while an edit is applied (as Monaco may): off unless a test sets it.
  let rewrite: ((text: string) => string) | null = null;
  const emit = (event: ContentChange) => controller?.changed(event);
  const view = {
    length: () => state.text.length,
    value: () => {
      calls.value++;
      return state.text;
    },
    read: (start: number, end: number) => state.text.slice(start, end),
    splice: (start: number, end: number, text: string) => {
      calls.splice++;
      const written = rewrite ? rewrite(text) : text;
      state.text = state.text.slice(0, start) + written + state.text.slice(end);
      emit({
        changes: [{ rangeOffset: start, rangeLength: end - start, text: written }],
        isFlush: false,
        isEolChange: false,
      });
    },
    replaceModel: (text: string, caret: number) => {
      calls.replaceModel++;
      state.text = text;
      state.caret = caret;
      controller?.modelReplaced();
    },
    caret: () => state.caret,
    setReadOnly: (readOnly: boolean) => {
      state.readOnly = readOnly;
    },
    fit: (length: number) => {
      state.large = length >= LARGE_DOCUMENT_CHARS;
    },
    setMarkers: (markers: readonly unknown[]) => {
      state.markers = [...markers];
    },
  };
  /** A keystroke: the model's own change, reported as Monaco reports it. */
  const type = (at: number, remove: number, insert: string) => {
    state.text = state.text.slice(0, at) + insert + state.text.slice(at + remove);
    emit({
      changes: [{ rangeOffset: at, rangeLength: remove, text: insert }],
      isFlush: false,
      isEolChange: false,
    });
  };
  return {
    view,
    state,
    calls,
    type,
    rewriteWith: (f: ((text: string) => string) | null) => {
      rewrite = f;
    },
    bind: (c: EditorController) => {
      controller = c;
      return c;
    },
  };
}

/** Builds a large model's text when told to, as text-in-slices.ts does a slice per task. */
function slowBuild() {
  const waiting: { text: string; abandoned: () => boolean; resolve: (t: string | null) => void }[] = [];
  return {
    build: (text: string, abandoned: () => boolean) =>
      new Promise<string | null>((resolve) => waiting.push({ text, abandoned, resolve })),
    finish: async () => {
      for (const w of waiting.splice(0)) w.resolve(w.abandoned() ? null : w.text);
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

function mount(text: string) {
  openScenario(text);
  const fake = fakeView();
  fake.state.text = text;
  const builder = slowBuild();
  const controller = fake.bind(
    createEditorController({ view: fake.view, document: STORE_DOCUMENT, build: builder.build }),
  );
  return { ...fake, controller, builder };
}

const store = () => usePlayground.getState();
const big = (n = LARGE_DOCUMENT_CHARS) => `{"mode": "off", "note": "${'x'.repeat(n)}"}`;

beforeEach(() => usePlayground.setState(initial, true));
afterEach(() => vi.useRealTimers());

describe(createEditorController, () => {
  it('commits typing to the store with the span it changed, as typing', () => {
    const { type, controller } = mount('{"mode": "off"}');
    type(10, 3, 'compact');
    expect(store()).toMatchObject({ text: '{"mode": "compact"}' });
    expect(store().edit).toEqual({
      before: '{"mode": "off"}',
      source: 'typing',
      prefix: 10,
      suffix: 2,
      middle: 'compact',
    });
    expect(controller.mode()).toBe('following');
  });

  it("applies a control's edit as the one span it replaced, without reading the model", () => {
    const { calls, state } = mount('{"mode": "off", "x": 1}');
    state.caret = 3;
    store().editKey('mode', () => 'compact', undefined, readScenarioObject);
    expect(state.text).toBe(store().text);
    expect(calls).toMatchObject({ value: 0, splice: 1, replaceModel: 0 });
    expect(state.caret).toBe(3);
    // Applying the store's text is not typing: nothing is written back, and the store's step stays the control's.
    expect(store().edit?.source).toBe('control');
    store().undo();
    expect(state.text).toBe('{"mode": "off", "x": 1}');
    expect(calls).toMatchObject({ value: 0, splice: 2, replaceModel: 0 });
  });

  it('keeps the model and the store one text through any mix of typing, controls, opens and undo', () => {
    const unit = fc.constantFrom('a', '"', '😀', '\n');
    const chunk = fc.array(unit, { maxLength: 5 }).map((u) => u.join(''));
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('type' as const),
        at: fc.nat(),
        remove: fc.nat({ max: 3 }),
        insert: chunk,
      }),
      fc.record({ kind: fc.constant('control' as const), value: fc.nat({ max: 99 }) }),
      fc.record({ kind: fc.constant('open' as const), text: chunk }),
      fc.constantFrom('undo' as const, 'redo' as const, 'reset' as const).map((kind) => ({ kind })),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 20 }), (steps) => {
        usePlayground.setState(initial, true);
        const { state, type, controller } = mount('{"n": 0}');
        for (const s of steps) {
          if (s.kind === 'type') type(s.at % (state.text.length + 1), s.remove, s.insert);
          else if (s.kind === 'control')
            store().editKey('n', () => fromPlain(s.value), undefined, readScenarioObject);
          else if (s.kind === 'open') store().requestOpen(`{"n": 1, "s": "${s.text}"}`, 'link');
          else if (s.kind === 'undo') store().undo();
          else if (s.kind === 'redo') store().redo();
          else store().resetScenario();
          store().resolvePending(true);
          expect(state.text).toBe(store().text);
        }
        controller.dispose();
      }),
      { numRuns: 200 },
    );
  });

  it('compares the model with the store when it holds typing the store has not seen yet', () => {
    vi.useFakeTimers();
    // Each reading of the clock is later: a commit costs 10 ms, so the next one waits for 40.
    let clock = 0;
    openScenario(big());
    const fake = fakeView();
    fake.state.text = store().text;
    const controller = fake.bind(
      createEditorController({
        view: fake.view,
        document: STORE_DOCUMENT,
        build: slowBuild().build,
        now: () => (clock += 10),
      }),
    );
    // A large text's commits are spaced by what the last cost: the second keystroke waits.
    fake.type(2, 0, 'a');
    fake.type(2, 0, 'b');
    expect(store().text.startsWith('{"amode')).toBe(true);
    expect(fake.state.text.startsWith('{"bamode')).toBe(true);
    // A control edit arrives meanwhile (controls commit first; undo from elsewhere need not).
    store().undo();
    expect(fake.state.text).toBe(store().text);
    expect(fake.calls.value).toBeGreaterThan(0);
    vi.runAllTimers();
    expect(store().text).toBe(big());
    controller.dispose();
  });

  it('builds a text changed wholesale as a new model, read-only meanwhile, and the newest one wins', async () => {
    const { state, controller, builder, calls } = mount('{"small": 1}');
    const marker = { errorKey: 'k', startLine: 1, startColumn: 1, endLine: 1, endColumn: 2, message: 'm' };
    const evaluationOf = (text: string) => ({ text, markers: [marker] });
    store().requestOpen(big(), 'file: big.json');
    expect(controller.mode()).toBe('loading');
    expect(state).toMatchObject({ readOnly: true, large: true, text: '{"small": 1}' });
    // Markers of a text the model does not hold yet are not placed.
    controller.showMarkers(evaluationOf(big()));
    expect(state.markers).toEqual([]);
    store().replace(big(LARGE_DOCUMENT_CHARS + 1), { source: 'open', saved: true });
    await builder.finish();
    expect(calls.replaceModel).toBe(1);
    expect(state).toMatchObject({ readOnly: false, text: big(LARGE_DOCUMENT_CHARS + 1) });
    expect(controller.mode()).toBe('following');
    controller.showMarkers(evaluationOf(big(LARGE_DOCUMENT_CHARS + 1)));
    expect(state.markers).toHaveLength(1);
    // Back to a small text: a new model at once, its options fitted after.
    store().undo();
    store().undo();
    expect(state).toMatchObject({ text: '{"small": 1}', large: false, readOnly: false });
  });

  it('takes a large paste as a new model and hands the store the edit it made', async () => {
    const { state, controller, builder } = mount('{"a": 1}');
    const insert = big();
    expect(controller.paste('x', 1, 1)).toBe(false);
    expect(controller.paste(insert, 0, state.text.length)).toBe(true);
    expect(store().text).toBe(insert);
    expect(store().edit).toMatchObject({ before: '{"a": 1}', prefix: 0, suffix: 0, source: 'typing' });
    expect(controller.mode()).toBe('loading');
    await builder.finish();
    expect(state.text).toBe(insert);
  });

  it('commits back what the model made of a text it was given (line endings), and stops once disposed', () => {
    const { state, controller, rewriteWith } = mount('{"a": 1}');
    rewriteWith((text) => text.replaceAll('\r\n', '\n'));
    store().replace('{"a": 1,\r\n"b": 2}', { source: 'import' });
    expect(state.text).toBe('{"a": 1,\n"b": 2}');
    expect(store().text).toBe('{"a": 1,\n"b": 2}');
    rewriteWith(null);
    controller.dispose();
    store().replace('{}', { source: 'import' });
    expect(state.text).toBe('{"a": 1,\n"b": 2}');
  });
});
