import { useEffect } from 'react';
import { usePlayground } from '../state/store.ts';

/** Mirrors the chosen theme onto <html>, where Tailwind's dark variant looks for it. */
export function ThemeSync() {
  const theme = usePlayground((s) => s.theme);
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
    document.documentElement.style.colorScheme = theme;
  }, [theme]);
  return null;
}
