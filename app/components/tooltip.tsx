import { type ReactNode, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

interface TooltipProps {
  /** The short explanation; also the element's accessible description. */
  tip: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * The one tooltip of the page (WAI-ARIA tooltip pattern): opens on hover and on
 * keyboard focus, stays while the pointer moves onto it, closes on Escape or when
 * both leave (WCAG 1.4.13). It is placed in the viewport's coordinates and drawn
 * in the document's body, so a pane that scrolls, clips or is contained (its own
 * containing block for fixed elements, split-pane.tsx) cannot cut it off or move
 * it. The trigger is focusable on its own, so every term can be reached with Tab.
 */
export function Tooltip({ tip, children, className = '' }: TooltipProps) {
  const id = useId();
  const trigger = useRef<HTMLSpanElement>(null);
  const [at, setAt] = useState<{ left: number; top: number } | null>(null);
  const open = () => {
    const rect = trigger.current?.getBoundingClientRect();
    if (!rect) return;
    const left = Math.max(4, Math.min(rect.left, window.innerWidth - 292));
    const below = rect.bottom + 4;
    setAt({ left, top: below + 80 > window.innerHeight ? Math.max(4, rect.top - 84) : below });
  };
  const close = () => setAt(null);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only mirrors what focus already does on the trigger
    <span className="inline" onMouseEnter={open} onMouseLeave={close}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a focusable term described by its tooltip, as the ARIA tooltip pattern has it */}
      <span
        ref={trigger}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a term must be reachable by keyboard to read its explanation
        tabIndex={0}
        aria-describedby={id}
        onFocus={open}
        onBlur={close}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && at) {
            event.stopPropagation();
            close();
          }
        }}
        className={`cursor-help underline decoration-slate-400 decoration-dotted underline-offset-2 ${className}`}
      >
        {children}
      </span>
      {createPortal(
        <span
          id={id}
          role="tooltip"
          // A tip still being fetched (an empty one) shows no empty box.
          hidden={at === null || tip === ''}
          style={at ? { left: at.left, top: at.top } : undefined}
          className="fixed z-50 w-72 rounded bg-slate-800 px-2 py-1 text-xs font-normal normal-case tracking-normal text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
        >
          {tip}
        </span>,
        document.body,
      )}
    </span>
  );
}
