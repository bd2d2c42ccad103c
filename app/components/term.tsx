import type { ReactNode } from 'react';
import { GLOSSARY, type GlossaryTerm } from './glossary.ts';
import { Tooltip } from './tooltip.tsx';

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
  return (
    <Tooltip tip={GLOSSARY[term]} className={className}>
      {children}
    </Tooltip>
  );
}
