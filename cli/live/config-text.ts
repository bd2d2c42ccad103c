import { visit } from 'jsonc-parser';

/**
 * A client config's text as plain JSON. VS Code's `mcp.json` (and Cursor's and
 * Claude Code's files, which people edit in VS Code) may hold comments and
 * trailing commas; both are blanked with spaces, line breaks kept, so a JSON
 * error found afterwards still points at the line and column of the file.
 */
export function configAsJson(text: string): string {
  const blanks: Array<[number, number]> = [];
  let pendingComma = -1;
  const other = () => {
    pendingComma = -1;
  };
  const closes = (offset: number) => {
    if (pendingComma >= 0) blanks.push([pendingComma, pendingComma + 1]);
    pendingComma = -1;
    return offset;
  };
  visit(
    text,
    {
      onComment: (offset, length) => {
        blanks.push([offset, offset + length]);
      },
      onSeparator: (character, offset) => {
        pendingComma = character === ',' ? offset : -1;
      },
      onObjectBegin: other,
      onArrayBegin: other,
      onObjectProperty: other,
      onLiteralValue: other,
      onObjectEnd: closes,
      onArrayEnd: closes,
    },
    { allowTrailingComma: true, disallowComments: false },
  );
  if (blanks.length === 0) return text;
  blanks.sort((a, b) => a[0] - b[0]);
  let out = '';
  let from = 0;
  for (const [start, end] of blanks) {
    out += text.slice(from, start) + text.slice(start, end).replace(/[^\r\n]/g, ' ');
    from = end;
  }
  return out + text.slice(from);
}
