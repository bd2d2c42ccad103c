import { advertisedFigures, type Report, toolCount } from '../../core/index.ts';
import { groupDigits } from '../scenario-text/group-digits.ts';
import { Figure } from './figure.tsx';
import type { GlossaryTerm } from './glossary.ts';
import { Term } from './term.tsx';

/** The turn in one line: the mode, whether anything is deferred, and what the advertised set costs. */
export function SummaryStrip({ report }: { report: Report }) {
  const { mode, caps } = report;
  const saving = report.explain.active;
  // The figures "Why?" and the review state too: one core function counts what is sent.
  const sent = advertisedFigures(report);
  return (
    <dl className="flex flex-wrap gap-x-5 gap-y-1">
      <Item term="Mode">
        {mode.resolved}
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {' '}
          (from {mode.source === 'mode_raw' ? 'REBORN_TOOL_DISCLOSURE' : mode.source})
        </span>
      </Item>
      <Item term="Deferred" explain="deferred">
        <span className={sent.deferred ? 'font-semibold text-sky-700 dark:text-sky-300' : 'font-semibold'}>
          {sent.deferred ? 'yes' : 'no'}
        </span>
      </Item>
      <Item term="Advertised">
        {toolCount(sent.count)}, <strong data-testid="advertised-tokens">{sent.tokens}</strong>{' '}
        <abbr title="IronClaw’s byte-derived estimate (DISCLOSURE.md §3), not a tokenizer’s count">
          est. tokens
        </abbr>
      </Item>
      <Item term="Threshold" explain="threshold">
        {groupDigits(caps.defer_threshold_tokens)} tokens
      </Item>
      <Item term="max_tools" explain="max_tools">
        {String(caps.max_tools)}
      </Item>
      {saving ? (
        <Item term="Saving vs off">
          {groupDigits(saving.saving_tokens)} est. tokens (
          <Figure value={saving.saving_percent} digits={1} />
          %)
        </Item>
      ) : null}
    </dl>
  );
}

function Item({
  term,
  explain,
  children,
}: {
  term: string;
  explain?: GlossaryTerm;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-baseline gap-1">
      <dt className="text-xs uppercase tracking-wide text-slate-600 dark:text-slate-400">
        {explain ? <Term term={explain}>{term}</Term> : term}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
