/**
 * Input typed but not yet committed to the store. The editor debounces large
 * documents (reading a megabyte out of Monaco on every keystroke is what makes
 * typing stutter), so any action that reads the text first commits what is
 * pending: a control edit must never be applied to text older than the screen.
 */
let pending: (() => void) | null = null;

export function registerPendingInput(commit: (() => void) | null): void {
  pending = commit;
}

export function commitPendingInput(): void {
  pending?.();
}
