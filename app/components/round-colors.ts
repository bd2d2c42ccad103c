/**
 * One colour per fair round, shared by the index text, the rounds grid and the
 * legend so a name can be traced from one to the other. The hues follow the
 * Okabe–Ito palette, which stays apart for the common colour-vision deficiencies,
 * without its vermilion and reddish purple: red and pink read as errors, and a
 * round is not an error. Text shades keep 4.5:1 against the panel in both themes.
 * Class names are written out in full for Tailwind to find them.
 */
const ROUND_TEXT = [
  'text-[#005f96] dark:text-[#8ccbf2]',
  'text-[#8a4f00] dark:text-[#f2b755]',
  'text-[#006b52] dark:text-[#5fd6b0]',
  'text-[#5c4a96] dark:text-[#c5b5f0]',
  'text-[#5e5400] dark:text-[#e6da6e]',
];
const ROUND_CELL = [
  'bg-[#dcebf7] dark:bg-[#133a57]',
  'bg-[#fbe6c4] dark:bg-[#4a3110]',
  'bg-[#cdefe4] dark:bg-[#0f3f33]',
  'bg-[#e6def5] dark:bg-[#33284d]',
  'bg-[#f4eebd] dark:bg-[#3b3710]',
];

export function roundTextClass(round: number): string {
  return ROUND_TEXT[round % ROUND_TEXT.length]!;
}

export function roundCellClass(round: number): string {
  return ROUND_CELL[round % ROUND_CELL.length]!;
}
