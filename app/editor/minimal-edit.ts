import type { OnMount } from '@monaco-editor/react';

type CodeEditor = Parameters<OnMount>[0];
type TextModel = NonNullable<ReturnType<CodeEditor['getModel']>>;

/**
 * Replaces only the span that differs (common prefix and suffix kept) as one
 * undoable edit: a control that rewrites `"mode"` should not look, to the
 * editor, like the whole 300-tool document being retyped.
 */
export function applyMinimalEdit(editor: CodeEditor, model: TextModel, next: string): void {
  const current = model.getValue();
  const span = diffSpan(current, next);
  const start = model.getPositionAt(span.start);
  const end = model.getPositionAt(span.endCurrent);
  editor.pushUndoStop();
  editor.executeEdits('playground-controls', [
    {
      range: {
        startLineNumber: start.lineNumber,
        startColumn: start.column,
        endLineNumber: end.lineNumber,
        endColumn: end.column,
      },
      text: next.slice(span.start, span.endNext),
      forceMoveMarkers: true,
    },
  ]);
  editor.pushUndoStop();
}

/** The differing span: [start, endCurrent) in the old text becomes [start, endNext) of the new one. */
export function diffSpan(
  current: string,
  next: string,
): { start: number; endCurrent: number; endNext: number } {
  const limit = Math.min(current.length, next.length);
  let start = 0;
  while (start < limit && current.charCodeAt(start) === next.charCodeAt(start)) start++;
  // Never cut between the halves of a surrogate pair.
  if (start > 0 && isLowSurrogate(current.charCodeAt(start))) start--;
  let endCurrent = current.length;
  let endNext = next.length;
  while (
    endCurrent > start &&
    endNext > start &&
    current.charCodeAt(endCurrent - 1) === next.charCodeAt(endNext - 1)
  ) {
    endCurrent--;
    endNext--;
  }
  if (endCurrent < current.length && isLowSurrogate(current.charCodeAt(endCurrent))) {
    endCurrent++;
    endNext++;
  }
  return { start, endCurrent, endNext };
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
