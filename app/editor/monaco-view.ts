import type { OnMount } from '@monaco-editor/react';
import type { CoreMarker } from '../evaluation/evaluation-types.ts';
import { SHORTCUTS, type ShortcutAction, type ShortcutActions } from '../state/shortcut-table.ts';
import type { EditorController, EditorView } from './editor-controller.ts';
import { focusAfter } from './focus-after.ts';
import { jsonServicesWhile, monaco } from './monaco-setup.ts';
import { LARGE_DOCUMENT_CHARS } from './text-commit.ts';
import type { TextBufferFactory } from './text-in-slices.ts';

type CodeEditor = Parameters<OnMount>[0];
type TextModel = NonNullable<ReturnType<CodeEditor['getModel']>>;

interface MonacoView extends EditorView<TextBufferFactory> {
  /** Gives a new model the bracket options of the size last fitted. */
  fitModel: () => void;
}

/**
 * Monaco's editor as the controller's view (editor-controller.ts). Past the large
 * size the features that cost more than they help on every edit are off: folding,
 * bracket matching and colours, sticky scroll, and those that copy the whole text
 * to Monaco's editor worker after an edit (links, word occurrences, word
 * suggestions, unusual characters: together they held the page's thread after a
 * big paste), with Monaco's own JSON services (monaco-setup.ts). All come back when
 * the text is small again.
 */
export function createMonacoView(editor: CodeEditor): MonacoView {
  let fittedLarge: boolean | undefined;
  const model = () => editor.getModel();
  const offsetRange = (m: TextModel, start: number, end: number) =>
    monaco.Range.fromPositions(m.getPositionAt(start), m.getPositionAt(end));
  return {
    length: () => model()?.getValueLength() ?? 0,
    value: () => model()?.getValue() ?? '',
    read: (start, end) => {
      const m = model();
      return m ? m.getValueInRange(offsetRange(m, start, end)) : '';
    },
    splice: (start, end, text) => {
      const m = model();
      if (!m) return;
      editor.pushUndoStop();
      editor.executeEdits('playground-controls', [
        { range: offsetRange(m, start, end), text, forceMoveMarkers: true },
      ]);
      editor.pushUndoStop();
    },
    replaceModel: (text, caret) => replaceModel(editor, text, caret),
    caret: () => {
      const m = model();
      const position = editor.getPosition();
      return m && position ? m.getOffsetAt(position) : 0;
    },
    setReadOnly: (readOnly) => editor.updateOptions({ readOnly }),
    fit: (length) => {
      const large = length >= LARGE_DOCUMENT_CHARS;
      fitBrackets(model(), large);
      if (large === fittedLarge) return;
      fittedLarge = large;
      editor.updateOptions({
        folding: !large,
        matchBrackets: large ? 'never' : 'always',
        stickyScroll: { enabled: !large },
        links: !large,
        occurrencesHighlight: large ? 'off' : 'singleFile',
        wordBasedSuggestions: large ? 'off' : 'matchingDocuments',
        unicodeHighlight: {
          ambiguousCharacters: !large,
          invisibleCharacters: !large,
          nonBasicASCII: large ? false : 'inUntrustedWorkspace',
        },
      });
      jsonServicesWhile(!large);
    },
    fitModel: () => fitBrackets(model(), fittedLarge === true),
    setMarkers: (markers) => {
      const m = model();
      if (m) monaco.editor.setModelMarkers(m, 'disclosure-core', markers.map(markerData));
    },
  };
}

/**
 * Hands Monaco's events to the controller: each change of the model's text, a new
 * model, and a paste, taken before Monaco's own when it is large enough to go in
 * as a new model (with the options for its size set first: set after Monaco's own
 * edit, they came too late for the JSON worker's check already queued).
 */
