import Editor, { type OnMount } from '@monaco-editor/react';
import { useEffect, useRef } from 'react';
import { useServices } from '../hooks/services-context.ts';
import { useLatestEvaluation } from '../hooks/use-evaluation.ts';
import { usePlayground } from '../state/store.ts';
import { focusAfter } from './focus-after.ts';
import { applyMinimalEdit } from './minimal-edit.ts';
import { jsonServicesWhile, monaco } from './monaco-setup.ts';
import { PlainScenarioEditor, takeCaretHandoff } from './plain-editor.tsx';
import { createTextCommit, LARGE_DOCUMENT_CHARS } from './text-commit.ts';

type CodeEditor = Parameters<OnMount>[0];

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

  // The text the editor last reported: typing need not read a megabyte back out of the model.
  const typedText = useRef<string | null>(null);

  useEffect(() => {
    const editor = editorRef.current;
    const model = editor?.getModel();
    if (!editor || !model || text === typedText.current) return;
    if (model.getValue() !== text) applyMinimalEdit(editor, model, text);
    typedText.current = text;
  }, [text]);

  useEffect(() => {
    const model = editorRef.current?.getModel();
    // Markers are placed on the text they were computed from; an older evaluation would point at the wrong lines.
    if (!model || !latest || latest.text !== model.getValue()) return;
    monaco.editor.setModelMarkers(
      model as never,
      'disclosure-core',
      latest.markers.map((m) => ({
        startLineNumber: m.startLine,
        startColumn: m.startColumn,
        endLineNumber: m.endLine,
        endColumn: m.endColumn,
        message: m.message,
        severity: monaco.MarkerSeverity.Error,
        source: 'disclosure core',
      })),
    );
  }, [latest]);

  useEffect(() => () => detach.current?.(), []);

  const onMount: OnMount = (editor) => {
    editorRef.current = editor;
    // Ctrl/Cmd+S shares, as it does outside the editor; Monaco would otherwise swallow the keystroke.
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS, () => void services.document.copyLink());
    // One history for the editor and the controls (state/history-slice.ts): the editor's own stack would undo
    // only its keystrokes and fight a control's edit.
    const { undo, redo } = usePlayground.getState();
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyZ, undo);
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyMod.Shift | monaco.KeyCode.KeyZ, redo);
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyY, redo);
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
    const commit = createTextCommit(editor, (text) => {
      typedText.current = text;
      if (text !== usePlayground.getState().text) usePlayground.getState().setText(text);
    });
    // Folding a 200,000-line catalog, and Monaco's own JSON services over it, cost more than they help;
    // both come back when the text is small again.
    const fitOptions = () => {
      const large = (editor.getModel()?.getValueLength() ?? 0) >= LARGE_DOCUMENT_CHARS;
      editor.updateOptions({ folding: !large, stickyScroll: { enabled: !large } });
      jsonServicesWhile(!large);
    };
    fitOptions();
    editor.onDidChangeModelContent(() => {
      fitOptions();
      commit.schedule();
    });
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
      options={{
        ariaLabel: 'Scenario JSON editor. Tab indents; press Escape to leave the editor.',
        minimap: { enabled: false },
        fontSize: 13,
        tabSize: 2,
        scrollBeyondLastLine: false,
        automaticLayout: true,
        wordWrap: 'off',
        fixedOverflowWidgets: true,
      }}
    />
  );
}
