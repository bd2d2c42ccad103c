import { invalidJsonMessage, type ValidationError } from '../../core/index.ts';
import type { CoreMarker } from '../evaluation/evaluation-types.ts';
import { useEditorHandle } from '../hooks/services-context.ts';
import { useLatestEvaluation } from '../hooks/use-evaluation.ts';
import { useReviewAnswer } from '../hooks/use-review.ts';
import { coreErrorKey } from '../scenario-text/core-error-key.ts';
import { groupDigits } from '../scenario-text/group-digits.ts';
import { HINT } from './control-styles.ts';
import { ERROR_LISTS } from './problems-count.ts';
import { FindingsList } from './review/findings-list.tsx';
import { PLAIN_LIST_MAX, VirtualList } from './virtual-list.tsx';
import { VisibleText } from './visible-text.tsx';

/**
 * What needs attention: the scenario's own problems first (they are why it may
 * not evaluate as meant), then the design review's findings.
 */
export function ProblemsPanel() {
  return (
    <div className="flex flex-col gap-3">
      <ScenarioProblems />
      <FindingsList />
    </div>
  );
}

/**
 * Everything wrong with the scenario, with the core's exact messages: the JSON
 * error, a structural rejection, per-item errors (each can be revealed in the
 * editor) and duplicate warnings.
 */
function ScenarioProblems() {
  const latest = useLatestEvaluation();
  if (!latest) return <p className="text-slate-500 dark:text-slate-400">Evaluating…</p>;
  if (!latest.parse.ok) {
    const { error, line, column } = latest.parse;
    return (
      <ul className="text-xs">
        <li>
          <Problem text={invalidJsonMessage({ error, line, column })} at={{ line, column }} />
        </li>
      </ul>
    );
  }
  if (!latest.result?.ok)
    return (
      <p className="text-red-700 dark:text-red-400">
        Not evaluated: <VisibleText text={latest.result?.error ?? ''} />
      </p>
    );
  const { errors, warnings, work_stopped: stopped = [] } = latest.result.report;
  const items: ProblemItem[] = [
    ...stopped.map((s) => ({ kind: 'stopped' as const, text: s.message })),
    ...ERROR_LISTS.flatMap((list) => errors[list].map((error) => ({ kind: 'error' as const, list, error }))),
    ...warnings.map((w) => ({ kind: 'warning' as const, text: w })),
  ];
  if (items.length === 0) return <NoScenarioErrors />;
  const markers = new Map(latest.markers.map((m) => [m.errorKey, m]));
  return (
    <section aria-label="Scenario problems" className="flex flex-col gap-1 text-xs">
      {items.length > PLAIN_LIST_MAX ? <p className={HINT}>{groupDigits(items.length)} problems:</p> : null}
      <VirtualList
        label="Scenario problems"
        items={items}
        className="flex flex-col gap-1"
        itemKey={(_, i) => i}
        render={(item) => <ProblemLine item={item} markers={markers} />}
      />
    </section>
  );
}

type ProblemItem =
  | { kind: 'error'; list: (typeof ERROR_LISTS)[number]; error: ValidationError }
  | { kind: 'warning'; text: string }
  | { kind: 'stopped'; text: string };

function ProblemLine({ item, markers }: { item: ProblemItem; markers: Map<string, CoreMarker> }) {
  if (item.kind === 'warning')
    return (
      <span className="text-amber-700 dark:text-amber-400">
        warning: <VisibleText text={item.text} />
      </span>
    );
  if (item.kind === 'stopped')
    return (
      <span className="text-amber-700 dark:text-amber-400">
        not evaluated: <VisibleText text={item.text} />
      </span>
    );
  const { list, error: e } = item;
  const marker = markers.get(coreErrorKey(list, e));
  const where =
    e.field === 'pins' || e.field === 'surface_ids' || e.field === 'policy.ids'
      ? `${e.field}[${e.index}]`
      : `definitions[${e.index}].${e.field}`;
  return (
    <Problem
      text={`${where}: ${e.error}`}
      at={marker ? { line: marker.startLine, column: marker.startColumn } : null}
    />
  );
}

/**
 * Nothing is wrong with the scenario's own text; "no problems" is said only when
 * the review found nothing either, so a refused server or a leftover is never
 * hidden under a green line.
 */
function NoScenarioErrors() {
  const { good, pending } = useReviewAnswer();
  const findings = good ? good.report.findings.length : 0;
  if (findings > 0)
    return (
      <p className="text-slate-700 dark:text-slate-300">
        The scenario evaluates without errors, but the review has{' '}
        {findings === 1 ? '1 finding' : `${findings} findings`} below.
        {/* The findings are of an earlier text until the newest review arrives: said, not hidden. */}
        {pending ? (
          <span className="text-slate-500 dark:text-slate-400"> Reviewing the latest text…</span>
        ) : null}
      </p>
    );
  if (pending) return <p className="text-slate-500 dark:text-slate-400">Reviewing…</p>;
  return <p className="text-emerald-700 dark:text-emerald-400">No problems in the scenario.</p>;
}

function Problem({ text, at }: { text: string; at: { line: number; column: number } | null }) {
  const editor = useEditorHandle();
  return (
    <span className="flex items-baseline gap-2 text-red-700 dark:text-red-400">
      <span className="break-all font-mono">
        <VisibleText text={text} />
      </span>
      {at ? (
        <button
          type="button"
          className="shrink-0 underline"
          onClick={() => editor.reveal(at.line, at.column)}
        >
          line {at.line}
        </button>
      ) : null}
    </span>
  );
}