export function bindMonaco(editor: CodeEditor, view: MonacoView, controller: EditorController): () => void {
  const content = editor.onDidChangeModelContent((event) => controller.changed(event));
  const replaced = editor.onDidChangeModel(() => {
    view.fitModel();
    controller.modelReplaced();
  });
  const container = editor.getContainerDomNode();
  const onPaste = (event: ClipboardEvent) => {
    const model = editor.getModel();
    const selections = editor.getSelections();
    if (!model || selections?.length !== 1) return;
    const insert = event.clipboardData?.getData('text/plain') ?? '';
    const start = model.getOffsetAt(selections[0]!.getStartPosition());
    const end = model.getOffsetAt(selections[0]!.getEndPosition());
    if (!controller.paste(insert, start, end)) return;
    event.preventDefault();
    event.stopPropagation();
  };
  container.addEventListener('paste', onPaste, true);
  return () => {
    content.dispose();
    replaced.dispose();
    container.removeEventListener('paste', onPaste, true);
  };
}

/**
 * The page's shortcuts (shortcut-table.ts), bound in the editor too: Monaco would
 * otherwise swallow them. Undo and redo are the playground's one history, since the
 * editor's own stack would undo only its keystrokes and fight a control's edit.
 * Tab indents inside the editor; Escape (once no widget wants it) leaves for the next control.
 */
export function bindKeys(editor: CodeEditor, run: ShortcutActions): void {
  const keys = { s: monaco.KeyCode.KeyS, y: monaco.KeyCode.KeyY, z: monaco.KeyCode.KeyZ };
  for (const action of Object.keys(SHORTCUTS) as ShortcutAction[]) {
    for (const chord of SHORTCUTS[action]) {
      const key = keys[chord.key as keyof typeof keys] ?? monaco.KeyCode.KeyZ;
      editor.addCommand(monaco.KeyMod.CtrlCmd | (chord.shift ? monaco.KeyMod.Shift : 0) | key, run[action]);
    }
  }
  editor.addCommand(
    monaco.KeyCode.Escape,
    () => focusAfter(editor.getContainerDomNode()),
    '!suggestWidgetVisible && !findWidgetVisible && !parameterHintsVisible && !markersNavigationVisible && !inSnippetMode',
  );
}

/** Selects [start, end) of the text, in view, with the focus: where the caret was in the text area that gave way. */
export function selectRange(editor: CodeEditor, start: number, end: number): void {
  const model = editor.getModel();
  if (!model) return;
  const from = model.getPositionAt(start);
  const to = model.getPositionAt(end);
  editor.setSelection(new monaco.Selection(from.lineNumber, from.column, to.lineNumber, to.column));
  editor.revealPositionInCenterIfOutsideViewport(to);
  editor.focus();
}

/**
 * Puts `next` in a model of its own instead of editing the one there, with the
 * caret at `caretOffset`. Monaco decides when a model is created whether it is
 * too large to colour or to copy to its workers; a catalog pasted over a small
 * one was otherwise edited in place, slowly, then coloured and copied as if it
 * were small. The playground keeps its own undo history, so the model's is not needed.
 */
function replaceModel(editor: CodeEditor, next: string | TextBufferFactory, caretOffset: number): void {
  const old = editor.getModel();
  if (!old) return;
  const { uri } = old;
  const language = old.getLanguageId();
  editor.setModel(null);
  old.dispose();
  // Monaco takes its own text buffer where its API says string (text-in-slices.ts).
  const fresh = monaco.editor.createModel(next as string, language, uri);
  editor.setModel(fresh);
  const caret = fresh.getPositionAt(caretOffset);
  editor.setPosition(caret);
  editor.revealPositionInCenterIfOutsideViewport(caret);
}

/**
 * Bracket colours are the model's option, not the editor's. Once anything asks a model for its
 * brackets (colours, or the match under the caret), Monaco keeps a tree of every bracket in the text
 * and brings it up to date with each render, on the page's thread, which made the first edit after
 * the text was coloured slow (docs/performance.md). Past the large size, neither asks.
 */
function fitBrackets(model: TextModel | null, large: boolean): void {
  if (!model || model.getOptions().bracketPairColorizationOptions.enabled !== large) return;
  model.updateOptions({
    bracketColorizationOptions: { enabled: !large, independentColorPoolPerBracketType: false },
  });
}

function markerData(m: CoreMarker) {
  return {
    startLineNumber: m.startLine,
    startColumn: m.startColumn,
    endLineNumber: m.endLine,
    endColumn: m.endColumn,
    message: m.message,
    severity: monaco.MarkerSeverity.Error,
    source: 'disclosure core',
  };
}
