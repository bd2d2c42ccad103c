import { type ComponentType, type KeyboardEvent, type ReactNode, Suspense, useId } from 'react';

interface TabSetProps<T extends string> {
  /** Names the section and its tab list for assistive technology. */
  label: string;
  tabs: readonly T[];
  labels: Record<T, string>;
  panels: Record<T, ComponentType>;
  selected: T;
  onSelect: (tab: T) => void;
  /** A count beside a tab's label (the problems found), kept in view with the label. */
  badges?: Partial<Record<T, ReactNode>>;
  /** While true the panel shows that it is loading, and its view (a script of its own) is not asked for yet. */
  hold?: boolean;
  /** A tab pointed at or focused, likely to be chosen next (its view's script can be fetched now). */
  onIntent?: (tab: T) => void;
}

const LOADING = <p className="text-slate-500 dark:text-slate-400">Loading…</p>;

/**
 * A WAI-ARIA tab set: one panel mounted at a time, arrow keys move between tabs.
 * Mounting only the open panel keeps closed ones (the relevance lab, big tables)
 * from costing anything. The strip wraps onto a second line rather than hiding
 * tabs past its edge: every tab, and every count on one, stays in sight.
 */
export function TabSet<T extends string>({
  label,
  tabs,
  labels,
  panels,
  selected,
  onSelect,
  badges = {},
  hold = false,
  onIntent,
}: TabSetProps<T>) {
  const base = useId();
  const Panel: ComponentType = panels[selected];

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(selected) + step + tabs.length) % tabs.length]!;
    onSelect(next);
    document.getElementById(`${base}-${next}`)?.focus();
  };

  return (
    <section aria-label={label} className="flex h-full flex-col">
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-x-1 border-b border-slate-200 px-2 pt-1 dark:border-slate-800"
        onKeyDown={onKeyDown}
      >
        {tabs.map((t) => (
          <button
            key={t}
            id={`${base}-${t}`}
            type="button"
            role="tab"
            aria-selected={t === selected}
            aria-controls={`${base}-panel`}
            tabIndex={t === selected ? 0 : -1}
            onClick={() => onSelect(t)}
            onPointerEnter={onIntent && (() => onIntent(t))}
            onFocus={onIntent && (() => onIntent(t))}
            className={`shrink-0 whitespace-nowrap rounded-t px-2 py-1 ${t === selected ? 'border-b-2 border-sky-600 font-semibold' : 'text-slate-600 dark:text-slate-400'}`}
          >
            {labels[t]}
            {badges[t] !== undefined ? (
              <span className="ml-1 rounded-full bg-slate-200 px-1.5 text-xs font-normal text-slate-800 dark:bg-slate-700 dark:text-slate-100">
                {badges[t]}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <div
        id={`${base}-panel`}
        role="tabpanel"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the panel scrolls; the tab pattern makes it a Tab stop so keyboards can scroll it
        tabIndex={0}
        aria-labelledby={`${base}-${selected}`}
        className="min-h-0 flex-1 overflow-auto p-2"
      >
        {hold ? (
          LOADING
        ) : (
          <Suspense fallback={LOADING}>
            <Panel />
          </Suspense>
        )}
      </div>
    </section>
  );
}
