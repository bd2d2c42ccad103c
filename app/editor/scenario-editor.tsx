import Editor, { type EditorProps, type OnMount } from '@monaco-editor/react';
import { useEffect, useRef } from 'react';
import type { Evaluation } from '../evaluation/evaluation-types.ts';
import { useServices } from '../hooks/services-context.ts';
import { useLatestEvaluation } from '../hooks/use-evaluation.ts';
import { applyEdit } from '../scenario-text/text-edits.ts';
import { SHORTCUTS, type ShortcutAction, type ShortcutActions } from '../state/shortcut-table.ts';
import { usePlayground } from '../state/store.ts';
import { createEditSpan } from './edit-span.ts';
import { focusAfter } from './focus-after.ts';
import { applyMinimalEdit, applySpan, diffSpan, isWholesale, replaceModel } from './minimal-edit.ts';
import { jsonServicesWhile, monaco } from './monaco-setup.ts';
import { PlainScenarioEditor, takeCaretHandoff } from './plain-editor.tsx';
import { createTextCommit, LARGE_DOCUMENT_CHARS } from './text-commit.ts';
import { textBufferInSlices } from './text-in-slices.ts';

type CodeEditor = Parameters<OnMount>[0];

/**
 * The editor's fixed options, one object for the page's life: the editor component hands its options
 * to Monaco again whenever the object changes, and Monaco then re-reads its whole configuration. A
 * literal in the render did that on every keystroke and every answer.
 */
const EDITOR_OPTIONS: EditorProps['options'] = {
  ariaLabel: 'Scenario JSON editor. Tab indents; press Escape to leave the editor.',
  // Section headers are read for the minimap, but Monaco looks for them (in its worker, with a
  // copy of the whole text) even when the minimap is off.
  minimap: { enabled: false, showRegionSectionHeaders: false, showMarkSectionHeaders: false },
  fontSize: 13,
  tabSize: 2,
  scrollBeyondLastLine: false,
  automaticLayout: true,
  wordWrap: 'off',
  fixedOverflowWidgets: true,
  // A scenario has no colours: without a colour provider Monaco would look for CSS colour
  // strings itself, copying the text to its worker after every edit.
  defaultColorDecorators: 'never',
};

/**
 * The scenario as JSON. The store's text is the source of truth: typing writes
 * it, and a change made by a control is applied back as the smallest edit, so
 * the cursor, the scroll position and the undo history survive.
 */
