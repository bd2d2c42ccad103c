import { usePlayground } from '../state/store.ts';

export function ThemeToggle() {
  const theme = usePlayground((s) => s.theme);
  const setTheme = usePlayground((s) => s.setTheme);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      aria-pressed={dark}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
      className="shrink-0 whitespace-nowrap rounded border border-slate-300 px-2 py-1 dark:border-slate-700"
    >
      Dark theme
    </button>
  );
}
