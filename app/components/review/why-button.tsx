import { memo } from 'react';
import { usePlayground } from '../../state/store.ts';

/** Opens the "Why?" panel for a tool; placed wherever a tool name is shown. */
export const WhyButton = memo(function WhyButton({ name }: { name: string }) {
  const openWhy = usePlayground((s) => s.openWhy);
  return (
    <button
      type="button"
      aria-label={`Why? ${name}`}
      title={`Why is ${name} where it is?`}
      onClick={() => openWhy(name)}
      className="ml-1 rounded px-1 text-[10px] text-sky-700 underline hover:bg-sky-50 dark:text-sky-400 dark:hover:bg-slate-800"
    >
      Why?
    </button>
  );
});
