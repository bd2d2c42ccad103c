/**
 * A number as en-US writes it (1234567.891 → "1,234,567.891"), without Intl: the
 * first `toLocaleString` of a page loads the locale data, about 50 ms of the start.
 * At most three decimals, as `toLocaleString` rounds them.
 */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return String(value);
  const rounded = Number.isInteger(value) ? String(value) : String(Number(value.toFixed(3)));
  const negative = rounded.startsWith('-');
  const [whole = '', fraction] = (negative ? rounded.slice(1) : rounded).split('.');
  let grouped = '';
  for (let end = whole.length; end > 0; end -= 3) {
    grouped = whole.slice(Math.max(0, end - 3), end) + (grouped === '' ? '' : `,${grouped}`);
  }
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}