export default function ScenarioEditor({ onReady }: { onReady?: () => void }) {
  const theme = usePlayground((s) => s.theme);
  const text = usePlayground((s) => s.text);
  const latest = useLatestEvaluation();
  const editorRef = useRef<CodeEditor | null>(null);
  const services = useServices();
  const detach = useRef<(() => void) | null>(null);
  /** Puts a text in a new model, with the options for its size (see replaceModel); set once mounted. */
  const replaceText = useRef<((next: string, caretOffset: number) => void) | null>(null);

  // The text the editor last reported: typing need not read a megabyte back out of the model.
  const typedText = useRef<string | null>(null);
  // Set while the store's text is being applied to the model: that change is not typing to commit back.
  const applying = useRef(false);
  // Set while a large text is still being indexed for a new model (see replaceWith): the model holds an older one.
  const modelPending = useRef(false);

  useEffect(() => {
    const editor = editorRef.current;
    const model = editor?.getModel();
    if (!editor || !model || text === typedText.current) return;
    if (modelPending.current && replaceText.current) {
      // A large text is still being indexed for the model, which holds an older one: the new text replaces both.
      typedText.current = text;
      const caret = editor.getPosition();
      replaceText.current(text, Math.min(caret ? model.getOffsetAt(caret) : 0, text.length));
      return;
    }
    const { lastEdit } = usePlayground.getState();
    if (
      lastEdit?.after === text &&
      lastEdit.before === typedText.current &&
      model.getValueLength() === lastEdit.before.length
    ) {
      // A control's edit: its span is known, so the two texts need not be read and compared.
      const { prefix, suffix, middle } = lastEdit.change;
      typedText.current = text;
      whileSet(applying, () => applySpan(editor, model, prefix, lastEdit.before.length - suffix, middle));
      return;
    }
    const current = model.getValue();
    typedText.current = text;
    if (current === text) return;
    const edit = diffSpan(current, text);
    if (isWholesale(edit, current.length, LARGE_DOCUMENT_CHARS) && replaceText.current) {
      // The caret goes to the end of what changed.
      replaceText.current(text, edit.prefix + edit.middle.length);
    } else {
      whileSet(applying, () => applyMinimalEdit(editor, model, text));
    }
  }, [text]);

  // Markers are placed on the text they were computed from; an older evaluation would point at the wrong lines.
  // The model holds the text last typed or applied (typedText), except while a replacement is pending:
  // reading a large model back to compare is slow. A replacement places them itself once shown.
  const latestRef = useRef(latest);
  latestRef.current = latest;
  const placeMarkers = (evaluation: Evaluation | null) => {
    const model = editorRef.current?.getModel();
    if (!model || !evaluation || modelPending.current || evaluation.text !== typedText.current) return;
    monaco.editor.setModelMarkers(
      model as never,
      'disclosure-core',
      evaluation.markers.map((m) => ({
        startLineNumber: m.startLine,
        startColumn: m.startColumn,
        endLineNumber: m.endLine,
        endColumn: m.endColumn,
        message: m.message,
        severity: monaco.MarkerSeverity.Error,
        source: 'disclosure core',
      })),
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: placeMarkers reads refs only, besides `latest`.
  useEffect(() => placeMarkers(latest), [latest]);

  useEffect(() => () => detach.current?.(), []);

  const onMount: OnMount = (editor) => {
    editorRef.current = editor;
    // The page's shortcuts (services/shortcuts.ts), bound here too: Monaco would otherwise swallow them.
    // Share as outside the editor; one history for the editor and the controls (state/history-slice.ts),
    // since the editor's own stack would undo only its keystrokes and fight a control's edit.
    const { undo, redo } = usePlayground.getState();
    const run: ShortcutActions = { share: () => void services.document.copyLink(), undo, redo };
    for (const action of Object.keys(SHORTCUTS) as ShortcutAction[]) {
      for (const chord of SHORTCUTS[action]) {
        const key =
          chord.key === 's'
            ? monaco.KeyCode.KeyS
            : chord.key === 'y'
              ? monaco.KeyCode.KeyY
              : monaco.KeyCode.KeyZ;
        editor.addCommand(monaco.KeyMod.CtrlCmd | (chord.shift ? monaco.KeyMod.Shift : 0) | key, run[action]);
      }
    }
    // Tab indents inside the editor; Escape (once no widget wants it) leaves for the next control.
    editor.addCommand(
      monaco.KeyCode.Escape,
      () => focusAfter(editor.getContainerDomNode()),
      '!suggestWidgetVisible && !findWidgetVisible && !parameterHintsVisible && !markersNavigationVisible && !inSnippetMode',
    );
    const current = usePlayground.getState().text;
    if (editor.getValue() !== current) editor.setValue(current);
    typedText.current = current;
    // Someone was typing in the plain text area this editor replaces: the caret and the focus carry over.
    const caret = takeCaretHandoff();
    const model = editor.getModel();
    if (caret && model) {
      const start = model.getPositionAt(caret.start);
      const end = model.getPositionAt(caret.end);
      editor.setSelection(new monaco.Selection(start.lineNumber, start.column, end.lineNumber, end.column));
      editor.revealPositionInCenterIfOutsideViewport(end);
      editor.focus();
    }
    // What changed since the last commit, from the editor's own events: it goes with the text to the store
    // and on to the Worker's channel, neither of which then compares the two texts.
    const changed = createEditSpan();
    const commit = createTextCommit(editor, (text) => {
      const before = typedText.current;
      const model = editor.getModel();
      // Taken on every commit, so that what is recorded next starts from this text.
      const edit = changed.take(before?.length ?? 0, (start, end) =>
        model
          ? model.getValueInRange(
              monaco.Range.fromPositions(model.getPositionAt(start), model.getPositionAt(end)),
            )
          : '',
      );
      typedText.current = text;
      const known = edit && before !== null && model ? { before, ...edit } : undefined;
      if (text !== usePlayground.getState().text) usePlayground.getState().setText(text, known);
    });
    // Folding a 200,000-line catalog, and Monaco's own JSON services over it, cost more than they help;
    // so do the features that copy the whole text to Monaco's editor worker after an edit (links, word
    // occurrences, word suggestions, unusual characters: together they held the page's thread after a big paste).
    // All come back when the text is small again.
    let fittedLarge: boolean | undefined;
    const fitOptions = (length = editor.getModel()?.getValueLength() ?? 0) => {
      const large = length >= LARGE_DOCUMENT_CHARS;
      fitBrackets(editor.getModel(), large);
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
    };
    fitOptions();
    editor.onDidChangeModel(() => {
      fitBrackets(editor.getModel(), fittedLarge === true);
      // A new model holds the text its maker set as the one last committed.
      changed.reset();
    });
    // Going large, the options change before the new model exists, so nothing is copied to a worker;
    // going small, after, so a checker switched back on checks the new model.
    // A large text is indexed for its model a slice per task (text-in-slices.ts). Meanwhile the editor is
    // read-only, so no keystroke lands in the text being replaced; a newer text abandons the older one.
    let replacing = 0;
    const replaceWith = (next: string, caretOffset: number) => {
      const turn = ++replacing;
      if (next.length < LARGE_DOCUMENT_CHARS) {
        modelPending.current = false;
        editor.updateOptions({ readOnly: false });
        replaceModel(editor, next, caretOffset);
        fitOptions(next.length);
        return;
      }
      fitOptions(next.length);
      modelPending.current = true;
      editor.updateOptions({ readOnly: true });
      const abandoned = () => turn !== replacing || usePlayground.getState().text !== next;
      void textBufferInSlices(next, abandoned).then((buffer) => {
        if (turn !== replacing) return;
        modelPending.current = false;
        editor.updateOptions({ readOnly: false });
        if (!buffer || abandoned()) return;
        replaceModel(editor, buffer, caretOffset);
        placeMarkers(latestRef.current);
      });
    };
    replaceText.current = replaceWith;
    editor.onDidChangeModelContent((event) => {
      fitOptions();
      // Monaco may have changed the store's text while applying it (line endings): then it is committed back.
      const fromStoreAsIs =
        applying.current && editor.getModel()?.getValueLength() === usePlayground.getState().text.length;
      // The store's text, applied, is the one last committed; anything else is a change since then.
      if (fromStoreAsIs) changed.reset();
      else if (applying.current || event.isFlush || event.isEolChange) changed.lose();
      else changed.record(event.changes);
      if (!fromStoreAsIs) commit.schedule();
    });
    // A paste that changes as much as a store change made as a new model (isWholesale) goes in the same way,
    // with the options for its size set first: set after Monaco's own edit, they came too late for the
    // JSON worker's check already queued.
    editor.getContainerDomNode().addEventListener(
      'paste',
      (event) => {
        const insert = event.clipboardData?.getData('text/plain') ?? '';
        const model = editor.getModel();
        const selections = editor.getSelections();
        if (!model || selections?.length !== 1) return;
        const start = model.getOffsetAt(selections[0]!.getStartPosition());
        const end = model.getOffsetAt(selections[0]!.getEndPosition());
        const edit = { prefix: start, suffix: model.getValueLength() - end, middle: insert };
        if (!isWholesale(edit, model.getValueLength(), LARGE_DOCUMENT_CHARS)) return;
        event.preventDefault();
        event.stopPropagation();
        const next = applyEdit(model.getValue(), edit);
        // The new model is built in tasks of its own (replaceWith), read-only until it is shown.
        typedText.current = next;
        replaceWith(next, start + insert.length);
        usePlayground.getState().setText(next);
      },
      true,
    );
    detach.current?.();
    detach.current = services.editor.attach({
      reveal: (line, column) => {
        editor.revealLineInCenter(line);
        editor.setPosition({ lineNumber: line, column });
        editor.focus();
      },
      flushInput: commit.flush,
    });
    onReady?.();
  };

  return (
    <Editor
      language="json"
      path="scenario.json"
      defaultValue={text}
      theme={theme === 'dark' ? 'vs-dark' : 'vs'}
      onMount={onMount}
      loading={<PlainScenarioEditor />}
      options={EDITOR_OPTIONS}
    />
  );
}

/**
 * Bracket colours are the model's option, not the editor's. Once anything asks a model for its
 * brackets (colours, or the match under the caret), Monaco keeps a tree of every bracket in the text
 * and brings it up to date with each render, on the page's thread, which made the first edit after
 * the text was coloured slow (docs/performance.md). Past the large size, neither asks.
 */
function fitBrackets(model: ReturnType<CodeEditor['getModel']>, large: boolean): void {
  if (!model || model.getOptions().bracketPairColorizationOptions.enabled !== large) return;
  model.updateOptions({
    bracketColorizationOptions: { enabled: !large, independentColorPoolPerBracketType: false },
  });
}

/** Runs `apply` with `flag` set. */
function whileSet(flag: { current: boolean }, apply: () => void): void {
  flag.current = true;
  try {
    apply();
  } finally {
    flag.current = false;
  }
}
