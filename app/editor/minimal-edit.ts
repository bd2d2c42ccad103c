import type { OnMount } from '@monaco-editor/react';
import { diffTexts, type TextEdit } from '../../core/index.ts';
import { monaco } from './monaco-setup.ts';
import type { TextBufferFactory } from './text-in-slices.ts';

type CodeEditor = Parameters<OnMount>[0];
type TextModel = NonNullable<ReturnType<CodeEditor['getModel']>>;

/**
 * Replaces only the span that differs (common prefix and suffix kept) as one
 * undoable edit: a control that rewrites `"mode"` should not look, to the
 * editor, like the whole 300-tool document being retyped.
 */
export function applyMinimalEdit(editor: CodeEditor, model: TextModel, next: string): void {
  const current = model.getValue();
  const edit = diffTexts(current, next);
  applySpan(editor, model, edit.prefix, current.length - edit.suffix, edit.middle);
}

/** Replaces [start, end) of the model's text with `text`, as one undoable edit. */
export function applySpan(
  editor: CodeEditor,
  model: TextModel,
  startOffset: number,
  endOffset: number,
  text: string,
): void {
  const start = model.getPositionAt(startOffset);
  const end = model.getPositionAt(endOffset);
  editor.pushUndoStop();
  editor.executeEdits('playground-controls', [
    {
      range: {
        startLineNumber: start.lineNumber,
        startColumn: start.column,
        endLineNumber: end.lineNumber,
        endColumn: end.column,
      },
      text,
      forceMoveMarkers: true,
    },
  ]);
  editor.pushUndoStop();
}

/**
 * Puts `next` in a model of its own instead of editing the one there, with the
 * caret at `caretOffset`. Monaco decides when a model is created whether it is
 * too large to colour or to copy to its workers; a catalog pasted over a small
 * one was otherwise edited in place, slowly, then coloured and copied
 * as if it were small. The playground keeps its own undo history, so the model's
 * is not needed.
 */
export function replaceModel(
  editor: CodeEditor,
  next: string | TextBufferFactory,
  caretOffset: number,
): void {
  const old = editor.getModel();
  if (!old) return;
  const { uri } = old;
  const language = old.getLanguageId();
  editor.setModel(null);
  old.dispose();
  // Monaco takes its own text buffer where its API says string (text-in-slices.ts).
  const fresh = monaco.editor.createModel(next as string, language, uri);
  editor.setModel(fresh as never);
  const caret = fresh.getPositionAt(caretOffset);
  editor.setPosition(caret);
  editor.revealPositionInCenterIfOutsideViewport(caret);
}

/**
 * Whether `edit` of a text of `currentLength` changes so many characters that it is
 * better made as a new model (see replaceModel).
 */
export function isWholesale(edit: TextEdit, currentLength: number, limit: number): boolean {
  return currentLength - edit.prefix - edit.suffix >= limit || edit.middle.length >= limit;
}
