import type { WhyNot } from '../../../core/index.ts';
import { ToolCombobox } from './tool-combobox.tsx';

/** Plain-language reasons, in the order the pipeline would drop a tool (core/why-not.ts). */
export function describeWhyNot(w: WhyNot): string {
  switch (w.reason) {
    case 'returned':
      return `It is in the results, at rank ${w.rank}${w.schema_complete === false ? ', without its schema' : ''}.`;
    case 'unknown':
      return 'No definition in the scenario has this name.';
    case 'invalid_definition':
      return `Its definition was rejected, so it is not indexed: ${w.errors.join('; ')}`;
    case 'not_on_surface':
      return w.denied_by_policy
        ? 'It is not on the authorized surface: the policy does not permit it.'
        : 'It is not on the authorized surface (surface_ids leaves it out).';
    case 'excluded_bridge':
      return 'It uses a bridge name or id, so it is excluded from the catalog and the index.';
    case 'search_failed':
      return `The search itself failed: ${w.error}`;
    case 'no_query_term':
      return `None of the query terms (${w.query_terms.join(', ') || 'none'}) is in its index document.`;
    case 'out_scored':
      return `Out-scored: score ${w.score} puts it at rank ${w.rank}, past the limit of ${w.limit}${
        w.last_returned_score === null ? '' : ` (the last returned scored ${w.last_returned_score})`
      }.`;
    case 'cut_by_response_bound':
      return `Ranked ${w.rank}, within the limit, but the 24 KiB response bound ended the results before it.`;
  }
}

interface WhyNotPickerProps {
  toolNames: string[];
  value: string | null;
  whyNot: WhyNot | null;
  onChange: (name: string | null) => void;
}

/** "Why not this tool?": pick any definition and read why this search did or did not return it. */
export function WhyNotPicker({ toolNames, value, whyNot, onChange }: WhyNotPickerProps) {
  return (
    <section aria-label="Why not this tool" className="flex flex-col gap-1">
      <ToolCombobox label="Why not this tool?" names={toolNames} value={value} onChange={onChange} />
      {whyNot && value !== null ? (
        <p role="status" data-testid="why-not-reason" className="text-xs">
          <span className="font-mono">{value}</span>: {describeWhyNot(whyNot)}
        </p>
      ) : null}
    </section>
  );
}
