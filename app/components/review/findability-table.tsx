import { useMemo, useState } from 'react';
import { showInvisible, type ToolFindability } from '../../../core/index.ts';
import type { SortState } from '../../state/ui-slice.ts';
import { type Column, VirtualTable } from '../virtual-table.tsx';
import { WhyButton } from './why-button.tsx';

/** Rank past the probe limit sorts after every rank within it. */
const NOT_RETURNED = Number.MAX_SAFE_INTEGER;

/** A row and its place in the list: two definitions may share a name and id. */
interface Row {
  t: ToolFindability;
  at: number;
}

/** Every probed tool: its own-name query, the rank tool_search gives it, and what comes above it. */
export function FindabilityTable({ tools }: { tools: readonly ToolFindability[] }) {
  const [filter, setFilter] = useState('');
  // Worst first: the tools their own name does not find are what a reviewer looks for.
  const [sort, setSort] = useState<SortState>({ key: 'rank', descending: true });
  const columns = useMemo<Column<Row>[]>(
    () => [
      {
        key: 'name',
        label: 'Tool',
        sortValue: (r) => r.t.name,
        render: (r) => (
          <>
            <span className="font-mono">{showInvisible(r.t.name)}</span>
            <WhyButton name={r.t.name} />
          </>
        ),
      },
      {
        key: 'server',
        label: 'Server',
        sortValue: (r) => r.t.namespace,
        render: (r) => showInvisible(r.t.namespace),
      },
      {
        key: 'query',
        label: 'Own-name query',
        sortValue: (r) => r.t.own_name_query,
        render: (r) => <span className="font-mono">{showInvisible(r.t.own_name_query)}</span>,
      },
      {
        key: 'rank',
        label: 'Rank',
        sortValue: (r) => r.t.own_name_rank ?? NOT_RETURNED,
        render: (r) => (r.t.own_name_rank === null ? 'not in the 10' : r.t.own_name_rank),
        className: 'text-right tabular-nums',
      },
      {
        key: 'above',
        label: 'Outranked by',
        sortValue: (r) => r.t.outranked_by.length,
        render: (r) =>
          r.t.outranked_by.length === 0 ? (
            ''
          ) : (
            <span className="font-mono">
              {showInvisible(r.t.outranked_by[0]!)}
              {r.t.outranked_by.length > 1 ? ` and ${r.t.outranked_by.length - 1} more` : ''}
            </span>
          ),
      },
    ],
    [],
  );
  const rows = useMemo(() => tools.map((t, at) => ({ t, at })), [tools]);
  return (
    <VirtualTable
      label="Findability by tool"
      rows={rows}
      columns={columns}
      rowKey={(r) => String(r.at)}
      filterText={(r) => `${r.t.name} ${r.t.namespace} ${r.t.own_name_query} ${r.t.outranked_by.join(' ')}`}
      filter={filter}
      onFilter={setFilter}
      sort={sort}
      onSort={setSort}
    />
  );
}
