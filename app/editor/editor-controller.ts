import { applyEdit, diffTexts, type KnownEdit, type TextEdit } from '../../core/index.ts';
import type { CoreMarker } from '../evaluation/evaluation-types.ts';
import type { ScenarioEdit } from '../state/scenario-slice.ts';
import { createEditSpan, type ModelChange } from './edit-span.ts';
import { createTextCommit, LARGE_DOCUMENT_CHARS } from './text-commit.ts';

/**
 * The editor's model as the controller drives it, offsets in UTF-16 code units.
 * Monaco's is monaco-view.ts; tests drive the controller through a plain string.
 * `B` is what a model can be built from besides a string (Monaco's text buffer).
 */
export interface EditorView<B> {
  length: () => number;
  value: () => string;
  read: (start: number, end: number) => string;
  /** Replaces [start, end) with `text` as one undoable edit. */
  splice: (start: number, end: number, text: string) => void;
  /** The text in a model of its own, caret at `caret`: Monaco decides at creation whether a model is too large to colour. */
  replaceModel: (text: string | B, caret: number) => void;
  caret: () => number;
  setReadOnly: (readOnly: boolean) => void;
  /** Fits the editor's features to a text of `length` (monaco-view.ts turns the costly ones off past the large size). */
  fit: (length: number) => void;
  setMarkers: (markers: readonly CoreMarker[]) => void;
}

/** The scenario as the editor sees the store: its text, the edit that made it, and the one way typing writes it. */
export interface EditorDocument {
  text: () => string;
  /** Typing, with how it was made from the text the store holds when the editor knows. */
  write: (text: string, edit?: KnownEdit) => void;
  /** Called with each new text and the edit that made it. */
  subscribe: (listener: (text: string, edit: ScenarioEdit | null) => void) => () => void;
}

/**
 * What the model holds against the store:
 * - `following`: the store's text, or typing since that is committed as it comes;
 * - `applying`: the store's text is being written into the model, so its change events are not typing;
 * - `loading`: a large text is being built for a new model a slice per task, the editor read-only
 *   meanwhile, and the model still holds an older text.
 */
export type EditorMode = 'following' | 'applying' | 'loading';

export interface ContentChange {
  changes: readonly ModelChange[];
  /** The whole model was reloaded, or its line endings changed: the change has no span. */
  isFlush: boolean;
  isEolChange: boolean;
}

export interface EditorController {
  mode: () => EditorMode;
  /** One change event of the model. */
  changed: (event: ContentChange) => void;
  /** The editor has a new model: it holds the text its maker set. */
  modelReplaced: () => void;
  /**
   * A paste of `insert` over [start, end); true when it changes so much that it is
   * taken here and goes in as a new model (the caller then stops the editor's own).
   */
  paste: (insert: string, start: number, end: number) => boolean;
  /** Commits typing the editor still gathers (text-commit.ts). */
  flush: () => void;
  /** The core's errors on the text they were computed from; an older evaluation would point at the wrong lines. */
  showMarkers: (evaluation: { text: string; markers: readonly CoreMarker[] } | null) => void;
  dispose: () => void;
}

export interface ControllerOptions<B> {
  view: EditorView<B>;
  document: EditorDocument;
  /** Builds a large text for a model, a slice per task; null once `abandoned()` says a newer text took its place (text-in-slices.ts). */
  build: (text: string, abandoned: () => boolean) => Promise<B | null>;
  now?: () => number;
}

/**
 * Binds the editor's model to the store, which owns the text: typing is committed
 * to the store with the span it changed (edit-span.ts), and a text the store got
 * from anyone else is applied to the model as the one span that changed, so the
 * cursor, the scroll position and the undo history survive. A change that large
 * (`isWholesale`) goes in as a new model instead. The model is read whole only
 * when the store's edit is not one of the text the model holds.
 */
