import {
  type Collision,
  costlessFirst,
  type ExpectationResult,
  type Findability,
  judgedHeadline,
  type ServerScore,
  sharePercent,
  showInvisible,
} from '../../../core/index.ts';
import { useReviewAnswer } from '../../hooks/use-review.ts';
import { HINT } from '../control-styles.ts';
import { FindabilityTable } from './findability-table.tsx';
import { WhatIfFixView } from './what-if-fix.tsx';
import { WhyButton } from './why-button.tsx';

/** Items a list draws before "and N more": the JSON report keeps them all. */
const SHOWN = 50;
/** Servers in the score table, lowest share first. */
const SHOWN_SERVERS = 20;

/**
 * Will the model find it? Each deferred tool searched by its own name's words,
 * each tool a scenario's query expects, and the description change that would
 * fix a miss. Everything is core's (core/review/findability.ts), read from the
 * review the second Worker made, exactly as `disclosure report` gives it.
 */
export function FindabilityPanel() {
  const { good, error, pending } = useReviewAnswer();
  if (!good) return <p className={HINT}>{error ? `Review: ${error}` : 'Reviewing…'}</p>;
  const f = good.report.findability;
  return (
    <div className="flex h-full flex-col gap-3 text-xs" aria-busy={pending}>
      <Summary f={f} />
      <Misses misses={costlessFirst(f.expectations.filter((e) => !e.met))} />
      <Collisions collisions={costlessFirst(f.collisions)} />
      <section aria-label="Findability by tool" className="flex min-h-72 flex-1 flex-col">
        <h3 className="font-semibold">By tool ({f.tools.length} deferred tools probed)</h3>
        <div className="min-h-0 flex-1">
          <FindabilityTable tools={f.tools} />
        </div>
      </section>
    </div>
  );
}

function Summary({ f }: { f: Findability }) {
  const s = f.score;
  const servers = [...f.servers]
    .sort((a, b) => (a.own_name_share ?? 1) - (b.own_name_share ?? 1))
    .slice(0, SHOWN_SERVERS);
  return (
    <section aria-label="Findability score" className="flex flex-col gap-1">
      <p
        data-testid="judged-headline"
        className={s.judged ? 'text-sm font-semibold' : 'text-amber-700 dark:text-amber-400'}
      >
        {judgedHeadline(s)}
      </p>
      <p data-testid="findability-score">
        {f.searchable
          ? `Found by its own name: ${s.first} of ${s.tools} deferred tools (${sharePercent(s.own_name_share)}) come first when their own name is searched through tool_search at limit ${f.limit}, close to a lookup by name.`
          : 'Nothing is deferred this turn, so no tool needs finding by search.'}{' '}
        Expected tools met:{' '}
        {s.expectations === 0
          ? 'none listed'
          : `${s.met} of ${s.expectations} (${sharePercent(s.expected_share)})`}
        .
      </p>
      {f.not_probed.length > 0 ? (
        <p className="text-amber-700 dark:text-amber-400">
          {f.not_probed.length} deferred tools were not probed: the review’s search work ran out
          (MAX_PROBE_WORK).
        </p>
      ) : null}
      {f.expectations_unchecked > 0 ? (
        <p className="text-amber-700 dark:text-amber-400">
          {f.expectations_unchecked} more expected tools were not checked: a review checks at most{' '}
          {f.expectations.length}.
        </p>
      ) : null}
      {f.problems.slice(0, SHOWN_SERVERS).map((p) => (
        <p key={p.field} className="text-amber-700 dark:text-amber-400">
          {p.field}: {showInvisible(p.error)}
        </p>
      ))}
      {servers.length > 1 ? <ServerTable servers={servers} total={f.servers.length} /> : null}
    </section>
  );
}

