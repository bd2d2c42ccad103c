import { useMemo } from 'react';
import type { SortState } from '../state/ui-slice.ts';

/** Rows kept by a case-insensitive filter, then ordered by the sorted column (numbers as numbers). */
export function useSortedRows<Row>(
  rows: readonly Row[],
  columns: readonly { key: string; sortValue?: (row: Row) => string | number }[],
  filter: string,
  filterText: (row: Row) => string,
  sort: SortState,
): Row[] {
  return useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const kept = needle ? rows.filter((r) => filterText(r).toLowerCase().includes(needle)) : [...rows];
    const by = columns.find((c) => c.key === sort.key)?.sortValue;
    if (!by) return kept;
    return kept.sort((a, b) => {
      const x = by(a);
      const y = by(b);
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en');
      return sort.descending ? -order : order;
    });
  }, [rows, columns, filter, filterText, sort]);
}
