import { useState } from 'react';
import type { PlanTarget } from '../../../core/index.ts';
import type { PlanPoint, PlanView } from '../../discovery/discovery-protocol.ts';
import { useDiscovery } from '../../hooks/use-discovery.ts';
import { withPlanApplied } from '../../scenario-text/plan-edit.ts';
import { usePlayground } from '../../state/store.ts';
import { HINT, TEXT_INPUT } from '../control-styles.ts';
import { AnswerStatus } from '../discovery/answer-status.tsx';
import { BUTTON, HEADING } from '../discovery/discovery-styles.ts';
import { PlanChart } from './plan-chart.tsx';
import { PlanDetails } from './plan-details.tsx';

/**
 * What should we ship? The planner's plans (core/plan/, docs/planning.md) from
 * everything deferred to everything up front, drawn against judged recall with
 * the design as it is among them; picking one shows its plan, and Apply writes
 * its mode and pins as one undoable step, then Compare shows it against the
 * design before. Ours: a proposal, not IronClaw's behaviour.
 */
export function PlanPanel() {
  const [kind, setKind] = useState<PlanTarget['kind']>('budget');
  const [amount, setAmount] = useState('2000');
  const [recall, setRecall] = useState('');
  const [asked, setAsked] = useState<{ kind: 'plan'; target: PlanTarget; minRecall: number | null } | null>(
    null,
  );
  const snapshot = useDiscovery('plan', asked);
  const [picked, setPicked] = useState<string | null>(null);
  const ask = () => {
    const n = Math.max(0, Math.floor(Number(amount) || 0));
    const target: PlanTarget =
      kind === 'budget' ? { kind, tokens: n } : kind === 'max_tools' ? { kind, tools: n } : { kind };
    const floor = recall.trim() === '' ? null : Math.min(1, Math.max(0, Number(recall) / 100));
    setAsked({ kind: 'plan', target, minRecall: Number.isFinite(floor) ? floor : null });
    setPicked(null);
  };
  const answer = snapshot.good;
  return (
    <div className="flex flex-col gap-3 text-xs">
      <p className={HINT}>
        The playground’s proposal, not IronClaw’s behaviour: each plan is the scenario evaluated with the plan
        applied (docs/planning.md gives the cost model).
      </p>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          ask();
        }}
      >
        <label className="flex flex-col">
          Target
          <select
            className={TEXT_INPUT}
            value={kind}
            onChange={(e) => setKind(e.target.value as PlanTarget['kind'])}
          >
            <option value="budget">tokens up front at most</option>
            <option value="max_tools">tools up front at most</option>
            <option value="fewest_tokens">fewest tokens per task</option>
          </select>
        </label>
        {kind !== 'fewest_tokens' ? (
          <label className="flex flex-col">
            {kind === 'budget' ? 'Budget (tokens)' : 'Tools'}
            <input
              className={TEXT_INPUT}
              inputMode="numeric"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </label>
        ) : null}
        <label className="flex flex-col">
          Judged recall at least (%)
          <input
            className={TEXT_INPUT}
            inputMode="decimal"
            value={recall}
            onChange={(e) => setRecall(e.target.value)}
          />
        </label>
        <button type="submit" className={BUTTON}>
          Plan
        </button>
      </form>
      {asked && snapshot.pending ? (
        <p role="status" aria-live="polite">
          {snapshot.progress
            ? `Evaluated ${snapshot.progress.done} of about ${snapshot.progress.of} plans`
            : 'Evaluating plans'}{' '}
          in the background (each one is the whole scenario evaluated again); the page stays usable.
        </p>
      ) : null}
      {asked ? <AnswerStatus snapshot={snapshot} /> : null}
      {answer && !answer.ok ? <p className="text-red-700 dark:text-red-400">{answer.error}</p> : null}
      {answer?.ok ? <Proposal view={answer.view} picked={picked} onPick={setPicked} /> : null}
    </div>
  );
}

function Proposal({
  view,
  picked,
  onPick,
}: {
  view: PlanView;
  picked: string | null;
  onPick: (id: string) => void;
}) {
  const shown = view.evaluated.find((p) => p.id === picked) ?? view.chosen ?? view.current;
  return (
    <>
      <p data-testid="plan-why">{view.why}</p>
      <section aria-label="Frontier">
        <h3 className={HEADING}>
          Plans evaluated ({view.evaluated.length}); the line joins the frontier, the square is the design as
          it is
        </h3>
        <PlanChart
          plans={view.evaluated}
          frontier={view.frontier}
          runtime={view.runtimes[0]!}
          picked={shown.id}
          onPick={onPick}
        />
      </section>
      <PlanDetails view={view} plan={shown} onApply={() => applyPlan(shown)} />
    </>
  );
}

/** Writes the plan's mode and pins as one step of the history, pins the text before as Compare's baseline, and opens Compare. */
function applyPlan(plan: PlanPoint): void {
  const { text, replace, setCompareBaseline, setOutputTab } = usePlayground.getState();
  const next = withPlanApplied(text, plan.pins);
  if (next === text) return;
  setCompareBaseline(text, `the design before the plan “${plan.label}”`);
  replace(next, { source: 'control' });
  setOutputTab('compare');
}