export function createEditorController<B>({
  view,
  document,
  build,
  now,
}: ControllerOptions<B>): EditorController {
  let mode: EditorMode = 'following';
  // The text the model holds as far as the store knows: the one last applied or committed.
  let held = document.text();
  // Whether the model has typing not yet committed; then it does not hold `held`.
  let typed = false;
  let lastEvaluation: Parameters<EditorController['showMarkers']>[0] = null;
  let turn = 0;
  let disposed = false;
  const span = createEditSpan();

  const commit = createTextCommit(
    { getModel: () => (disposed ? null : { getValue: view.value, getValueLength: view.length }) },
    (text) => {
      const before = held;
      // Taken on every commit, so that what is recorded next starts from this text.
      const edit = span.take(before.length, view.read);
      held = text;
      typed = false;
      if (text !== document.text()) document.write(text, edit ? { before, ...edit } : undefined);
    },
    now,
  );

  const applying = (apply: () => void) => {
    mode = 'applying';
    try {
      apply();
    } finally {
      mode = 'following';
    }
  };

  const showMarkers: EditorController['showMarkers'] = (evaluation) => {
    lastEvaluation = evaluation;
    if (evaluation && mode !== 'loading' && evaluation.text === held) view.setMarkers(evaluation.markers);
  };

  /**
   * Puts `next` in a new model. A large text is built a slice per task, read-only
   * meanwhile so no keystroke lands in the text being replaced; going large, the
   * options change before the model exists, so nothing is copied to a worker;
   * going small, after, so a checker switched back on checks the new model.
   */
  const load = (next: string, caret: number) => {
    const mine = ++turn;
    if (next.length < LARGE_DOCUMENT_CHARS) {
      mode = 'following';
      view.setReadOnly(false);
      applying(() => view.replaceModel(next, caret));
      view.fit(next.length);
      return;
    }
    view.fit(next.length);
    mode = 'loading';
    view.setReadOnly(true);
    const abandoned = () => mine !== turn || document.text() !== next;
    void build(next, abandoned).then((buffer) => {
      if (mine !== turn || disposed) return;
      mode = 'following';
      view.setReadOnly(false);
      if (!buffer || abandoned()) return;
      view.replaceModel(buffer, caret);
      showMarkers(lastEvaluation);
    });
  };

  /** Applies `edit` of the text the model holds, in place or as a new model when it changes that much. */
  const apply = (edit: TextEdit, beforeLength: number, next: string) => {
    if (isWholesale(edit, beforeLength, LARGE_DOCUMENT_CHARS)) {
      // The caret goes to the end of what changed.
      load(next, edit.prefix + edit.middle.length);
      return;
    }
    applying(() => view.splice(edit.prefix, beforeLength - edit.suffix, edit.middle));
  };

  const follow = (text: string, edit: ScenarioEdit | null) => {
    if (text === held) return;
    if (mode === 'loading') {
      // The model holds an older text still: the newest replaces both.
      held = text;
      load(text, Math.min(view.caret(), text.length));
      return;
    }
    if (edit && !typed && edit.before === held) {
      held = text;
      apply(edit, edit.before.length, text);
      return;
    }
    // Typing the store has not seen, or a text it did not get by one edit of this one: compared.
    const current = view.value();
    held = text;
    typed = false;
    if (current !== text) apply(diffTexts(current, text), current.length, text);
  };

  view.fit(view.length());
  const unsubscribe = document.subscribe(follow);

  return {
    mode: () => mode,
    changed: (event) => {
      view.fit(view.length());
      if (mode === 'applying') {
        // Written as it is, the model holds the store's text; else (Monaco changed its line endings) it goes back.
        if (view.length() === held.length) {
          span.reset();
          return;
        }
        span.lose();
      } else if (event.isFlush || event.isEolChange) span.lose();
      else span.record(event.changes);
      typed = true;
      commit.schedule();
    },
    modelReplaced: () => span.reset(),
    paste: (insert, start, end) => {
      const length = view.length();
      const edit = { prefix: start, suffix: length - end, middle: insert };
      if (!isWholesale(edit, length, LARGE_DOCUMENT_CHARS)) return false;
      const before = view.value();
      const next = applyEdit(before, edit);
      held = next;
      typed = false;
      load(next, start + insert.length);
      document.write(next, { before, ...edit });
      return true;
    },
    flush: commit.flush,
    showMarkers,
    dispose: () => {
      disposed = true;
      turn++;
      unsubscribe();
    },
  };
}

/**
 * Whether `edit` of a text of `currentLength` changes so many characters that it is
 * better made as a new model (see `EditorView.replaceModel`).
 */
export function isWholesale(edit: TextEdit, currentLength: number, limit: number): boolean {
  return currentLength - edit.prefix - edit.suffix >= limit || edit.middle.length >= limit;
}
