import { createScanner, SyntaxKind } from 'jsonc-parser';

/**
 * A client config's text as plain JSON. VS Code's `mcp.json` (and Cursor's and
 * Claude Code's files, which people edit in VS Code) may hold comments and
 * trailing commas; both are blanked with spaces, line breaks kept, so a JSON
 * error found afterwards still points at the line and column of the file.
 */
export function configAsJson(text: string): string {
  const blanks: Array<[number, number]> = [];
  const scanner = createScanner(text, false);
  let pendingComma = -1;
  for (let kind = scanner.scan(); kind !== SyntaxKind.EOF; kind = scanner.scan()) {
    const at = scanner.getTokenOffset();
    if (kind === SyntaxKind.LineCommentTrivia || kind === SyntaxKind.BlockCommentTrivia) {
      blanks.push([at, at + scanner.getTokenLength()]);
      continue;
    }
    if (kind === SyntaxKind.Trivia || kind === SyntaxKind.LineBreakTrivia) continue;
    const closes = kind === SyntaxKind.CloseBraceToken || kind === SyntaxKind.CloseBracketToken;
    if (closes && pendingComma >= 0) blanks.push([pendingComma, pendingComma + 1]);
    pendingComma = kind === SyntaxKind.CommaToken ? at : -1;
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
