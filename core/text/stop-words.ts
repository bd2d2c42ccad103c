/// <reference path="../ranker-lab/vendor.d.ts" />
import { eng } from 'stopword';

/**
 * English function words: the `stopword` package's English list (108 words, "a" to
 * "your"), lowercase. The ranker lab drops them in its `stopwords` variant, and a
 * what-if fix never proposes one as a word for a description: no writer would add
 * "who" or "any" to be found.
 */
const STOP_WORDS: ReadonlySet<string> = new Set(eng.map((w) => w.toLowerCase()));

export function isStopWord(term: string): boolean {
  return STOP_WORDS.has(term);
}
