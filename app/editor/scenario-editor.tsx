import Editor, { type EditorProps, type OnMount } from '@monaco-editor/react';
import { useEffect, useRef } from 'react';
import { useServices } from '../hooks/services-context.ts';
import { useLatestEvaluation } from '../hooks/use-evaluation.ts';
import { usePlayground } from '../state/store.ts';
import { createEditorController, type EditorController } from './editor-controller.ts';
import { bindKeys, bindMonaco, createMonacoView, selectRange } from './monaco-view.ts';
import { PlainScenarioEditor, takeCaretHandoff } from './plain-editor.tsx';
import { STORE_DOCUMENT } from './store-document.ts';
import { textBufferInSlices } from './text-in-slices.ts';

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
 * The scenario as JSON in Monaco. The store owns the text; the controller
 * (editor-controller.ts) keeps the model and the store in step, and this component
 * only mounts Monaco, binds it and hands it the markers.
 */
export default function ScenarioEditor({ onReady }: { onReady?: () => void }) {
  const theme = usePlayground((s) => s.theme);
  const latest = useLatestEvaluation();
  const services = useServices();
  const mounted = useRef<{ controller: EditorController; release: () => void } | null>(null);
  const latestRef = useRef(latest);
  latestRef.current = latest;

  useEffect(() => mounted.current?.controller.showMarkers(latest), [latest]);
  useEffect(() => () => mounted.current?.release(), []);

  const onMount: OnMount = (editor) => {
    mounted.current?.release();
    const current = usePlayground.getState().text;
    if (editor.getValue() !== current) editor.setValue(current);
    // Someone was typing in the plain text area this editor replaces: the caret and the focus carry over.
    const caret = takeCaretHandoff();
    if (caret) selectRange(editor, caret.start, caret.end);
    const view = createMonacoView(editor);
    const controller = createEditorController({ view, document: STORE_DOCUMENT, build: textBufferInSlices });
    const { undo, redo } = usePlayground.getState();
    bindKeys(editor, { share: () => void services.document.copyLink(), undo, redo });
    const unbind = bindMonaco(editor, view, controller);
    const detach = services.editor.attach({
      reveal: (line, column) => {
        editor.revealLineInCenter(line);
        editor.setPosition({ lineNumber: line, column });
        editor.focus();
      },
      flushInput: controller.flush,
    });
    mounted.current = {
      controller,
      release: () => {
        detach();
        unbind();
        controller.dispose();
      },
    };
    controller.showMarkers(latestRef.current);
    onReady?.();
  };

  return (
    <Editor
      language="json"
      path="scenario.json"
      defaultValue={usePlayground.getState().text}
      theme={theme === 'dark' ? 'vs-dark' : 'vs'}
      onMount={onMount}
      loading={<PlainScenarioEditor />}
      options={EDITOR_OPTIONS}
    />
  );
}
