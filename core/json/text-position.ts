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
