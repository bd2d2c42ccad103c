import { usePlayground } from '../state/store.ts';
import { FileControls } from './file-controls.tsx';
import { ImportButton } from './import/import-button.tsx';
import { PresetPicker } from './preset-picker.tsx';
import { ShareBar } from './share-bar.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

export function HeaderBar() {
  const origin = usePlayground((s) => s.origin);
  const unsaved = usePlayground((s) => s.text !== s.baseline);
  return (
    <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
      <div className="mr-auto min-w-0">
        <h1 className="text-base font-semibold">IronClaw disclosure playground</h1>
        <p
          className="truncate text-xs text-slate-500 dark:text-slate-400"
          title="Where the working scenario came from"
        >
          {origin || 'scenario'}
          {unsaved ? ' · edited' : ''}
        </p>
      </div>
      <PresetPicker />
      <ImportButton />
      <FileControls />
      <ShareBar />
      <ThemeToggle />
    </header>
  );
}
