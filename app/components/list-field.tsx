import { useId } from 'react';
import { parseListText } from '../scenario-text/scenario-inputs.ts';
import { TEXT_INPUT } from './control-styles.ts';
import { useDraft } from './use-draft.ts';

interface Props {
  label: string;
  items: readonly string[];
  onCommit: (items: string[]) => void;
  hint?: string;
  disabled?: boolean;
  rows?: number;
}

/** A list of ids or names, one per line; what is typed is written to the scenario as it is typed. */
export function ListField({ label, items, onCommit, hint, disabled, rows = 3 }: Props) {
  const id = useId();
  const field = useDraft(items.join('\n'), (text) => onCommit(parseListText(text)));
  return (
    <div className="flex flex-col gap-0.5">
      <label htmlFor={id} className="text-xs font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        spellCheck={false}
        disabled={disabled}
        className={TEXT_INPUT}
        {...field}
      />
      {hint ? <p className="text-xs text-slate-500 dark:text-slate-400">{hint}</p> : null}
    </div>
  );
}
