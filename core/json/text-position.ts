/**
 * Where an offset in a text sits, as an editor shows it: 1-based line and column,
 * columns counted in UTF-16 code units (Monaco's unit). For ASCII text, which is
 * what JSON's structure is made of, these are serde_json's numbers too.
 */
export function locateOffset(text: string, offset: number): { line: number; column: number } {
  const end = Math.min(Math.max(offset, 0), text.length);
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: end - lineStart + 1 };
}

/** Names that say what an invisible character is, where a message would show nothing. */
const CHARACTER_NAMES: Record<number, string> = {
  65279: 'byte-order mark',
  8203: 'zero-width space',
  160: 'no-break space',
  8232: 'line separator',
  8233: 'paragraph separator',
};

/**
 * Makes invisible characters in a message visible: control, format and
 * separator characters and lone surrogates become `U+XXXX` (with a name where
 * one helps), so "got '\uFEFF'" reads as "got U+FEFF (byte-order mark)".
 */
export function showInvisible(message: string): string {
  return message.replace(/'?([\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u00a0\p{Cs}])'?/gu, (_match, ch: string) => {
    const code = ch.codePointAt(0)!;
    const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    const name = CHARACTER_NAMES[code];
    return name ? `${hex} (${name})` : hex;
  });
}
