import Editor, { type OnMount } from '@monaco-editor/react';
import { useEffect, useRef } from 'react';
import { useEvaluationSnapshot } from '../evaluation/use-evaluation.ts';
import { copyLink } from '../state/copy-link.ts';
import { usePlayground } from '../state/store.ts';
import { registerEditor } from './editor-bridge.ts';
import { applyMinimalEdit } from './minimal-edit.ts';
import { monaco } from './monaco-setup.ts';

type CodeEditor = Parameters<OnMount>[0];

/**
 * The scenario as JSON. The store's text is the source of truth: typing writes
 * it, and a change made by a control is applied back as the smallest edit, so
 * the cursor, the scroll position and the undo history survive.
 */
export default function ScenarioEditor() {
  const theme = usePlayground((s) => s.theme);
  const text = usePlayground((s) => s.text);
  const latest = useEvaluationSnapshot().latest;
  const editorRef = useRef<CodeEditor | null>(null);

  useEffect(() => {
    const editor = editorRef.current;
    const model = editor?.getModel();
    if (editor && model && model.getValue() !== text) applyMinimalEdit(editor, model, text);
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

  useEffect(() => () => registerEditor(null), []);

  const onMount: OnMount = (editor) => {
    editorRef.current = editor;
    registerEditor({
      reveal: (line, column) => {
        editor.revealLineInCenter(line);
        editor.setPosition({ lineNumber: line, column });
        editor.focus();
      },
    });
    // Ctrl/Cmd+S shares, as it does outside the editor; Monaco would otherwise swallow the keystroke.
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS, () => void copyLink());
    const current = usePlayground.getState().text;
    if (editor.getValue() !== current) editor.setValue(current);
  };

  return (
    <Editor
      language="json"
      path="scenario.json"
      defaultValue={text}
      theme={theme === 'dark' ? 'vs-dark' : 'vs'}
      onMount={onMount}
      onChange={(value) => usePlayground.getState().setText(value ?? '')}
      loading={<p className="p-2 text-slate-500">Loading the editor…</p>}
      options={{
        ariaLabel: 'Scenario JSON editor',
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
