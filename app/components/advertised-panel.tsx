import type { Report } from '../../core/index.ts';
import { useReport } from '../hooks/use-evaluation.ts';
import { groupDigits } from '../scenario-text/group-digits.ts';
import { PromotionsList } from './promotions-list.tsx';
import { VisibleText } from './visible-text.tsx';

/** The active set (DISCLOSURE.md §7): whether anything is deferred and why, what is advertised, what it saves. */
export function AdvertisedPanel() {
  const report = useReport();
  if (!report) return <p className="text-slate-500 dark:text-slate-400">Evaluating…</p>;
  const { active_set: active } = report;
  const core = new Set(report.catalog.filter((e) => e.tier === 'core').map((e) => e.name));
  return (
    <div className="flex flex-col gap-3">
      <Decision report={report} />
      {!report.mode.decorator_enabled ? (
        <p className="rounded bg-amber-50 p-2 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          Mode off: production attaches no disclosure layer, so every permitted tool is advertised with its
          full schema ({report.effective_metrics.count} tools, {groupDigits(report.effective_metrics.tokens)}{' '}
          tokens). The set below is what the layer would advertise if it were on.
        </p>
      ) : null}
      <Saving report={report} />
      <table className="w-full max-w-xl border-collapse text-xs">
        <caption className="mb-1 text-left font-semibold">
          Advertised definitions ({active.definitions.length}, {groupDigits(active.advertised_tokens)} tokens)
        </caption>
        <thead>
          <tr className="text-left">
            <th scope="col" className="px-2">
              Name
            </th>
            <th scope="col" className="px-2">
              Why
            </th>
            <th scope="col" className="px-2 text-right">
              Tokens
            </th>
          </tr>
        </thead>
        <tbody>
          {active.definitions.map((d) => (
            <tr
              key={`${d.capability_id}:${d.name}`}
              className="border-t border-slate-100 dark:border-slate-800"
            >
              <td className="px-2 font-mono">
                <VisibleText text={d.name} />
              </td>
              <td className="px-2">
                {d.bridge
                  ? 'bridge'
                  : !active.deferred
                    ? 'everything fits'
                    : core.has(d.name)
                      ? 'core tier'
                      : 'promoted'}
              </td>
              <td className="px-2 text-right tabular-nums">{d.est_schema_tokens}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <PromotionsList report={report} />
    </div>
  );
}

function Decision({ report }: { report: Report }) {
  const a = report.explain.active;
  const threshold = report.caps.defer_threshold_tokens;
  const tokens = a.effective_tokens;
  const count = a.effective_count;
  const maxTools = String(report.caps.max_tools);
  const overTokens = a.over_tokens;
  const overCount = a.over_count;
  const reasons = [
    `${groupDigits(tokens)} effective tokens ${overTokens ? '>' : '≤'} threshold ${groupDigits(threshold)}`,
    `${count} permitted tools ${overCount ? '>' : '≤'} max_tools ${maxTools}`,
  ];
  return (
    <p>
      <strong>{report.active_set.deferred ? 'Deferred' : 'Not deferred'}</strong>: {reasons.join('; ')}.{' '}
      {report.active_set.deferred
        ? 'Core tools, the three bridges and the promotions that fit are advertised; the rest is found through tool_search.'
        : 'Every permitted tool is advertised directly and no bridge is added.'}
    </p>
  );
}

function Saving({ report }: { report: Report }) {
  const a = report.explain.active;
  return (
    <p>
      Against off ({a.off_count} tools, {groupDigits(a.off_tokens)} tokens): now{' '}
      {groupDigits(report.active_set.advertised_tokens)} tokens — saving{' '}
      <strong>{groupDigits(a.saving_tokens)}</strong> tokens ({a.saving_percent.toFixed(1)}%). Every token
      figure here is IronClaw’s byte-derived estimate; What the model sees sets a real tokenizer’s count
      beside it.
    </p>
  );
}
