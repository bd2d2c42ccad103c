import { groupDigits } from '../scenario-text/group-digits.ts';
import { Tooltip } from './tooltip.tsx';

/**
 * A number rounded for reading, with the exact value on hover and focus. Assistive
 * technology reads the exact value, so nothing is lost by the rounding.
 */
export function Figure({
  value,
  exact,
  digits = 3,
  shown: given,
}: {
  value: number;
  exact?: string;
  digits?: number;
  /** The figure as core words it (roundForReading's significant digits), when a sentence already says it so. */
  shown?: string;
}) {
  const full = exact ?? String(value);
  const shown = given ?? (Number.isInteger(value) ? groupDigits(value) : roundForReading(value, digits));
  if (shown === full) return <span>{full}</span>;
  return (
    <Tooltip tip={`exactly ${full}`} className="tabular-nums">
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{full}</span>
    </Tooltip>
  );
}

/** At most `digits` decimals, without trailing zeros: 0.7864583 → 0.786, 0.9375 → 0.938, 1 → 1. */
function roundForReading(value: number, digits: number): string {
  return Number(value.toFixed(digits)).toString();
}
