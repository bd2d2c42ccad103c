import type { ExportTarget, LimitCheck, RuntimeFact, RuntimeView } from '../../../core/index.ts';
import type { RuntimesAnswer } from '../../discovery/discovery-protocol.ts';
import { downloadText } from '../../document/download.ts';
import { useCountedRuntimes } from '../../hooks/use-counted-runtimes.ts';
import { usePlayground } from '../../state/store.ts';
import { AnswerStatus } from '../discovery/answer-status.tsx';
import { BADGE_MUTED, BADGE_OK, BADGE_WARN, BUTTON } from '../discovery/discovery-styles.ts';
import { FactCitation } from './fact-citation.tsx';

/**
 * The scenario as other runtimes would send it (core/runtimes/): per runtime what
 * goes up front, what is deferred and how the model reaches it, the caps and
 * guidance it meets, each statement with its source, the day it was read and
 * whether it is documented or only observed; and the request to download.
 */
export function RuntimesPanel() {
  const snapshot = useCountedRuntimes();
  const answer = snapshot.good;
  return (
    <div className="flex flex-col gap-3 text-xs">
      <AnswerStatus snapshot={snapshot} />
      {answer ? <RuntimeCards answer={answer} /> : null}
    </div>
  );
}

export function RuntimeCards({ answer }: { answer: RuntimesAnswer }) {
  return (
    <>
      <p>
        <span className="font-semibold">How IronClaw’s tiers map: </span>
        {answer.mapping}
      </p>
      {answer.tokenizerLoading ? (
        <p role="status">OpenAI figures use IronClaw’s estimate while the o200k_base tokenizer loads…</p>
      ) : null}
      {answer.tokenizerError ? (
        <p>
          OpenAI figures use IronClaw’s estimate: the o200k_base tokenizer did not load (
          {answer.tokenizerError}).
        </p>
      ) : null}
      <TurnsCostLink />
      {answer.views.map((view) => (
        <RuntimeSection key={view.id} view={view} answer={answer} />
      ))}
    </>
  );
}

/** What a turn costs with prompt caching is played out under Turns; this view says where, rather than a second figure. */
function TurnsCostLink() {
  const openTurns = usePlayground((s) => s.setDiscoveryTab);
  return (
    <p>
      The cost of each turn with prompt caching (what is written, read and paid, turn by turn) is under{' '}
      <button type="button" className="underline" onClick={() => openTurns('turns')}>
        Turns
      </button>
      .
    </p>
  );
}

const METHOD = { o200k_base: 'o200k_base count', ironclaw_estimate: 'IronClaw’s estimate' } as const;

