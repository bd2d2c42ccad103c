/**
 * A score or a gap between scores as a reader takes it in: two significant digits
 * (0.000123456 → "0.00012", 3.4567 → "3.5", 1.957 → "2.0"), never fewer than the whole number's
 * digits (1000003.21 → "1000003", so an exact-identifier bonus stays visible).
 * Wherever a figure is rounded this way, its exact value is offered beside it
 * (a hover in the browser, the JSON in the CLI).
 */
const READING_DIGITS = 2;

export function roundForReading(value: number, significant = READING_DIGITS): string {
  if (!Number.isFinite(value) || Number.isInteger(value)) return String(value);
  const wholeDigits = Math.abs(value) >= 1 ? Math.floor(Math.log10(Math.abs(value))) + 1 : 0;
  if (wholeDigits >= significant) return String(Math.round(value));
  // toPrecision keeps the digits read ("2.0" for 1.957, not "2"); past 1e-7 it writes an exponent.
  const shown = value.toPrecision(significant);
  return shown.includes('e') ? String(Number(shown)) : shown;
}
