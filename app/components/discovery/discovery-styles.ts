/** Class names the discovery panels share, matching the controls column (control-styles.ts). */
export const PRE =
  'max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-1.5 font-mono text-xs dark:bg-slate-900';
export const BUTTON =
  'rounded border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium hover:bg-slate-50 disabled:opacity-50 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800';
const BADGE = 'rounded px-1.5 py-px text-xs font-semibold';
export const BADGE_OK = `${BADGE} bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100`;
export const BADGE_WARN = `${BADGE} bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100`;
export const BADGE_MUTED = `${BADGE} bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300`;
export const ERROR_BOX = 'rounded bg-red-50 p-2 text-red-900 dark:bg-red-950 dark:text-red-100';
export const HEADING = 'mb-1 text-xs font-semibold';
