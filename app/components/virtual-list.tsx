import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';

interface Props<T> {
  /** The list's accessible name. */
  label: string;
  items: readonly T[];
  itemKey: (item: T, index: number) => string | number;
  render: (item: T, index: number) => ReactNode;
  /** A first guess at a row's height; rows are measured once drawn. */
  rowHeight?: number;
  className?: string;
}

/** Up to this many items are simply drawn; a longer list draws only what is in view. */
export const PLAIN_LIST_MAX = 200;

/**
 * A list of any length that keeps the page light: short lists are plain, a long
 * one scrolls in a box of its own and holds only the rows in view (and a few
 * around them) in the page. Spacer items keep it one list for assistive technology,
 * which is told the whole count.
 */
export function VirtualList<T>({ label, items, itemKey, render, rowHeight = 20, className = '' }: Props<T>) {
  if (items.length <= PLAIN_LIST_MAX) {
    return (
      <ul aria-label={label} className={className}>
        {items.map((item, i) => (
          <li key={itemKey(item, i)}>{render(item, i)}</li>
        ))}
      </ul>
    );
  }
  return (
    <LongList
      label={label}
      items={items}
      itemKey={itemKey}
      render={render}
      rowHeight={rowHeight}
      className={className}
    />
  );
}

function LongList<T>({ label, items, itemKey, render, rowHeight = 20, className = '' }: Props<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 10,
  });
  const rows = virtualizer.getVirtualItems();
  const top = rows[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0);
  return (
    <div ref={scroller} className="max-h-96 overflow-auto" data-virtual-list>
      <ul aria-label={label} className={className}>
        {top > 0 ? <li aria-hidden="true" style={{ height: top }} /> : null}
        {rows.map((row) => {
          const item = items[row.index]!;
          return (
            <li
              key={itemKey(item, row.index)}
              data-index={row.index}
              ref={virtualizer.measureElement}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
            >
              {render(item, row.index)}
            </li>
          );
        })}
        {bottom > 0 ? <li aria-hidden="true" style={{ height: bottom }} /> : null}
      </ul>
    </div>
  );
}
