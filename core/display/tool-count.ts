/** "1 tool", "3 tools": the header's way of counting (summary-strip.tsx prints it so too). */
export function toolCount(count: number): string {
  return `${count} ${count === 1 ? 'tool' : 'tools'}`;
}
