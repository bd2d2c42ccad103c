import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useId, useRef } from 'react';
import type { SortState } from '../state/ui-slice.ts';
import { TEXT_INPUT } from './control-styles.ts';
import { useSortedRows } from './use-sorted-rows.ts';

export interface Column<Row> {
  key: string;
  label: string;
  /** What the column sorts by; columns without one are not sortable. */
  sortValue?: (row: Row) => string | number;
  render: (row: Row) => ReactNode;
  className?: string;
}

interface Props<Row> {
  label: string;
  rows: readonly Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  /** The text each row is matched against by the filter box. */
  filterText: (row: Row) => string;
  filter: string;
  onFilter: (filter: string) => void;
  sort: SortState;
  onSort: (sort: SortState) => void;
}

const ROW_HEIGHT = 28;

/**
 * A sortable, filterable table that renders only the rows in view (2,000-tool
 * catalogs stay smooth). Spacer rows keep it a real <table> for screen readers.
 */
export function VirtualTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  filterText,
  filter,
  onFilter,
  sort,
  onSort,
}: Props<Row>) {
  const scroller = useRef<HTMLDivElement>(null);
  const filterId = useId();
  const visible = useSortedRows(rows, columns, filter, filterText, sort);

  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <div className="flex h-full min-h-40 flex-col gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={filterId} className="shrink-0 text-xs font-medium">
          Filter {label.toLowerCase()}
        </label>
        <input
          id={filterId}
          type="search"
          value={filter}
          onChange={(e) => onFilter(e.target.value)}
          className={`${TEXT_INPUT} max-w-64`}
        />
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {visible.length} of {rows.length}
        </span>
      </div>
      <div ref={scroller} className="min-h-0 flex-1 overflow-auto">
        <table
          aria-label={label}
          aria-rowcount={visible.length + 1}
          className="w-full border-collapse text-xs"
        >
          <thead className="sticky top-0 z-10 bg-white dark:bg-slate-950">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={sort.key === c.key ? (sort.descending ? 'descending' : 'ascending') : undefined}
                  className={`whitespace-nowrap px-2 py-1 text-left font-semibold ${c.className ?? ''}`}
                >
                  {c.sortValue ? (
                    <button
                      type="button"
                      onClick={() =>
                        onSort({ key: c.key, descending: sort.key === c.key && !sort.descending })
                      }
                    >
                      {c.label} {sort.key === c.key ? (sort.descending ? '▼' : '▲') : ''}
                    </button>
                  ) : (
                    c.label
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {top > 0 ? <tr style={{ height: top }} /> : null}
            {items.map((item) => {
              const row = visible[item.index]!;
              return (
                <tr
                  key={rowKey(row)}
                  aria-rowindex={item.index + 2}
                  style={{ height: ROW_HEIGHT }}
                  className="border-t border-slate-100 dark:border-slate-800"
                >
                  {columns.map((c) => (
                    <td key={c.key} className={`whitespace-nowrap px-2 ${c.className ?? ''}`}>
                      {c.render(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
            {bottom > 0 ? <tr style={{ height: bottom }} /> : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}
