/**
 * When the editor's text reaches the store. Small documents go at once. Past half
 * a million characters, reading the model's value is itself a cost, so commits
 * are spaced by what the last one cost: a keystroke goes at once unless the last
 * commit ended less than four times its own duration ago, and keystrokes that
 * come within that spacing are gathered into one commit at its end (`flush`
 * commits at once when something needs the text now). Committing thus takes at
 * most about a fifth of the page's time while someone types, and a document
 * whose commits are cheap is not held back at all.
 */
export const LARGE_DOCUMENT_CHARS = 500_000;
const SPACING_PER_COMMIT_COST = 4;

interface TextSource {
  getModel: () => { getValue: () => string; getValueLength: () => number } | null;
}

export function createTextCommit(
  source: TextSource,
  commit: (text: string) => void,
  now: () => number = () => performance.now(),
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastEnd = Number.NEGATIVE_INFINITY;
  let lastCost = 0;
  const commitNow = () => {
    clearTimeout(timer);
    timer = undefined;
    const model = source.getModel();
    if (!model) return;
    const start = now();
    commit(model.getValue());
    lastEnd = now();
    lastCost = lastEnd - start;
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
    const wait = lastEnd + SPACING_PER_COMMIT_COST * lastCost - now();
    if (wait <= 0) commitNow();
    else timer = setTimeout(commitNow, wait);
  };
  return { schedule, flush };
}
