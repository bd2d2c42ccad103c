import { useRef } from 'react';
import { useNarrowLayout } from '../hooks/use-narrow-layout.ts';
import { usePlayground } from '../state/store.ts';
import { FileControls } from './file-controls.tsx';
import { ImportButton } from './import/import-button.tsx';
import { PresetPicker } from './preset-picker.tsx';
import { ShareBar } from './share-bar.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { VisibleText } from './visible-text.tsx';

/**
 * One line, always: a header that wraps moves every pane below it. What does not
 * fit a narrow screen goes into the Menu; the title gives way before a control.
 */
export function HeaderBar() {
  const narrow = useNarrowLayout();
  const menu = useRef<HTMLDetailsElement>(null);
  // Whatever is chosen in the Menu (a preset, the import, a file, the theme) closes it.
  const close = () => {
    if (menu.current) menu.current.open = false;
  };
  return (
    <header className="flex flex-nowrap items-center gap-3 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
      <div className="mr-auto min-w-0">
        <h1 className="truncate text-base font-semibold">IronClaw disclosure playground</h1>
        <OriginLine />
      </div>
      {narrow ? (
        <details ref={menu} className="shrink-0">
          <summary className="cursor-pointer rounded border border-slate-300 px-2 py-1 dark:border-slate-700">
            Menu
          </summary>
          {/* Fixed to the window's right edge: under a Menu button mid-header, a right-aligned panel ran off the left. */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: closes the menu after a control inside it was used */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the controls inside handle their own keys */}
          <div
            onClick={(e) => {
              if ((e.target as HTMLElement).closest('button')) close();
            }}
            onChange={close}
            className="fixed top-12 right-2 z-30 flex w-64 max-w-[calc(100vw-1rem)] flex-col items-stretch gap-2 rounded border border-slate-300 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
          >
            <PresetPicker />
            <ImportButton />
            <FileControls />
            <ThemeToggle />
          </div>
        </details>
      ) : (
        <div className="flex shrink-0 items-center gap-3">
          <PresetPicker />
          <ImportButton />
          <FileControls />
        </div>
      )}
      <ShareBar />
      {narrow ? null : <ThemeToggle />}
    </header>
  );
}

/**
 * Where the scenario came from, while it still is that scenario: once edited,
 * the preset's or file's name would claim a text that is no longer theirs.
 */
function OriginLine() {
  const origin = usePlayground((s) => s.origin);
  const unsaved = usePlayground((s) => s.differsFromSaved);
  const label = unsaved ? `edited, from ${origin || 'a scenario'}` : origin || 'scenario';
  return (
    <p
      className="truncate text-xs text-slate-600 dark:text-slate-400"
      title="Where the working scenario came from"
    >
      <VisibleText text={label} />
    </p>
  );
}
