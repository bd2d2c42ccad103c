/**
 * The deepest nesting of arrays and objects the playground reads or evaluates:
 * the reader, the core and the CLI share this one number, so a scenario either
 * evaluates everywhere or is refused everywhere with the same words.
 *
 * Why 256: serde_json's reader stops at 128 levels, but upstream builds some of
 * its own test catalogs in Rust without going through that reader, and one
 * parity vector (the adversarial schema walk) is 135 levels deep; 256 keeps every
 * vector and any real tool schema (rarely past 20) while staying far below the
 * depth that exhausts a Web Worker's stack in the recursive steps that follow.
 */
export const MAX_JSON_DEPTH = 256;

/** The one wording for "too deep", in serde_json's terms, from the reader and the core alike. */
export const DEPTH_LIMIT_MESSAGE = `recursion limit exceeded: nested more than ${MAX_JSON_DEPTH} levels deep`;

/**
 * The one wording for a scenario that exhausted the stack while it was worked
 * with (a RangeError past the reader's own depth check): the evaluation, the
 * review and the Worker say it alike.
 */
export const NESTED_TOO_DEEPLY = 'the scenario is nested too deeply to evaluate';

/** How much of a long lexeme (a 100,000-digit number, say) an error message quotes. */
export const QUOTE_CHARS = 20;

export function quoteStart(lexeme: string): string {
  return lexeme.length > QUOTE_CHARS ? `${lexeme.slice(0, QUOTE_CHARS)}…` : lexeme;
}
