/**
 * A number as en-US writes it (1234567.891 → "1,234,567.891"), without Intl: the
 * first `toLocaleString` of a page loads the locale data, which delays the start.
 * As `toLocaleString` does, it keeps at most three decimals, rounding the number's
 * shortest decimal form half away from zero.
 */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return String(value);
  const negative = value < 0;
  const [whole, fraction] = roundToThousandths(String(Math.abs(value)));
  if (whole === '0' && fraction === '') return '0';
  let grouped = '';
  for (let end = whole.length; end > 0; end -= 3) {
    grouped = whole.slice(Math.max(0, end - 3), end) + (grouped === '' ? '' : `,${grouped}`);
  }
  return `${negative ? '-' : ''}${grouped}${fraction === '' ? '' : `.${fraction}`}`;
}

/** The whole digits and at most three decimals (trailing zeros dropped) of a plain or exponent form. */
function roundToThousandths(digits: string): [string, string] {
  // Below 1e21 only a number under 1e-6 is written with an exponent: it rounds to zero.
  if (digits.includes('e')) return ['0', ''];
  const [whole = '0', decimals = ''] = digits.split('.');
  if (decimals.length <= 3) return [whole, decimals];
  const up = decimals.charCodeAt(3) >= 0x35; // '5' or more: away from zero
  const scaled = BigInt(whole + decimals.slice(0, 3)) + (up ? 1n : 0n);
  const text = scaled.toString().padStart(4, '0');
  return [text.slice(0, -3), text.slice(-3).replace(/0+$/, '')];
}
