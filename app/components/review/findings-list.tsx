import { type ReactNode, useState } from 'react';
import {
  describeCause,
  type Findability,
  type Finding,
  type FindingCause,
  type Severity,
  type WhatIfFix,
} from '../../../core/index.ts';
import { useReviewAnswer } from '../../hooks/use-review.ts';
import { groupDigits } from '../../scenario-text/group-digits.ts';
import { VirtualList } from '../virtual-list.tsx';
import { VisibleText } from '../visible-text.tsx';
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
  if (!good)
    return error ? (
      <p className="text-red-700 dark:text-red-400">
        Review: <VisibleText text={error} />
      </p>
    ) : null;
  const { findings } = good.report;
  return (
    <section aria-label="Review findings" className="flex flex-col gap-1">
      <h3 className="font-semibold">Review findings ({findings.length})</h3>
      {findings.length === 0 ? (
        <p className="text-emerald-700 dark:text-emerald-400">
          No findings: nothing needs a reviewer’s attention.
        </p>
      ) : (
        <VirtualList
          label="Findings"
          className="flex flex-col gap-1"
          items={findings}
          itemKey={(f, i) => `${i}:${f.id}`}
          render={(f) => <FindingItem finding={f} fixes={fixesOf(f, good.report.findability)} />}
          rowHeight={48}
        />
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
    <div data-finding={finding.id} className="rounded border border-slate-200 p-1 dark:border-slate-800">
      <div className="flex items-baseline gap-2">
        <span className={`rounded px-1 text-[10px] uppercase ${SEVERITY_CLASS[finding.severity]}`}>
          {finding.severity}
        </span>
        <span className="min-w-0 break-words">
          <VisibleText text={finding.message} />
        </span>
        <code className="ml-auto shrink-0 text-[10px] text-slate-500 dark:text-slate-400">{finding.id}</code>
      </div>
      {tools.length > 0 ? (
        <div className="mt-0.5 text-[11px] text-slate-600 dark:text-slate-400">
          {tools.slice(0, SHOWN_TOOLS).map((t) => (
            <ToolChip key={t} name={t} />
          ))}
          {tools.length > SHOWN_TOOLS ? (
            <Folded summary={`${groupDigits(tools.length - SHOWN_TOOLS)} more`} inline>
              <VirtualList
                label={`The other tools of ${finding.id}`}
                items={tools.slice(SHOWN_TOOLS)}
                itemKey={(t, i) => `${i}:${t}`}
                render={(t) => <ToolChip name={t} />}
              />
            </Folded>
          ) : null}
        </div>
      ) : null}
      {finding.causes && finding.causes.length > 0 ? <Causes causes={finding.causes} /> : null}
      {fixes.map((fix) => (
        <WhatIfFixView key={`${fix.tool}:${fix.query}`} fix={fix} noFix={null} />
      ))}
    </div>
  );
}

/**
 * A fold whose contents are drawn only while it is open: a closed `<details>`
 * still holds all its elements, and a finding can concern 100,000 tools.
 */
function Folded({
  summary,
  inline = false,
  children,
}: {
  summary: string;
  inline?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details className={inline ? 'inline' : undefined} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className={`${inline ? 'inline ' : ''}cursor-pointer underline`}>{summary}</summary>
      {open ? children : null}
    </details>
  );
}

/** Where the finding comes from, in the words the CLI and the Markdown use; all of it is text from the data. */
function Causes({ causes }: { causes: readonly FindingCause[] }) {
  const line = (c: FindingCause) => (
    <span className="break-words font-mono">
      <VisibleText text={describeCause(c)} />
    </span>
  );
  return (
    <div className="mt-0.5 text-[11px] text-slate-600 dark:text-slate-400">
      <ul aria-label="Causes" className="list-inside list-disc">
        {causes.slice(0, SHOWN_CAUSES).map((c, i) => (
          // Causes may repeat (one text in two places) and have no id: their place is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={i}>{line(c)}</li>
        ))}
      </ul>
      {causes.length > SHOWN_CAUSES ? (
        <Folded summary={`${groupDigits(causes.length - SHOWN_CAUSES)} more causes`}>
          <VirtualList
            label="More causes"
            className="list-inside list-disc"
            items={causes.slice(SHOWN_CAUSES)}
            itemKey={(_, i) => i}
            render={line}
          />
        </Folded>
      ) : null}
    </div>
  );
}

function ToolChip({ name }: { name: string }) {
  return (
    <span className="mr-2 inline-flex items-baseline">
      <span className="font-mono">
        <VisibleText text={name} />
      </span>
      <WhyButton name={name} />
    </span>
  );
}
