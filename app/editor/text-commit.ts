/**
 * When the editor's text reaches the store. Small documents go at once. Past half
 * a million characters, reading the model's value is itself a cost, so commits
 * are spaced: a keystroke after a quiet moment goes at once (one edit is never
 * held back), and keystrokes that follow it within the spacing are gathered into
 * one commit at its end (`flush` commits at once when something needs the text
 * now).
 */
export const LARGE_DOCUMENT_CHARS = 500_000;
const LARGE_DOCUMENT_SPACING_MS = 250;

interface TextSource {
  getModel: () => { getValue: () => string; getValueLength: () => number } | null;
}

export function createTextCommit(
  source: TextSource,
  commit: (text: string) => void,
  now: () => number = () => performance.now(),
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastCommit = Number.NEGATIVE_INFINITY;
  const commitNow = () => {
    clearTimeout(timer);
    timer = undefined;
    const model = source.getModel();
    if (!model) return;
    lastCommit = now();
    commit(model.getValue());
  };
  const flush = () => {
    if (timer !== undefined) commitNow();
  };
  const schedule = () => {
    const model = source.getModel();
    if (!model) return;
    if (model.getValueLength() < LARGE_DOCUMENT_CHARS) {
      commitNow();
      return;
    }
    // A commit is already set for the end of the spacing: it reads the newest text then.
    if (timer !== undefined) return;
    const wait = lastCommit + LARGE_DOCUMENT_SPACING_MS - now();
    if (wait <= 0) commitNow();
    else timer = setTimeout(commitNow, wait);
  };
  return { schedule, flush };
}