function RuntimeSection({ view, answer }: { view: RuntimeView; answer: RuntimesAnswer }) {
  const hits = view.checks.filter((c) => c.hit);
  return (
    <section aria-label={view.title} className="rounded border border-slate-200 p-2 dark:border-slate-800">
      <h3 className="flex flex-wrap items-center gap-2 font-semibold">
        {view.title}
        {hits.some((c) => c.kind === 'cap' || c.kind === 'minimum') ? (
          <span className={BADGE_WARN}>over a cap</span>
        ) : hits.some((c) => c.kind === 'guidance') ? (
          <span className={BADGE_WARN}>guidance not kept</span>
        ) : (
          <span className={BADGE_OK}>within its limits</span>
        )}
      </h3>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-3">
        <dt className="text-slate-500 dark:text-slate-400">Up front</dt>
        <dd data-testid={`upfront-${view.id}`}>
          {toolsWord(view.upfront.tools)}
          {view.upfront.own.length > 0 ? ` and ${view.upfront.own.join(', ')}` : ''}, {view.upfront.bytes}{' '}
          bytes, ≈ {view.upfront.tokens.tokens} tokens ({METHOD[view.upfront.tokens.method]})
          {view.upfront.tokens.estimate !== undefined
            ? `; ≈ ${view.upfront.tokens.estimate} by IronClaw’s estimate, the figure the report gives`
            : ''}
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">Deferred</dt>
        <dd>
          {view.deferred.tools} {view.deferred.tools === 1 ? 'tool' : 'tools'}: {view.deferred.reach}
        </dd>
        {view.lost.length > 0 ? (
          <>
            <dt className="text-slate-500 dark:text-slate-400">Never reached</dt>
            <dd>
              {view.lost.length} tools dropped without an error: {view.lost.slice(0, 8).join(', ')}
              {view.lost.length > 8 ? ` and ${view.lost.length - 8} more` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      {view.checks.length > 0 ? (
        <ul aria-label={`Limits of ${view.title}`} className="mt-1 flex flex-col gap-0.5">
          {view.checks.map((c) => (
            <CheckLine key={`${c.fact_id}-${c.subject ?? ''}`} check={c} view={view} />
          ))}
        </ul>
      ) : null}
      {view.notes.map((n) => (
        <p key={n} className="text-slate-600 dark:text-slate-400">
          {n}
        </p>
      ))}
      {view.export_target ? <ExportButton target={view.export_target} answer={answer} /> : null}
      <Sources facts={view.facts} />
    </section>
  );
}

const CHECK_WORDS: Record<LimitCheck['kind'], { label: string; hit: string; kept: string }> = {
  cap: { label: 'cap', hit: 'over', kept: 'kept' },
  minimum: { label: 'at least', hit: 'not met', kept: 'kept' },
  guidance: { label: 'guidance: fewer than', hit: 'not kept', kept: 'kept' },
  threshold: { label: 'threshold', hit: 'below it', kept: 'reached' },
};

function toolsWord(n: number): string {
  return `${n} ${n === 1 ? 'tool' : 'tools'}`;
}

/** What a check's figure counts: the request's tools not deferred take in the runtime's own (its search tool). */
function countedBy(check: LimitCheck, view: RuntimeView): string {
  if (check.kind !== 'minimum') return `this catalog ${check.actual}`;
  const own = view.upfront.own.length;
  const parts =
    own > 0
      ? ` (${toolsWord(view.upfront.tools)} and ${own === 1 ? 'the search tool' : `${own} of its own`})`
      : '';
  return `this request ${check.actual}${parts}`;
}

function CheckLine({ check, view }: { check: LimitCheck; view: RuntimeView }) {
  const words = CHECK_WORDS[check.kind];
  const label = words.label;
  const state = check.hit ? words.hit : words.kept;
  return (
    <li>
      <span className={check.hit ? BADGE_WARN : BADGE_MUTED}>{state}</span>{' '}
      {check.subject ? `namespace ${check.subject}: ` : ''}
      {label} {check.limit}
      {check.kind === 'minimum' ? ' not deferred' : ''}, {countedBy(check, view)}
      {check.hit ? ` — ${check.consequence}` : ''}
      {check.evidence === 'observed' ? <Observed /> : null}
      {check.error_text ? (
        <>
          {' '}
          Error text{check.error_text_evidence === 'observed' ? ' (observed)' : ''}:{' '}
          <code className="break-all whitespace-pre-wrap">{check.error_text}</code>
        </>
      ) : null}
    </li>
  );
}

function Observed() {
  return (
    <span
      className={`${BADGE_MUTED} ml-1`}
      title="Seen in use or in an older page, not in the current documentation"
    >
      observed
    </span>
  );
}

const TARGET_LABEL: Record<ExportTarget, string> = {
  anthropic: 'Anthropic',
  'openai-responses': 'OpenAI Responses',
  'openai-chat': 'OpenAI Chat Completions',
};

function ExportButton({ target, answer }: { target: ExportTarget; answer: RuntimesAnswer }) {
  const request = answer.exports[target];
  return (
    <div className="mt-1 flex flex-col gap-0.5">
      <div>
        <button
          type="button"
          className={BUTTON}
          onClick={() => downloadText(request.json, `request-${target}.json`)}
        >
          Download the {TARGET_LABEL[target]} request
        </button>
      </div>
      {/* The export's notes are the card's notes and its guidance the card's checks: only what the download does anyway is said here. */}
      {request.warnings
        .filter((w) => w.kind === 'cap')
        .map((w) => (
          <p key={w.text} className="text-amber-800 dark:text-amber-300">
            Exported anyway: {w.text}
          </p>
        ))}
      {request.renamed.length > 0 ? (
        <p>Renamed: {request.renamed.map((r) => `${r.from} → ${r.to}`).join(', ')}</p>
      ) : null}
    </div>
  );
}

function Sources({ facts }: { facts: readonly RuntimeFact[] }) {
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-slate-600 dark:text-slate-400">
        Sources ({facts.length})
      </summary>
      <ul className="mt-1 flex flex-col gap-1">
        {facts.map((f) => (
          <li key={f.id}>
            <FactCitation fact={f} />
            {f.evidence === 'observed' ? <Observed /> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
