/**
 * The editor as the rest of the page may use it, without importing Monaco: the
 * editor attaches itself once mounted and detaches when it unmounts. Before it
 * is there (or after), revealing does nothing and there is no input to commit.
 */
interface EditorTarget {
  reveal: (line: number, column: number) => void;
  /** Commits typing the editor gathers before handing it to the store (editor/text-commit.ts). */
  flushInput: () => void;
}

export interface EditorHandle {
  attach: (target: EditorTarget) => () => void;
  /** Moves the cursor to a place in the text; false when no editor is mounted. */
  reveal: (line: number, column: number) => boolean;
  flushInput: () => void;
}

export function createEditorHandle(): EditorHandle {
  let target: EditorTarget | null = null;
  return {
    attach: (next) => {
      target = next;
      return () => {
        if (target === next) target = null;
      };
    },
    reveal: (line, column) => {
      if (!target) return false;
      target.reveal(line, column);
      return true;
    },
    flushInput: () => target?.flushInput(),
  };
}