function ServerTable({ servers, total }: { servers: ServerScore[]; total: number }) {
  return (
    <table aria-label="Findability by server" className="w-max border-collapse">
      <thead>
        <tr className="text-left text-slate-500 dark:text-slate-400">
          <th className="pr-3">server</th>
          <th className="pr-3">judged recall@k</th>
          <th className="pr-3">judged MRR</th>
          <th className="pr-3">found by its own name</th>
          <th>expected tools met</th>
        </tr>
      </thead>
      <tbody>
        {servers.map((s) => (
          <tr key={s.server}>
            <td className="pr-3 font-mono">{showInvisible(s.server)}</td>
            <td className="pr-3 tabular-nums">{s.judged ? sharePercent(s.judged.recall) : '—'}</td>
            <td className="pr-3 tabular-nums">{s.judged ? s.judged.mrr.toFixed(3) : '—'}</td>
            <td className="pr-3 tabular-nums">
              {s.first} of {s.tools} ({sharePercent(s.own_name_share)})
            </td>
            <td className="tabular-nums">
              {s.expectations === 0
                ? '—'
                : `${s.met} of ${s.expectations} (${sharePercent(s.expected_share)})`}
            </td>
          </tr>
        ))}
        {total > servers.length ? (
          <tr>
            <td colSpan={5} className={HINT}>
              and {total - servers.length} more servers
            </td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

function Misses({ misses }: { misses: ExpectationResult[] }) {
  if (misses.length === 0) return null;
  return (
    <section aria-label="Expected tools missed" className="flex flex-col gap-1">
      <h3 className="font-semibold">Expected tools missed ({misses.length})</h3>
      <ul className="flex flex-col gap-1">
        {misses.slice(0, SHOWN).map((m) => (
          <li
            key={`${m.query_index}:${m.expected}`}
            data-miss={m.tool ?? m.expected}
            className="flex flex-col gap-0.5 rounded border border-slate-200 p-1 dark:border-slate-800"
          >
            <p>
              “{showInvisible(m.query)}” does not return{' '}
              <span className="font-mono">{showInvisible(m.tool ?? m.expected)}</span>
              {m.tool ? <WhyButton name={m.tool} /> : null} in its first {m.limit}: {missWords(m)}.
            </p>
            {m.cause ? <p data-testid="miss-cause">{showInvisible(m.cause.text)}</p> : null}
            {m.tool ? <WhatIfFixView fix={m.fix} noFix={m.no_fix} /> : null}
          </li>
        ))}
      </ul>
      {misses.length > SHOWN ? <p className={HINT}>and {misses.length - SHOWN} more in the report</p> : null}
    </section>
  );
}

function missWords(m: ExpectationResult): string {
  if (m.why_not === 'not_in_catalog') return 'no tool of the catalog has this name';
  if (m.why_not === 'ambiguous') return 'several tools of the catalog end in this name';
  if (m.rank === null) return 'it scores nothing for the query';
  const cut = m.why_not === 'cut_by_response_bound' ? ', but the response bound cuts it' : '';
  return `it ranks ${m.rank} of ${m.scored_count} scored${cut}`;
}

function Collisions({ collisions }: { collisions: Collision[] }) {
  if (collisions.length === 0) return null;
  return (
    <section aria-label="Own-name collisions" className="flex flex-col gap-1">
      <h3 className="font-semibold">Outranked on their own name ({collisions.length})</h3>
      <ul className="flex flex-col gap-1">
        {collisions.slice(0, SHOWN).map((c) => (
          <li
            key={`${c.tool}:${c.query}`}
            data-collision={c.tool}
            className="flex flex-col gap-0.5 rounded border border-slate-200 p-1 dark:border-slate-800"
          >
            <p>{showInvisible(c.text)}</p>
            <WhatIfFixView fix={c.fix} noFix={c.no_fix} />
          </li>
        ))}
      </ul>
      {collisions.length > SHOWN ? (
        <p className={HINT}>and {collisions.length - SHOWN} more in the table</p>
      ) : null}
    </section>
  );
}
