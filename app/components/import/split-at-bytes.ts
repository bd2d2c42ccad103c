const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * The text before, inside and after a UTF-8 byte range (the admission report's
 * offsets are bytes, MCP-ADMISSION.md conventions). The core's ranges start and end
 * on character boundaries; a range outside the text is clamped.
 */
export function splitAtBytes(text: string, start: number, end: number): [string, string, string] {
  const bytes = encoder.encode(text);
  const from = Math.max(0, Math.min(start, bytes.length));
  const to = Math.max(from, Math.min(end, bytes.length));
  return [
    decoder.decode(bytes.subarray(0, from)),
    decoder.decode(bytes.subarray(from, to)),
    decoder.decode(bytes.subarray(to)),
  ];
}
