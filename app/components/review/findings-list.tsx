import {
  describeCause,
  type Findability,
  type Finding,
  type FindingCause,
  type Severity,
  type WhatIfFix,
} from '../../../core/index.ts';
import { useReviewAnswer } from '../../hooks/use-review.ts';
import { WhatIfFixView } from './what-if-fix.tsx';
import { WhyButton } from './why-button.tsx';

const SEVERITY_CLASS: Record<Severity, string> = {
  error: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  warning: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  info: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
};

/** Tools named inline before the rest fold away; a finding can concern hundreds. */
const SHOWN_TOOLS = 6;
/** Causes listed before the rest fold away (a refused catalog can have a thousand skipped tools). */
const SHOWN_CAUSES = 5;

/**
 * core's review findings (core/review/): each with its severity, its stable id,
 * one sentence and the tools it concerns, each of which opens "Why?".
 */
export function FindingsList() {
  const { good, error } = useReviewAnswer();
  if (!good) return error ? <p className="text-red-700 dark:text-red-400">Review: {error}</p> : null;
  const { findings } = good.report;
  return (
    <section aria-label="Review findings" className="flex flex-col gap-1">
      <h3 className="font-semibold">Review findings ({findings.length})</h3>
      {findings.length === 0 ? (
        <p className="text-emerald-700 dark:text-emerald-400">
          No findings: nothing needs a reviewer’s attention.
        </p>
      ) : (
        <ul className="flex flex-col gap-1">
          {findings.map((f) => (
            <FindingItem
              key={`${f.id}:${f.message}`}
              finding={f}
              fixes={fixesOf(f, good.report.findability)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Fixes shown beside a finding, at most: the Findability view lists them all. */
const SHOWN_FIXES = 3;

/** The what-if fixes core found for a findability finding's causes (a miss's, or the collisions that have one). */
function fixesOf(f: Finding, findability: Findability): WhatIfFix[] {
  const fixes =
    f.id === 'expected_tool_missed'
      ? findability.expectations.map((e) => (e.met ? null : e.fix))
      : f.id === 'search_name_collision'
        ? findability.collisions.map((c) => c.fix)
        : [];
  return fixes.filter((fix): fix is WhatIfFix => fix !== null).slice(0, SHOWN_FIXES);
}

function FindingItem({ finding, fixes }: { finding: Finding; fixes: readonly WhatIfFix[] }) {
  const { tools } = finding;
  return (
    <li data-finding={finding.id} className="rounded border border-slate-200 p-1 dark:border-slate-800">
      <div className="flex items-baseline gap-2">
        <span className={`rounded px-1 text-[10px] uppercase ${SEVERITY_CLASS[finding.severity]}`}>
          {finding.severity}
        </span>
        <span>{finding.message}</span>
        <code className="ml-auto shrink-0 text-[10px] text-slate-500 dark:text-slate-400">{finding.id}</code>
      </div>
      {tools.length > 0 ? (
        <div className="mt-0.5 text-[11px] text-slate-600 dark:text-slate-400">
          {tools.slice(0, SHOWN_TOOLS).map((t) => (
            <ToolChip key={t} name={t} />
          ))}
          {tools.length > SHOWN_TOOLS ? (
            <details className="inline">
              <summary className="inline cursor-pointer underline">{tools.length - SHOWN_TOOLS} more</summary>
              {tools.slice(SHOWN_TOOLS).map((t) => (
                <ToolChip key={t} name={t} />
              ))}
            </details>
          ) : null}
        </div>
      ) : null}
      {finding.causes && finding.causes.length > 0 ? <Causes causes={finding.causes} /> : null}
      {fixes.map((fix) => (
        <WhatIfFixView key={`${fix.tool}:${fix.query}`} fix={fix} noFix={null} />
      ))}
    </li>
  );
}

/** Where the finding comes from, in the words the CLI and the Markdown use; all of it is text from the data. */
function Causes({ causes }: { causes: readonly FindingCause[] }) {
  const line = (c: FindingCause, i: number) => (
    // Causes may repeat (one text in two places) and have no id: their place is their key.
    <li key={i} className="break-words font-mono">
      {describeCause(c)}
    </li>
  );
  return (
    <div className="mt-0.5 text-[11px] text-slate-600 dark:text-slate-400">
      <ul aria-label="Causes" className="list-inside list-disc">
        {causes.slice(0, SHOWN_CAUSES).map(line)}
      </ul>
      {causes.length > SHOWN_CAUSES ? (
        <details>
          <summary className="cursor-pointer underline">{causes.length - SHOWN_CAUSES} more causes</summary>
          <ul className="list-inside list-disc">
            {causes.slice(SHOWN_CAUSES).map((c, i) => line(c, i + SHOWN_CAUSES))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

function ToolChip({ name }: { name: string }) {
  return (
    <span className="mr-2 inline-flex items-baseline">
      <span className="font-mono">{name}</span>
      <WhyButton name={name} />
    </span>
  );
}
