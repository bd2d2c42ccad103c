import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react';

/** How far one arrow key moves a handle, and Page Up / Page Down, in percent of the pair. */
const STEP = 2;
const PAGE_STEP = 10;

interface SplitPaneProps {
  /** `row`: side by side, the handle moves left and right; `column`: one over the other. */
  direction: 'row' | 'column';
  /** What the handle resizes, as a screen reader says it. */
  label: string;
  /** The first pane's share of the pair, in percent. */
  initial: number;
  /** The smallest share either pane may be given, in percent: [first, second]. */
  min: readonly [number, number];
  /**
   * Which panes the browser may lay out and paint apart from the rest of the page
   * (CSS `contain: strict`). A keystroke in the editor then repaints the editor's
   * side, not the index and the details as well, which shortens the frame after a
   * keystroke (docs/performance.md). A contained pane is
   * the containing block of anything fixed inside it, so a pane holding Monaco
   * (whose hovers are fixed, to leave the pane) is not contained; tooltips are
   * drawn outside the panes (tooltip.tsx).
   */
  contain?: readonly [boolean, boolean];
  children: readonly [ReactNode, ReactNode];
}

const CONTAINED = ' [contain:strict]';

/**
 * Two panes and a handle between them. The layout is the browser's (a flex basis
 * in percent), so drawing the page never measures it; the pair's size is read only
 * when a drag starts. The handle is a focusable separator: arrow keys, Page Up and
 * Page Down move it, Home and End take it to either end.
 */
export function SplitPane({
  direction,
  label,
  initial,
  min,
  contain = [false, false],
  children,
}: SplitPaneProps) {
  const [share, setShare] = useState(initial);
  const [state, setState] = useState<'idle' | 'hover' | 'focus' | 'active'>('idle');
  const pair = useRef<HTMLDivElement>(null);
  const lowest = min[0];
  const highest = 100 - min[1];
  const clamp = (value: number) => Math.min(highest, Math.max(lowest, value));
  const row = direction === 'row';

  const onKeyDown = (event: KeyboardEvent) => {
    const back = row ? 'ArrowLeft' : 'ArrowUp';
    const forward = row ? 'ArrowRight' : 'ArrowDown';
    const moves: Record<string, number> = {
      [back]: share - STEP,
      [forward]: share + STEP,
      PageUp: share - PAGE_STEP,
      PageDown: share + PAGE_STEP,
      Home: lowest,
      End: highest,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setShare(clamp(next));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const box = pair.current?.getBoundingClientRect();
    if (!box || event.button !== 0) return;
    event.preventDefault();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    handle.focus();
    setState('active');
    const start = row ? box.left : box.top;
    const length = row ? box.width : box.height;
    const move = (e: globalThis.PointerEvent) =>
      setShare(clamp((((row ? e.clientX : e.clientY) - start) / length) * 100));
    const end = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', end);
      handle.removeEventListener('pointercancel', end);
      setState('focus');
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', end);
  };

  return (
    <div ref={pair} className={`flex h-full w-full min-h-0 min-w-0 ${row ? 'flex-row' : 'flex-col'}`}>
      <div
        className={`min-h-0 min-w-0 overflow-hidden${contain[0] ? CONTAINED : ''}`}
        style={{ flex: `0 0 ${share}%` }}
      >
        {children[0]}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable, movable separator has no HTML element of its own. */}
      <div
        role="separator"
        tabIndex={0}
        aria-label={label}
        aria-orientation={row ? 'vertical' : 'horizontal'}
        aria-valuemin={lowest}
        aria-valuemax={highest}
        aria-valuenow={Math.round(share)}
        data-separator={state === 'idle' ? 'inactive' : state}
        className={`shrink-0 touch-none ${row ? 'w-1.5 cursor-col-resize' : 'h-1.5 cursor-row-resize'}`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerEnter={() => setState((s) => (s === 'idle' ? 'hover' : s))}
        onPointerLeave={() => setState((s) => (s === 'hover' ? 'idle' : s))}
        onFocus={() => setState((s) => (s === 'active' ? s : 'focus'))}
        onBlur={() => setState('idle')}
      />
      <div className={`min-h-0 min-w-0 flex-1 overflow-hidden${contain[1] ? CONTAINED : ''}`}>
        {children[1]}
      </div>
    </div>
  );
}
