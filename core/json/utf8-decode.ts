/**
 * Strict UTF-8 → string: the engine's own decoder, told to refuse malformed
 * input (`fatal`) instead of substituting U+FFFD and to keep a leading U+FEFF
 * (`ignoreBOM`), so a decoded text is exactly the text that was encoded.
 * Returns undefined on any fault. Both browsers and Node have it natively, and a
 * decoder written in JavaScript was slow on a large link while the page was opening.
 */
const STRICT = new (hostTextDecoder())('utf-8', { fatal: true, ignoreBOM: true });

/** Core's types name no host API (tsconfig.core.json); this is the one shape of it used here. */
function hostTextDecoder(): new (
  label: 'utf-8',
  options: { fatal: boolean; ignoreBOM: boolean },
) => { decode(bytes: Uint8Array): string } {
  return (globalThis as unknown as { TextDecoder: ReturnType<typeof hostTextDecoder> }).TextDecoder;
}

export function decodeUtf8Strict(bytes: Uint8Array): string | undefined {
  try {
    return STRICT.decode(bytes);
  } catch {
    return undefined;
  }
}
