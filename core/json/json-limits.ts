import { MAX_JSON_DEPTH } from '../limits.ts';

/** How the readers word their bounds; the depth bound itself is MAX_JSON_DEPTH (core/limits.ts). */

/** The one wording for "too deep", in serde_json's terms, from the reader and the core alike. */
export const DEPTH_LIMIT_MESSAGE = `recursion limit exceeded: nested more than ${MAX_JSON_DEPTH} levels deep`;

/**
 * The one wording for a scenario that exhausted the stack while it was worked
 * with (a RangeError past the reader's own depth check): the evaluation, the
 * review and the Worker say it alike.
 */
export const NESTED_TOO_DEEPLY = 'the scenario is nested too deeply to evaluate';

/** How much of a long lexeme (a 100,000-digit number, say) an error message quotes. */
const QUOTE_CHARS = 20;

export function quoteStart(lexeme: string): string {
  return lexeme.length > QUOTE_CHARS ? `${lexeme.slice(0, QUOTE_CHARS)}…` : lexeme;
}
