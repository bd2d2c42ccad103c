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
type EditorMode = 'following' | 'applying' | 'loading';

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

interface ControllerOptions<B> {
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
export function createEditorController<B>(options: ControllerOptions<B>): EditorController {
  return new ModelBinding(options);
}

type Evaluated = Parameters<EditorController['showMarkers']>[0];

class ModelBinding<B> implements EditorController {
  private current: EditorMode = 'following';
  /** The text the model holds as far as the store knows: the one last applied or committed. */
  private held: string;
  /** Whether the model has typing not yet committed; then it does not hold `held`. */
  private typed = false;
  private lastEvaluation: Evaluated = null;
  /** Counts the texts put in new models: a build a newer one overtook is dropped. */
  private turn = 0;
  private disposed = false;
  private readonly span = createEditSpan();
  private readonly commit: ReturnType<typeof createTextCommit>;
  private readonly view: EditorView<B>;
  private readonly document: EditorDocument;
  private readonly build: ControllerOptions<B>['build'];
  private readonly unsubscribe: () => void;

  constructor({ view, document, build, now }: ControllerOptions<B>) {
    this.view = view;
    this.document = document;
    this.build = build;
    this.held = document.text();
    this.commit = createTextCommit(
      { getModel: () => (this.disposed ? null : { getValue: view.value, getValueLength: view.length }) },
      (text) => this.committed(text),
      now,
    );
    view.fit(view.length());
    this.unsubscribe = document.subscribe((text, edit) => this.follow(text, edit));
  }

  mode = () => this.current;

  flush = () => this.commit.flush();

  showMarkers = (evaluation: Evaluated) => {
    this.lastEvaluation = evaluation;
    if (evaluation && this.current !== 'loading' && evaluation.text === this.held)
      this.view.setMarkers(evaluation.markers);
  };

  changed = (event: ContentChange) => {
    this.view.fit(this.view.length());
    if (this.current === 'applying') {
      // Written as it is, the model holds the store's text; else (Monaco changed its line endings) it goes back.
      if (this.view.length() === this.held.length) {
        this.span.reset();
        return;
      }
      this.span.lose();
    } else if (event.isFlush || event.isEolChange) this.span.lose();
    else this.span.record(event.changes);
    this.typed = true;
    this.commit.schedule();
  };

  modelReplaced = () => this.span.reset();

  paste = (insert: string, start: number, end: number) => {
    const length = this.view.length();
    const edit = { prefix: start, suffix: length - end, middle: insert };
    if (!isWholesale(edit, length, LARGE_DOCUMENT_CHARS)) return false;
    const before = this.view.value();
    const next = applyEdit(before, edit);
    this.held = next;
    this.typed = false;
    this.load(next, start + insert.length);
    this.document.write(next, { before, ...edit });
    return true;
  };

  dispose = () => {
    this.disposed = true;
    this.turn++;
    this.unsubscribe();
  };

  private committed(text: string): void {
    const before = this.held;
    // Taken on every commit, so that what is recorded next starts from this text.
    const edit = this.span.take(before.length, this.view.read);
    this.held = text;
    this.typed = false;
    if (text !== this.document.text()) this.document.write(text, edit ? { before, ...edit } : undefined);
  }

  private follow(text: string, edit: ScenarioEdit | null): void {
    if (text === this.held) return;
    if (this.current === 'loading') {
      // The model holds an older text still: the newest replaces both.
      this.held = text;
      this.load(text, Math.min(this.view.caret(), text.length));
      return;
    }
    if (edit && !this.typed && edit.before === this.held) {
      this.held = text;
      this.apply(edit, edit.before.length, text);
      return;
    }
    // Typing the store has not seen, or a text it did not get by one edit of this one: compared.
    const current = this.view.value();
    this.held = text;
    this.typed = false;
    if (current !== text) this.apply(diffTexts(current, text), current.length, text);
  }

  /** Applies `edit` of the text the model holds, in place or as a new model when it changes that much. */
  private apply(edit: TextEdit, beforeLength: number, next: string): void {
    if (isWholesale(edit, beforeLength, LARGE_DOCUMENT_CHARS)) {
      // The caret goes to the end of what changed.
      this.load(next, edit.prefix + edit.middle.length);
      return;
    }
    this.applying(() => this.view.splice(edit.prefix, beforeLength - edit.suffix, edit.middle));
  }

  private applying(write: () => void): void {
    this.current = 'applying';
    try {
      write();
    } finally {
      this.current = 'following';
    }
  }

  /**
   * Puts `next` in a new model. A large text is built a slice per task, read-only
   * meanwhile so no keystroke lands in the text being replaced; going large, the
   * options change before the model exists, so nothing is copied to a worker;
   * going small, after, so a checker switched back on checks the new model.
   */
  private load(next: string, caret: number): void {
    const turn = ++this.turn;
    const { view } = this;
    if (next.length < LARGE_DOCUMENT_CHARS) {
      this.current = 'following';
      view.setReadOnly(false);
      this.applying(() => view.replaceModel(next, caret));
      view.fit(next.length);
      return;
    }
    view.fit(next.length);
    this.current = 'loading';
    view.setReadOnly(true);
    const abandoned = () => turn !== this.turn || this.document.text() !== next;
    void this.build(next, abandoned).then((buffer) => {
      if (turn !== this.turn) return;
      this.current = 'following';
      view.setReadOnly(false);
      if (!buffer || abandoned()) return;
      view.replaceModel(buffer, caret);
      this.showMarkers(this.lastEvaluation);
    });
  }
}

/**
 * Whether `edit` of a text of `currentLength` changes so many characters that it is
 * better made as a new model (see `EditorView.replaceModel`).
 */
function isWholesale(edit: TextEdit, currentLength: number, limit: number): boolean {
  return currentLength - edit.prefix - edit.suffix >= limit || edit.middle.length >= limit;
}
