import type { PlanPoint, PlanView } from '../../discovery/discovery-protocol.ts';
import { BUTTON, HEADING } from '../discovery/discovery-styles.ts';
import { WhatIfFixView } from '../review/what-if-fix.tsx';

const TITLES = { ironclaw: 'IronClaw', anthropic: 'Anthropic', openai: 'OpenAI' } as const;
const percent = (x: number | null) => (x === null ? 'n/a' : `${Math.round(x * 1000) / 10} %`);

/** One plan's figures per runtime, its pins and the judged queries it misses, with the assumptions beside them. */
export function PlanDetails({
  view,
  plan,
  onApply,
}: {
  view: PlanView;
  plan: PlanPoint;
  onApply: () => void;
}) {
  const f = plan.figures;
  const proposed = view.chosen?.id === plan.id;
  return (
    <section aria-label="Picked plan" className="flex flex-col gap-2">
      <h3 className={HEADING}>
        {plan.label}
        {proposed ? ' (proposed for the target)' : ''}
      </h3>
      <table className="w-max border-collapse">
        <thead>
          <tr>
            <th className="pr-3 text-left">runtime</th>
            <th className="pr-3 text-right">tools up front</th>
            <th className="pr-3 text-right">tokens up front</th>
            <th className="pr-3 text-right">input tokens per task</th>
            <th className="text-right">cost per task</th>
          </tr>
        </thead>
        <tbody>
          {view.runtimes.map((r) => (
            <tr key={r}>
              <td className="pr-3">{TITLES[r]}</td>
              <td className="pr-3 text-right">{f.upfront[r].tools}</td>
              <td className="pr-3 text-right">{f.upfront[r].tokens}</td>
              <td className="pr-3 text-right">{f.per_task[r].input_tokens}</td>
              <td className="text-right">{f.per_task[r].cost}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Judged recall@k {percent(f.recall)}, MRR {f.mrr === null ? 'n/a' : f.mrr.toFixed(3)}, search round
        trips per task {f.round_trips.toFixed(2)};{' '}
        {f.index.sent
          ? `index ${f.index.bytes} bytes naming ${f.index.tools_named} tools.`
          : 'no index is sent.'}
        {f.caps.length > 0
          ? ` Caps broken: ${f.caps.map((c) => `${c.runtime} (${c.actual} of ${c.limit})`).join(', ')}.`
          : ''}
      </p>
      <p>
        {plan.pins === null
          ? plan.id === 'current'
            ? 'The scenario as it is.'
            : 'Mode off: every permitted tool up front.'
          : `Mode bridged, pins: ${plan.pins.length === 0 ? 'none' : plan.pins.join(', ')}.`}
      </p>
      {f.misses.length > 0 ? (
        <ul className="list-disc pl-5">
          {f.misses.slice(0, 20).map((m) => (
            <li key={`${m.query_index}\u0000${m.expected}`}>
              “{m.query}” does not find {m.expected}
            </li>
          ))}
        </ul>
      ) : null}
      {proposed && view.fixes.length > 0 ? (
        <section aria-label="Description fixes" className="flex flex-col gap-1">
          <h4 className="font-semibold">Description fixes (Findability’s what-if)</h4>
          <ul className="flex flex-col gap-1">
            {view.fixes.map((fix) => (
              <li key={`${fix.tool}\u0000${fix.query}`}>
                <WhatIfFixView fix={fix} noFix={null} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {!proposed && view.fixes.length > 0 ? (
        <p className="text-slate-500 dark:text-slate-400">
          Description fixes are found for the proposed plan only.
        </p>
      ) : null}
      <div>
        <button type="button" className={BUTTON} disabled={plan.id === 'current'} onClick={onApply}>
          Apply this plan
        </button>
      </div>
      {view.leave_out.length > 0 ? (
        <details>
          <summary>
            Proposed to leave out ({view.leave_out.length}; for a person to decide, never applied)
          </summary>
          <ul className="list-disc pl-5">
            {view.leave_out.slice(0, 50).map((l) => (
              <li key={l.tool}>
                {l.tool}: {l.detail}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <details>
        <summary>What the figures assume</summary>
        <ul className="list-disc pl-5">
          {view.assumptions.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
