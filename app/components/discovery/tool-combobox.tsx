import { useEffect, useId, useMemo, useState } from 'react';
import { groupDigits } from '../../scenario-text/group-digits.ts';
import { TEXT_INPUT } from '../control-styles.ts';

/** How many matching names the list shows at once: a catalog of 50,000 names is filtered, never listed. */
export const MAX_LISTED_NAMES = 50;

/**
 * The names that match what was typed, at most `limit`: names that start with it
 * first, then names that contain it, each group in catalog order. Case-insensitive.
 */
export function matchingNames(names: readonly string[], typed: string, limit = MAX_LISTED_NAMES): string[] {
  const needle = typed.trim().toLowerCase();
  if (needle === '') return names.slice(0, limit);
  const starts: string[] = [];
  const contains: string[] = [];
  for (const name of names) {
    const at = name.toLowerCase().indexOf(needle);
    if (at === 0) starts.push(name);
    else if (at > 0 && contains.length < limit) contains.push(name);
    if (starts.length >= limit) break;
  }
  return [...starts, ...contains].slice(0, limit);
}

interface ToolComboboxProps {
  label: string;
  names: readonly string[];
  value: string | null;
  onChange: (name: string | null) => void;
}

/**
 * A tool picker for catalogs of any size: type to filter, pick from a short
 * list with the mouse or the arrow keys and Enter. Typing a tool's exact name
 * picks it; emptying the field picks none. Only the listed matches are in the DOM.
 */
export function ToolCombobox({ label, names, value, onChange }: ToolComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [draft, setDraft] = useState(value ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  useEffect(() => setDraft(value ?? ''), [value]);
  const matches = useMemo(() => (open ? matchingNames(names, draft) : []), [open, names, draft]);
  const known = useMemo(() => new Set(names), [names]);

  const pick = (name: string | null) => {
    setDraft(name ?? '');
    setOpen(false);
    onChange(name);
  };
  const type = (text: string) => {
    setDraft(text);
    setOpen(true);
    setActive(0);
    if (text.trim() === '') onChange(null);
    else if (known.has(text)) onChange(text);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      else setActive((i) => Math.min(i + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && open && matches[active] !== undefined) {
      event.preventDefault();
      pick(matches[active]!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };
  const expanded = open && matches.length > 0;

  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder={`${groupDigits(names.length)} tools: type to filter`}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? `${listId}-${active}` : undefined}
        className={TEXT_INPUT}
        value={draft}
        onChange={(e) => type(e.target.value)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {expanded ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Matching tools"
          className="absolute top-full z-30 mt-0.5 max-h-56 w-full overflow-auto rounded border border-slate-300 bg-white text-xs shadow dark:border-slate-700 dark:bg-slate-900"
        >
          {matches.map((name, i) => (
            <div
              // Names are unique here (the picker lists each name once), and the position keys the option id.
              key={name}
              id={`${listId}-${i}`}
              role="option"
              // Options are reached through the field's aria-activedescendant; the focus stays in the field.
              tabIndex={-1}
              aria-selected={i === active}
              className={`cursor-pointer px-1.5 py-0.5 font-mono ${i === active ? 'bg-sky-100 dark:bg-sky-900' : ''}`}
              // Picked on mouse down, before the field's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(name);
              }}
            >
              {name}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
