/**
 * The tool_search tokenizer (DISCLOSURE.md §10). Character classes are the Unicode
 * properties Rust's `char` methods use, not "letter"/"digit": `is_alphabetic` is
 * Alphabetic (so U+0345 and circled letters count), `is_numeric` is the general
 * categories Nd/Nl/No (Roman numerals, superscripts), `is_uppercase`/`is_lowercase`
 * are the Uppercase/Lowercase properties (titlecase ǅ is neither).
 */

const ALPHANUMERIC = /^[\p{Alphabetic}\p{N}]$/u;
const NUMERIC = /^\p{N}$/u;
const UPPERCASE = /^\p{Uppercase}$/u;
const LOWERCASE = /^\p{Lowercase}$/u;

interface CharClass {
  alphanumeric: boolean;
  numeric: boolean;
  uppercase: boolean;
  lowercase: boolean;
}

const NOT_A_WORD_CHAR: CharClass = {
  alphanumeric: false,
  numeric: false,
  uppercase: false,
  lowercase: false,
};

// Catalogs are mostly ASCII; a table keeps the regex tests off the hot path.
const ASCII_CLASSES: CharClass[] = Array.from({ length: 128 }, (_, code) => {
  const ch = String.fromCharCode(code);
  const digit = ch >= '0' && ch <= '9';
  const upper = ch >= 'A' && ch <= 'Z';
  const lower = ch >= 'a' && ch <= 'z';
  return { alphanumeric: digit || upper || lower, numeric: digit, uppercase: upper, lowercase: lower };
});

function classify(ch: string): CharClass {
  const code = ch.codePointAt(0)!;
  if (code < 128) return ASCII_CLASSES[code]!;
  if (!ALPHANUMERIC.test(ch)) return NOT_A_WORD_CHAR;
  return {
    alphanumeric: true,
    numeric: NUMERIC.test(ch),
    uppercase: UPPERCASE.test(ch),
    lowercase: LOWERCASE.test(ch),
  };
}

/**
 * The unique terms of `text`, in order of first occurrence. An uppercase character
 * starts a new word after a lowercase or numeric one (`createEvent`), or after an
 * uppercase one when the next character is lowercase (`HTTPUrl` → `http url`); the
 * next character is looked at raw, even when it is itself a break.
 */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  const seen = new Set<string>();
  eachWord(text, (word) => {
    if (!seen.has(word)) {
      seen.add(word);
      terms.push(word);
    }
    return true;
  });
  return terms;
}

/**
 * Every word of `text` by tokenize's rule, repeats included, in order, until `take`
 * returns false. The index reads its fields through this: it keeps each term once
 * anyway, so no set or array of a field's terms is built for it.
 */
export function eachWord(text: string, take: (word: string) => boolean): void {
  if (NON_ASCII.test(text)) eachWordOfUnicode(text, take);
  else eachWordOfAscii(text, take);
}

function eachWordOfUnicode(text: string, take: (word: string) => boolean): void {
  const chars = Array.from(text);
  let word = '';
  let previousLowercaseOrNumeric = false;
  let previousUppercase = false;
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const cls = classify(ch);
    if (!cls.alphanumeric) {
      if (word !== '' && !take(word)) return;
      word = '';
      previousLowercaseOrNumeric = false;
      previousUppercase = false;
      continue;
    }
    if (cls.uppercase) {
      const next = chars[i + 1];
      const nextLowercase = next !== undefined && classify(next).lowercase;
      if (previousLowercaseOrNumeric || (previousUppercase && nextLowercase)) {
        if (word !== '' && !take(word)) return;
        word = '';
      }
    }
    // Per character, like Rust's char::to_lowercase: a lone Σ never takes the final form.
    word += ch.toLowerCase();
    previousLowercaseOrNumeric = cls.lowercase || cls.numeric;
    previousUppercase = cls.uppercase;
  }
  if (word !== '') take(word);
}

const NON_ASCII = /[^\x00-\x7f]/;

/**
 * The same rule for the common all-ASCII text, on character codes: no array of
 * characters, no per-character lowercasing call. Words are slices of the text,
 * lowercased once each; ASCII lowercasing is the same per character or per word.
 */
function eachWordOfAscii(text: string, take: (word: string) => boolean): void {
  eachAsciiWordSpan(text, (start, end) => take(text.slice(start, end).toLowerCase()));
}

/** Whether `text` is all ASCII, so eachAsciiWordSpan reads its words. */
export function isAscii(text: string): boolean {
  return !NON_ASCII.test(text);
}

/**
 * Where each word of an all-ASCII `text` lies, as [start, end) in the text, by
 * tokenize's rule, until `take` returns false: the word is the span lowercased.
 * The index reads its fields through this, so a word it has met already costs no string.
 */
export function eachAsciiWordSpan(text: string, take: (start: number, end: number) => boolean): void {
  // The word in progress is text[start, i); -1 when none. Inlined rather than a closure: this runs for
  // every field of every tool.
  let start = -1;
  let previousLowercaseOrNumeric = false;
  let previousUppercase = false;
  for (let i = 0; i <= text.length; i++) {
    const cls = i < text.length ? ASCII_CLASSES[text.charCodeAt(i)]! : NOT_A_WORD_CHAR;
    let breaks = !cls.alphanumeric;
    if (cls.uppercase) {
      const nextLowercase = i + 1 < text.length && ASCII_CLASSES[text.charCodeAt(i + 1)]!.lowercase;
      breaks = previousLowercaseOrNumeric || (previousUppercase && nextLowercase);
    }
    if (breaks && start >= 0) {
      if (!take(start, i)) return;
      start = -1;
    }
    if (!cls.alphanumeric) {
      previousLowercaseOrNumeric = false;
      previousUppercase = false;
      continue;
    }
    if (start < 0) start = i;
    previousLowercaseOrNumeric = cls.lowercase || cls.numeric;
    previousUppercase = cls.uppercase;
  }
}
