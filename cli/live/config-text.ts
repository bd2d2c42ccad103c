import { createScanner } from 'jsonc-parser';

/** jsonc-parser's SyntaxKind values used here (its enum is `const`, which isolated modules cannot read). */
const TOKEN = {
  closeBrace: 2,
  closeBracket: 4,
  comma: 5,
  lineComment: 12,
  blockComment: 13,
  lineBreak: 14,
  blank: 15,
  end: 17,
} as const;

/**
 * A client config's text as plain JSON. VS Code's `mcp.json` (and Cursor's and
 * Claude Code's files, which people edit in VS Code) may hold comments and
 * trailing commas; both are blanked with spaces, line breaks kept, so a JSON
 * error found afterwards still points at the line and column of the file. One
 * flat pass over the tokens, with no nesting kept: a file nested past any depth
 * is left for the bounded JSON reader to refuse by its depth limit.
 */
export function configAsJson(text: string): string {
  const blanks: Array<[number, number]> = [];
  let pendingComma = -1;
  const scanner = createScanner(text, false);
  for (let token = scanner.scan(); token !== TOKEN.end; token = scanner.scan()) {
    const offset = scanner.getTokenOffset();
    if (token === TOKEN.lineComment || token === TOKEN.blockComment)
      blanks.push([offset, offset + scanner.getTokenLength()]);
    else if (token === TOKEN.comma) pendingComma = offset;
    else if (token === TOKEN.closeBrace || token === TOKEN.closeBracket) {
      if (pendingComma >= 0) blanks.push([pendingComma, pendingComma + 1]);
      pendingComma = -1;
    } else if (token !== TOKEN.lineBreak && token !== TOKEN.blank) pendingComma = -1;
  }
  if (blanks.length === 0) return text;
  let out = '';
  let from = 0;
  for (const [start, end] of blanks) {
    out += text.slice(from, start) + text.slice(start, end).replace(/[^\r\n]/g, ' ');
    from = end;
  }
  return out + text.slice(from);
}
