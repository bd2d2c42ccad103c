import { useMemo, useState } from 'react';
import type { AdmissionReport, ToolOutcome, ToolState } from '../../../core/index.ts';
import type { SortState } from '../../state/ui-slice.ts';
import { type Column, VirtualTable } from '../virtual-table.tsx';
import { VisibleText } from '../visible-text.tsx';
import { AdmissionWhyButton } from './admission-why.tsx';
import { describeFlags } from './format-flags.ts';
import { HighlightedMatch } from './highlighted-match.tsx';

const STATE_LABEL: Record<ToolState, string> = {
  published: 'published',
  skipped: 'skipped',
  rejects_catalog: 'rejects the catalog',
  not_admitted: 'not admitted',
  not_read: 'not read',
};

const STATE_CLASS: Record<ToolState, string> = {
  published: 'text-emerald-700 dark:text-emerald-400',
  skipped: 'text-amber-700 dark:text-amber-400',
  rejects_catalog: 'text-red-700 dark:text-red-400',
  not_admitted: 'text-slate-500 dark:text-slate-400',
  not_read: 'text-slate-500 dark:text-slate-400',
};

const DESCRIPTION_CHARS = 60;

/** Every tool of one server as the admission saw it; rows are virtualised, so a 1,024-tool page stays smooth. */
export function ToolOutcomeTable({
  rows,
  label,
  report,
  server,
}: {
  rows: readonly ToolOutcome[];
  label: string;
  /** The admission report the rows come from: each tool's "Why?" explains it. */
  report: AdmissionReport;
  server: string;
}) {
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<SortState>({ key: 'order', descending: false });
  const columns = useMemo(() => outcomeColumns(report, server), [report, server]);
  return (
    <VirtualTable
      label={label}
      rows={rows}
      columns={columns}
      rowKey={(r) => `${r.page}:${r.index}`}
      filterText={(r) => `${r.name} ${r.state} ${r.cause ?? ''} ${r.capabilityId ?? ''}`}
      filter={filter}
      onFilter={setFilter}
      sort={sort}
      onSort={setSort}
    />
  );
}

/** The table's columns; each tool's "Why?" explains it from `report`. */
function outcomeColumns(report: AdmissionReport, server: string): Column<ToolOutcome>[] {
  return [
    {
      key: 'order',
      label: 'Page:#',
      sortValue: (r) => r.page * 100_000 + r.index,
      render: (r) => `${r.page}:${r.index}`,
      className: 'text-right tabular-nums',
    },
    {
      key: 'name',
      label: 'Tool',
      sortValue: (r) => r.name,
      render: (r) => (
        <>
          <span className="font-mono">
            <VisibleText text={r.name} />
          </span>
          <AdmissionWhyButton why={{ row: r, report, server }} />
        </>
      ),
    },
    {
      key: 'state',
      label: 'Admission',
      sortValue: (r) => r.state,
      render: (r) => (
        <span className={STATE_CLASS[r.state]}>
          {STATE_LABEL[r.state]}
          {r.cause ? `: ${r.cause}` : ''}
          {r.cuts.map((c) => (
            <span key={c.field} className="text-amber-700 dark:text-amber-400">
              {` · ${c.field} cut, ${c.dropped_bytes} bytes dropped`}
            </span>
          ))}
        </span>
      ),
    },
    {
      key: 'findings',
      label: 'Findings',
      sortValue: (r) => r.findings.length,
      render: (r) =>
        r.findings.length === 0 ? (
          '—'
        ) : (
          <span className="flex gap-3">
            {r.findings.map((f) => (
              <HighlightedMatch key={`${f.field}:${f.path}:${f.start}`} finding={f} />
            ))}
          </span>
        ),
    },
    {
      key: 'capability',
      label: 'Capability id',
      sortValue: (r) => r.capabilityId ?? '',
      render: (r) => (
        <span className="font-mono">
          <VisibleText text={r.capabilityId ?? '—'} />
        </span>
      ),
    },
    {
      key: 'provider',
      label: 'Provider name',
      sortValue: (r) => r.providerName ?? '',
      render: (r) => (
        <span className="font-mono" title={r.providerNameError ?? undefined}>
          {r.providerName ?? '—'}
          {r.providerNameError ? <span className="text-red-700 dark:text-red-400"> (too long)</span> : null}
        </span>
      ),
    },
    {
      key: 'write',
      label: 'external_write',
      sortValue: (r) => (r.externalWrite === null ? -1 : r.externalWrite ? 1 : 0),
      render: (r) => (r.externalWrite === null ? '—' : r.externalWrite ? 'yes' : 'no'),
    },
    {
      key: 'description',
      label: 'Description',
      render: (r) => (
        <span title={r.description}>
          {r.description.length > DESCRIPTION_CHARS
            ? `${r.description.slice(0, DESCRIPTION_CHARS)}…`
            : r.description}
        </span>
      ),
    },
    {
      key: 'flags',
      label: 'Format flags',
      render: (r) => {
        const notes = describeFlags(r.flags);
        if (notes.length === 0) return '—';
        return notes.map((n) => (
          <span key={n.flag} title={`${n.wouldHave}.\n${n.ironclaw}.`} className="mr-2">
            <span className="font-mono">
              {n.flag}: {n.value}
            </span>{' '}
            — {n.wouldHave}; {n.ironclaw}
          </span>
        ));
      },
    },
  ];
}
