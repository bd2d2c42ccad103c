/** Shared class names, so every control in the inputs column looks and focuses alike. */
export const FIELDSET = 'rounded border border-slate-200 p-2 dark:border-slate-800';
export const LEGEND = 'px-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400';
export const TEXT_INPUT =
  'w-full rounded border border-slate-300 bg-white px-1.5 py-0.5 font-mono text-xs dark:border-slate-700 dark:bg-slate-900 disabled:opacity-50';
export const HINT = 'text-xs text-slate-500 dark:text-slate-400';
export const WARN = 'text-xs text-amber-700 dark:text-amber-400';
