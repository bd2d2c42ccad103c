/**
 * One colour per fair round, shared by the index text and the rounds grid so a
 * name can be traced from one to the other. Class names are written out in full
 * for Tailwind to find them.
 */
const ROUND_TEXT = [
  'text-sky-700 dark:text-sky-300',
  'text-emerald-700 dark:text-emerald-300',
  'text-violet-700 dark:text-violet-300',
  'text-rose-700 dark:text-rose-300',
  'text-amber-700 dark:text-amber-300',
  'text-teal-700 dark:text-teal-300',
];
const ROUND_CELL = [
  'bg-sky-100 dark:bg-sky-900/60',
  'bg-emerald-100 dark:bg-emerald-900/60',
  'bg-violet-100 dark:bg-violet-900/60',
  'bg-rose-100 dark:bg-rose-900/60',
  'bg-amber-100 dark:bg-amber-900/60',
  'bg-teal-100 dark:bg-teal-900/60',
];

export function roundTextClass(round: number): string {
  return ROUND_TEXT[round % ROUND_TEXT.length]!;
}

export function roundCellClass(round: number): string {
  return ROUND_CELL[round % ROUND_CELL.length]!;
}
