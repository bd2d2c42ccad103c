import { useMemo } from 'react';
import { useGoodEvaluation, useLatestEvaluation } from '../hooks/use-evaluation.ts';
import { type EditKey, useControlInputs, useEditKey } from '../hooks/use-scenario-edit.ts';
import { buildPolicyWithDenied, toggle } from '../scenario-text/scenario-inputs.ts';
import { usePlayground } from '../state/store.ts';
import { WhyButton } from './review/why-button.tsx';
import { Term } from './term.tsx';
import { buildToolRows, CORE_RULE_LABELS, type ToolRow, type ToolStatus } from './tool-rows.ts';
import { type Column, VirtualTable } from './virtual-table.tsx';
import { VisibleText } from './visible-text.tsx';

const STATUS_CLASS: Record<ToolStatus, string> = {
  advertised: 'text-emerald-700 dark:text-emerald-400',
  deferred: 'text-sky-700 dark:text-sky-400',
  denied: 'text-red-700 dark:text-red-400',
  'not on surface': 'text-slate-500 dark:text-slate-400',
  invalid: 'text-red-700 dark:text-red-400',
};

/** Every definition with its tier, rule, status and weight; ticking Deny or Pin edits the scenario. */
export function ToolsTable() {
  const good = useGoodEvaluation();
  const latest = useLatestEvaluation();
  const { inputs } = useControlInputs();
  const edit = useEditKey();
  const filter = usePlayground((s) => s.toolFilter);
  const setFilter = usePlayground((s) => s.setToolFilter);
  const sort = usePlayground((s) => s.toolSort);
  const setSort = usePlayground((s) => s.setToolSort);
  const definitionRows = latest?.parse.ok ? latest.definitionRows : good?.definitionRows;

  const rows = useMemo(
    () => (good && definitionRows ? buildToolRows(definitionRows, good.result.report, inputs) : []),
    [good, definitionRows, inputs],
  );
  const columns = useMemo(() => toolColumns(edit), [edit]);

  if (!good) return <p className="text-slate-500 dark:text-slate-400">Evaluating…</p>;
  return (
    <div className="flex h-full flex-col gap-1">
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Each tool&rsquo;s <Term term="tier">tier</Term> decides whether it is always advertised or may be
        deferred behind tool_search.
      </p>
      <div className="min-h-0 flex-1">
        <VirtualTable
          label="Tools"
          rows={rows}
          columns={columns}
          rowKey={(r) => String(r.index)}
          filterText={(r) => `${r.name} ${r.capabilityId} ${r.namespace} ${r.status} ${r.tier}`}
          filter={filter}
          onFilter={setFilter}
          sort={sort}
          onSort={setSort}
        />
      </div>
    </div>
  );
}

/** The table's columns; Deny and Pin edit the scenario through `edit`. */
function toolColumns(edit: EditKey): Column<ToolRow>[] {
  return [
    {
      key: 'index',
      label: '#',
      sortValue: (r) => r.index,
      render: (r) => r.index,
      className: 'text-right tabular-nums',
    },
    {
      key: 'name',
      label: 'Name',
      sortValue: (r) => r.name,
      render: (r) => (
        <>
          <span className="font-mono">
            <VisibleText text={r.name} />
          </span>
          <WhyButton name={r.name} />
        </>
      ),
    },
    {
      key: 'id',
      label: 'Capability id',
      sortValue: (r) => r.capabilityId,
      render: (r) => (
        <span className="font-mono">
          <VisibleText text={r.capabilityId} />
        </span>
      ),
    },
    {
      key: 'namespace',
      label: 'Namespace',
      sortValue: (r) => r.namespace,
      render: (r) => <VisibleText text={r.namespace} />,
    },
    {
      key: 'tier',
      label: 'Tier (rule)',
      sortValue: (r) => r.tier,
      render: (r) => (r.tier === 'core' && r.coreRule ? `core (${CORE_RULE_LABELS[r.coreRule]})` : r.tier),
    },
    {
      key: 'status',
      label: 'Status',
      sortValue: (r) => r.status,
      render: (r) => <span className={STATUS_CLASS[r.status]}>{r.status}</span>,
    },
    {
      key: 'tokens',
      label: 'Schema tokens',
      sortValue: (r) => r.tokens ?? -1,
      render: (r) => r.tokens ?? '',
      className: 'text-right tabular-nums',
    },
    {
      key: 'deny',
      label: 'Deny',
      render: (r) => (
        <input
          type="checkbox"
          aria-label={`Deny ${r.name}`}
          checked={r.denied}
          disabled={!r.editable}
          onChange={(e) =>
            edit('policy', (_, s) => buildPolicyWithDenied(s, r.capabilityId, e.target.checked))
          }
        />
      ),
    },
    {
      key: 'pin',
      label: 'Pin',
      render: (r) => (
        <input
          type="checkbox"
          aria-label={`Pin ${r.name}`}
          checked={r.pinned}
          disabled={!r.editable}
          onChange={(e) =>
            edit('pins', (current) =>
              toggle(
                Array.isArray(current) ? current.filter((x) => typeof x === 'string') : [],
                r.capabilityId,
                e.target.checked,
              ),
            )
          }
        />
      ),
    },
  ];
}
