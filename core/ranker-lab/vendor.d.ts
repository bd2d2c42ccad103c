// The two packages ship no types of their own; only what the lab uses is declared.
declare module 'stopword' {
  /** The package's English stop list. */
  export const eng: readonly string[];
}

declare module 'wink-porter2-stemmer' {
  /** Porter2, the Snowball English stemmer; takes a lowercase word. */
  const stem: (word: string) => string;
  export default stem;
}
