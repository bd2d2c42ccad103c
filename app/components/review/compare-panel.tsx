import { lazy, Suspense } from 'react';
import {
  type Change,
  type Comparison,
  describeIndexCache,
  describeToolsCache,
  type ShareChange,
  sharePercent,
  sharePointsChange,
  whereToolWent,
} from '../../../core/index.ts';
import { useReviewAnswer } from '../../hooks/use-review.ts';
import { usePlayground } from '../../state/store.ts';
import { BaselineControls } from './baseline-controls.tsx';
import { CatalogChangeView } from './catalog-change-view.tsx';
import { QueryMovements } from './query-movements.tsx';
import { WhyButton } from './why-button.tsx';

const IndexDiff = lazy(() => import('../../editor/index-diff.tsx'));

/** The baseline (A) against the scenario being edited (B), every figure from core's compareScenarios. */
export function ComparePanel() {
  const baseline = usePlayground((s) => s.compareBaseline);
  const { good, error } = useReviewAnswer();
  const comparison = baseline !== null ? (good?.comparison ?? null) : null;
  return (
    <div className="flex flex-col gap-3 text-xs">
      <BaselineControls />
      {error ? <p className="text-red-700 dark:text-red-400">{error}</p> : null}
      {good?.baselineError && baseline !== null ? (
        <p className="text-red-700 dark:text-red-400">{good.baselineError}</p>
      ) : null}
      {comparison ? <ComparisonView c={comparison} /> : null}
    </div>
  );
}

function ComparisonView({ c }: { c: Comparison }) {
  const cache = c.prompt_cache;
  return (
    <>
      <CatalogChangeView change={c.catalog} />
      <section aria-label="Prompt-cache stability">
        <h3 className="font-semibold">Prompt-cache stability</h3>
        {/* Core words both lines, as the Markdown does: positions count from 1, a side without tool_search says so. */}
        <p data-testid="index-identical">tool_search description: {describeIndexCache(cache, c.a, c.b)}</p>
        <p data-testid="tools-identical">tools array: {describeToolsCache(cache)}</p>
      </section>
      <table aria-label="Figures A to B" className="w-max border-collapse">
        <thead>
          <tr className="text-left text-slate-500 dark:text-slate-400">
            <th className="pr-3">figure</th>
            <th className="pr-3 text-right">A</th>
            <th className="pr-3 text-right">B</th>
            <th className="text-right">B − A</th>
          </tr>
        </thead>
        <tbody>
          <Row label="index bytes" change={c.index.bytes} notSent={cache.index_sent} />
          {c.index.sections.map((s) => (
            <Row
              key={s.kind}
              label={`  ${s.kind.replaceAll('_', ' ')} bytes`}
              change={s}
              notSent={cache.index_sent}
            />
          ))}
          <Row label="advertised tools" change={c.advertised_tools} />
          <Row label="advertised tokens (byte-derived estimate)" change={c.advertised_est_tokens} />
          <Row label="saving against off (estimated tokens)" change={c.saving_est_tokens} />
          <ShareRow label="found by its own name" change={c.findability.own_name} />
          <ShareRow label="expected tools met" change={c.findability.expected} />
          <Row label="outranked on their own name" change={c.findability.collisions} />
          <Row label="expected tools missed" change={c.findability.misses} />
        </tbody>
      </table>
      <NameList label="Advertised added" names={c.advertised_added} />
      <NameList label="Advertised removed" names={c.advertised_removed} gone={goneTo(c)} />
      <NameList label="Representatives added" names={c.representatives_added} />
      <NameList label="Representatives removed" names={c.representatives_removed} gone={goneTo(c)} />
      {c.tiers_changed.length > 0 ? (
        <p>
          Tier changes:{' '}
          {c.tiers_changed.map((t) => (
            <span key={t.name} className="mr-2">
              <span className="font-mono">{t.name}</span> {t.a} → {t.b}
            </span>
          ))}
        </p>
      ) : null}
      <QueryMovements queries={c.queries} />
      {!cache.index_sent.a || !cache.index_sent.b ? (
        <p data-testid="index-diff-note" className="text-slate-500 dark:text-slate-400">
          The diff shows each side’s index text; {unsentSides(cache.index_sent)} it is not sent, so the model
          never reads it there.
        </p>
      ) : null}
      <section aria-label="Index diff" className="h-72 border border-slate-200 dark:border-slate-800">
        <Suspense fallback={<p className="p-2 text-slate-500 dark:text-slate-400">Loading the diff…</p>}>
          <IndexDiff a={c.index.a} b={c.index.b} />
        </Suspense>
      </section>
    </>
  );
}

function unsentSides(sent: { a: boolean; b: boolean }): string {
  return !sent.a && !sent.b ? 'on both sides' : !sent.a ? 'in A' : 'in B';
}

/** One figure on both sides; `notSent` marks the side whose index the model never reads. */
function Row({
  label,
  change,
  notSent,
}: {
  label: string;
  change: Change;
  notSent?: { a: boolean; b: boolean };
}) {
  const sign = change.delta > 0 ? '+' : '';
  const mark = (sent: boolean | undefined) => (sent === false ? ' (not sent)' : '');
  return (
    <tr data-row={label.trim()}>
      <td className="whitespace-pre pr-3">{label}</td>
      <td className="pr-3 text-right tabular-nums">
        {change.a}
        {mark(notSent?.a)}
      </td>
      <td className="pr-3 text-right tabular-nums">
        {change.b}
        {mark(notSent?.b)}
      </td>
      <td className="text-right tabular-nums">
        {sign}
        {change.delta}
      </td>
    </tr>
  );
}

/** A findability share on both sides (core's figures, written as the Markdown writes them). */
function ShareRow({ label, change }: { label: string; change: ShareChange }) {
  const delta = sharePointsChange(change.a, change.b);
  return (
    <tr data-row={label}>
      <td className="whitespace-pre pr-3">{label}</td>
      <td className="pr-3 text-right tabular-nums">{sharePercent(change.a)}</td>
      <td className="pr-3 text-right tabular-nums">{sharePercent(change.b)}</td>
      <td className="text-right tabular-nums">{delta}</td>
    </tr>
  );
}

/** Where each tool that is not in B went, in the words of its Why? (core's whereToolWent): a Why? in B has nothing else to say of it. */
function goneTo(c: Comparison): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  for (const n of [...c.advertised_removed, ...c.representatives_removed]) {
    const went = whereToolWent(c.catalog, n);
    if (went !== null) out.set(n, went);
  }
  return out;
}

function NameList({
  label,
  names,
  gone = new Map(),
}: {
  label: string;
  names: string[];
  gone?: ReadonlyMap<string, string>;
}) {
  if (names.length === 0) return null;
  return (
    <p data-list={label}>
      {label} ({names.length}):{' '}
      {names.map((n) => (
        <span key={n} className="mr-1 inline-flex items-baseline">
          <span className="font-mono">{n}</span>
          {gone.has(n) ? <span className="ml-1">({gone.get(n)})</span> : <WhyButton name={n} />}
        </span>
      ))}
    </p>
  );
}
