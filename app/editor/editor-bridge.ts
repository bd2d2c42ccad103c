/**
 * Lets panels outside the editor (the problems list) move the cursor to an
 * entry, without importing Monaco: the editor registers itself once mounted.
 */
export interface EditorHandle {
  reveal: (line: number, column: number) => void;
}

let handle: EditorHandle | null = null;

export function registerEditor(next: EditorHandle | null): void {
  handle = next;
}

export function revealInEditor(line: number, column: number): boolean {
  if (!handle) return false;
  handle.reveal(line, column);
  return true;
}
