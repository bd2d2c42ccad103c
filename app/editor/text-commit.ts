/**
 * When the editor's text reaches the store. Small documents go at once; past
 * half a million characters, reading the model's value is itself the cost, so
 * keystrokes are gathered for a moment and committed together (and `flush`
 * commits at once when something needs the text now).
 */
export const LARGE_DOCUMENT_CHARS = 500_000;
const LARGE_DOCUMENT_DELAY_MS = 250;

interface TextSource {
  getModel: () => { getValue: () => string; getValueLength: () => number } | null;
}

export function createTextCommit(source: TextSource, commit: (text: string) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    const model = source.getModel();
    if (model) commit(model.getValue());
  };
  const schedule = () => {
    const model = source.getModel();
    if (!model) return;
    if (model.getValueLength() < LARGE_DOCUMENT_CHARS) {
      clearTimeout(timer);
      timer = undefined;
      commit(model.getValue());
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      const current = source.getModel();
      if (current) commit(current.getValue());
    }, LARGE_DOCUMENT_DELAY_MS);
  };
  return { schedule, flush };
}
