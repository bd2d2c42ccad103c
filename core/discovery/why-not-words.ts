import { MAX_RESPONSE_BYTES } from '../limits.ts';
import { roundForReading } from './reading-figure.ts';
import type { WhyNot } from './why-not.ts';

/**
 * "Why not this tool?" in words, in the order the pipeline would drop a tool
 * (why-not.ts). Scores are rounded for reading; `exact` carries them in full
 * (a hover in the browser), so the rounding loses nothing.
 */
export function describeWhyNot(w: WhyNot): { text: string; exact: string | null } {
  const plain = (text: string) => ({ text, exact: null });
  switch (w.reason) {
    case 'returned':
      return plain(
        `It is in the results, at rank ${w.rank}${w.schema_complete === false ? ', without its schema' : ''}.`,
      );
    case 'unknown':
      return plain('No definition in the scenario has this name.');
    case 'invalid_definition':
      return plain(`Its definition was rejected, so it is not indexed: ${w.errors.join('; ')}`);
    case 'not_on_surface':
      return plain(
        w.denied_by_policy
          ? 'It is not on the authorized surface: the policy does not permit it.'
          : 'It is not on the authorized surface (surface_ids leaves it out).',
      );
    case 'excluded_bridge':
      return plain('It uses a bridge name or id, so it is excluded from the catalog and the index.');
    case 'search_failed':
      return plain(`The search itself failed: ${w.error}`);
    case 'no_query_term':
      return plain(
        `None of the query terms (${w.query_terms.join(', ') || 'none'}) is in its index document, so it scores nothing.`,
      );
    case 'out_scored': {
      const last = w.last_returned_score;
      const gap = last === null ? null : last - w.score;
      const behind =
        last === null || gap === null
          ? ''
          : gap > 0
            ? ` It scores ${roundForReading(w.score)}, ${roundForReading(gap)} below the last result returned (${roundForReading(last)}).`
            : ` It scores ${roundForReading(w.score)}, the same as the last result returned; the earlier tool in the catalog keeps the place.`;
      return {
        text: `Out-scored: it is at rank ${w.rank}, past the limit of ${w.limit}.${behind}`,
        exact: `score ${w.score}${last === null ? '' : `; last returned ${last}; gap ${gap}`}`,
      };
    }
    case 'cut_by_response_bound':
      return plain(
        `It ranks ${w.rank}, within the limit, but the ${MAX_RESPONSE_BYTES / 1024} KiB response bound ended the results before it.`,
      );
  }
}
