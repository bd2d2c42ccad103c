/** A run of words kept, taken out or put in, with the spaces that follow them. */
export interface WordPart {
  op: 'same' | 'removed' | 'added';
  text: string;
}

/** Past this many word pairs the middle is shown as one removed and one added run: a description is short. */
const MAX_PAIRS = 250_000;

/**
 * A description before and after, word by word (a longest common subsequence of
 * words, each with the spaces after it), so a reviewer sees which words a server
 * rewrote. Joining the `same` and `removed` parts gives the text before; the
 * `same` and `added` parts, the text after.
 */
export function diffWords(before: string, after: string): WordPart[] {
  const a = words(before);
  const b = words(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const parts: WordPart[] = [];
  const push = (op: WordPart['op'], text: string) => {
    if (text === '') return;
    const last = parts.at(-1);
    if (last?.op === op) last.text += text;
    else parts.push({ op, text });
  };
  push('same', a.slice(0, head).join(''));
  if (midA.length * midB.length > MAX_PAIRS) {
    push('removed', midA.join(''));
    push('added', midB.join(''));
  } else for (const [op, word] of lcsParts(midA, midB)) push(op, word);
  push('same', a.slice(a.length - tail).join(''));
  return parts;
}

/** Words with the whitespace after each; leading whitespace is a word of its own. */
function words(text: string): string[] {
  return text.match(/\s+|\S+\s*/g) ?? [];
}

function lcsParts(a: string[], b: string[]): [WordPart['op'], string][] {
  const n = a.length;
  const m = b.length;
  // lengths[i][j]: the longest common run of a[i..] and b[j..].
  const lengths = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lengths[i]![j] =
        a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const out: [WordPart['op'], string][] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      out.push(['same', a[i++]!]);
      j++;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) out.push(['removed', a[i++]!]);
    else out.push(['added', b[j++]!]);
  }
  while (i < n) out.push(['removed', a[i++]!]);
  while (j < m) out.push(['added', b[j++]!]);
  return out;
}
