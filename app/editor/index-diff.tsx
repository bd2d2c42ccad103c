import { DiffEditor, type DiffEditorProps } from '@monaco-editor/react';
import { useEffect, useRef } from 'react';
import './monaco-setup.ts';
import { usePlayground } from '../state/store.ts';

/** One object for the page's life, so an answer does not hand Monaco its options again (scenario-editor.tsx). */
const DIFF_OPTIONS: DiffEditorProps['options'] = {
  readOnly: true,
  originalEditable: false,
  wordWrap: 'on',
  minimap: { enabled: false },
  renderSideBySide: true,
  // A and B stay side by side even in a narrow pane: the comparison is the point.
  useInlineViewWhenSpaceIsLimited: false,
  scrollBeyondLastLine: false,
  fontSize: 12,
};

/**
 * The two index texts side by side in Monaco's diff editor, read-only. Loaded
 * lazily with the rest of Monaco (SETUP-NOTES: eager Monaco costs a second of
 * first paint).
 */
export default function IndexDiff({ a, b }: { a: string; b: string }) {
  const theme = usePlayground((s) => s.theme);
  const models = useRef<{ dispose: () => void }[]>([]);
  // The wrapper disposes its models before the diff widget lets go of them, which Monaco reports
  // as an error: it keeps them instead, and they are disposed here once the widget is gone.
  useEffect(
    () => () => {
      const held = models.current;
      setTimeout(() => {
        for (const model of held) model.dispose();
      }, 0);
    },
    [],
  );
  return (
    <DiffEditor
      keepCurrentOriginalModel
      keepCurrentModifiedModel
      original={a}
      modified={b}
      language="plaintext"
      theme={theme === 'dark' ? 'vs-dark' : 'vs'}
      // Each side's input is named on the side's own editor: the diff editor's label options do not always reach it.
      onMount={(diff) => {
        const model = diff.getModel();
        if (model) models.current = [model.original, model.modified];
        diff.getOriginalEditor().updateOptions({ ariaLabel: 'Index text A, the baseline' });
        diff.getModifiedEditor().updateOptions({ ariaLabel: 'Index text B, the scenario now' });
      }}
      options={DIFF_OPTIONS}
    />
  );
}
