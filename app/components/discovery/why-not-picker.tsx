import { describeWhyNot, type WhyNot } from '../../../core/index.ts';
import { ToolCombobox } from './tool-combobox.tsx';

interface WhyNotPickerProps {
  toolNames: string[];
  value: string | null;
  whyNot: WhyNot | null;
  onChange: (name: string | null) => void;
}

/**
 * "Why not this tool?": pick any definition and read, in core's words, why this
 * search did or did not return it; scores are rounded, exact on hover.
 */
export function WhyNotPicker({ toolNames, value, whyNot, onChange }: WhyNotPickerProps) {
  const words = whyNot ? describeWhyNot(whyNot) : null;
  return (
    <section aria-label="Why not this tool" className="flex flex-col gap-1">
      <ToolCombobox label="Why not this tool?" names={toolNames} value={value} onChange={onChange} />
      {words && value !== null ? (
        <p role="status" data-testid="why-not-reason" className="text-xs" title={words.exact ?? undefined}>
          <span className="font-mono">{value}</span>: {words.text}
        </p>
      ) : null}
    </section>
  );
}
