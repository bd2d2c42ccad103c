import { type ReactNode, useEffect, useState } from 'react';
import { lazyScript } from '../document/lazy-script.ts';
import { useAfterFirstAnswer } from '../hooks/use-after-first-answer.ts';
import type { GlossaryTerm } from './glossary.ts';
import { Tooltip } from './tooltip.tsx';

/** The glossary's sentences are read on hover or focus, never on the first paint: a script of their own. */
const glossary = lazyScript(() => import('./glossary.ts'));

/** A word on screen with its meaning from the glossary, on hover and on focus. */
export function Term({
  term,
  children,
  className,
}: {
  term: GlossaryTerm;
  children: ReactNode;
  className?: string;
}) {
  const tips = useGlossary();
  return (
    <Tooltip tip={tips?.[term] ?? ''} className={className}>
      {children}
    </Tooltip>
  );
}

/** The glossary, fetched once the first answer is on screen (every term asks; one script comes). */
function useGlossary() {
  const after = useAfterFirstAnswer();
  const [tips, setTips] = useState(() => glossary.now()?.GLOSSARY ?? null);
  useEffect(() => {
    if (after && tips === null)
      glossary.load().then(
        (m) => setTips(m.GLOSSARY),
        () => {},
      );
  }, [after, tips]);
  return tips;
}
