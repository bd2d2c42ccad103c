import { useMemo } from 'react';
import { useReport } from '../hooks/use-evaluation.ts';
import { usePlayground } from '../state/store.ts';
import { type Column, VirtualTable } from './virtual-table.tsx';
import { VisibleText } from './visible-text.tsx';

interface NamespaceRow {
  namespace: string;
  tools: number;
  /** Null under the alphabetical index, which has no rounds and no namespace lines. */
  shown: number | null;
  listed: boolean | null;
  names: string;
}

const COLUMNS: Column<NamespaceRow>[] = [
  {
    key: 'namespace',
    label: 'Namespace',
    sortValue: (r) => r.namespace,
    render: (r) => (
      <span className="font-mono">
        <VisibleText text={r.namespace} />
      </span>
    ),
  },
  {
    key: 'tools',
    label: 'Tools',
    sortValue: (r) => r.tools,
    render: (r) => r.tools,
    className: 'text-right tabular-nums',
  },
  {
    key: 'shown',
    label: 'Representatives shown',
    sortValue: (r) => r.shown ?? -1,
    render: (r) => (
      <span className={r.shown === 0 ? 'font-semibold text-amber-700 dark:text-amber-400' : ''}>
        {r.shown ?? '—'}
      </span>
    ),
    className: 'text-right tabular-nums',
  },
  {
    key: 'listed',
    label: 'Line in index',
    sortValue: (r) => (r.listed ? 1 : 0),
    render: (r) => (r.listed === null ? '—' : r.listed ? 'listed' : 'cut'),
  },
  {
    key: 'names',
    label: 'Tools in it',
    render: (r) => (
      <span className="font-mono text-slate-600 dark:text-slate-400">
        <VisibleText text={r.names} />
      </span>
    ),
  },
];

/** Discoverable namespaces under the policy (DISCLOSURE.md §5) and how each fared in the index. */
export function NamespacesTable() {
  const report = useReport();
  const filter = usePlayground((s) => s.namespaceFilter);
  const setFilter = usePlayground((s) => s.setNamespaceFilter);
  const sort = usePlayground((s) => s.namespaceSort);
  const setSort = usePlayground((s) => s.setNamespaceSort);

  const rows = useMemo<NamespaceRow[]>(() => {
    if (!report) return [];
    const index = report.explain.index.renderer === 'namespaces' ? report.explain.index : undefined;
    const listed = new Set(index?.sections.filter((s) => s.kind === 'namespace').map((s) => s.namespace));
    const shown = new Map(index?.rounds.map((r) => [r.namespace, r.tools.filter((t) => t.shown).length]));
    return report.discoverable_namespaces.map((n) => ({
      namespace: n.namespace,
      tools: n.tool_names.length,
      shown: index ? (shown.get(n.namespace) ?? 0) : null,
      listed: index ? listed.has(n.namespace) : null,
      names: n.tool_names.slice(0, 4).join(', ') + (n.tool_names.length > 4 ? ', …' : ''),
    }));
  }, [report]);

  if (!report) return <p className="text-slate-500 dark:text-slate-400">Evaluating…</p>;
  if (rows.length === 0)
    return <p>No discoverable namespace: every permitted tool is core (or nothing is permitted).</p>;
  return (
    <VirtualTable
      label="Namespaces"
      rows={rows}
      columns={COLUMNS}
      rowKey={(r) => r.namespace}
      filterText={(r) => `${r.namespace} ${r.names}`}
      filter={filter}
      onFilter={setFilter}
      sort={sort}
      onSort={setSort}
    />
  );
}
