import type { IndexSection, Report } from '../../core/index.ts';
import { Term } from './term.tsx';

/** Sections grouped the way a reviewer asks "where did the bytes go". */
const GROUPS: { label: string; kinds: IndexSection['kind'][]; className: string }[] = [
  { label: 'header', kinds: ['header', 'empty_catalog'], className: 'bg-slate-400 dark:bg-slate-500' },
  { label: 'namespaces', kinds: ['namespace', 'namespace_overflow'], className: 'bg-indigo-500' },
  { label: 'representatives', kinds: ['representatives_heading', 'representative'], className: 'bg-sky-500' },
  { label: 'tail', kinds: ['tail'], className: 'bg-teal-600' },
];

/**
 * Bytes of the description against the 3800-byte budget, the tail reserve the
 * budgeted lines keep free, and the 4096-byte hard cap (DISCLOSURE.md §6).
 */
export function ByteGauge({ report }: { report: Report }) {
  const bytes = report.tool_search_description_bytes;
  const index = report.explain.index;
  const { budget, reserve, hard_cap: cap } = index;
  const scale = Math.max(cap, bytes);
  const pct = (n: number) => `${(n / scale) * 100}%`;
  const parts = GROUPS.map((g) => ({
    ...g,
    bytes: index.sections
      .filter((s) => g.kinds.includes(s.kind))
      .reduce((sum, s) => sum + s.end_byte - s.start_byte, 0),
  }));
  const safe = report.tool_search_description_model_safe;

  const ticks = [
    { at: budget - reserve, label: `${budget - reserve}`, term: 'reserve' as const, name: 'lines stop' },
    { at: budget, label: `${budget}`, term: 'budget' as const, name: 'budget' },
    { at: cap, label: `${cap}`, term: 'hard_cap' as const, name: 'hard cap' },
  ];

  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <span>
          <strong data-testid="index-bytes">{bytes}</strong> bytes of {budget}{' '}
          <Term term="budget">budget</Term>
        </span>
        <span className="text-xs text-slate-600 dark:text-slate-400">
          lines stop at {budget - reserve} ({reserve} <Term term="reserve">reserved</Term> for the tail) ·{' '}
          <Term term="hard_cap">hard cap</Term> {cap}
        </span>
        <Term
          term="model_safe"
          className={`rounded px-1.5 text-xs font-semibold ${safe.ok ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100' : 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50'}`}
        >
          {safe.ok ? 'model-safe: pass' : `model-safe: fail — ${safe.error}`}
        </Term>
      </div>
      <div
        role="img"
        aria-label={`${bytes} of ${cap} bytes; budgeted lines stop at ${budget - reserve}, budget ${budget}, hard cap ${cap}`}
        className="relative h-4 overflow-hidden rounded bg-slate-100 dark:bg-slate-800"
      >
        <div className="flex h-full">
          {parts.map((p) => (
            <div key={p.label} className={p.className} style={{ width: pct(p.bytes) }} />
          ))}
        </div>
        {ticks.map((t) => (
          <div
            key={t.name}
            className="absolute top-0 h-full border-l-2 border-slate-900 dark:border-white"
            style={{ left: `calc(${pct(t.at)} - 1px)` }}
          />
        ))}
      </div>
      {/* Each tick's label on its own line, ending at its tick: 3704 and 3800 are too close to share one. */}
      <div
        aria-hidden="true"
        className="relative h-12 text-[0.7rem] leading-4 text-slate-700 dark:text-slate-300"
      >
        {ticks.map((t, i) => (
          <span
            key={t.name}
            className="absolute whitespace-nowrap border-r-2 border-slate-900 pr-1 tabular-nums dark:border-white"
            style={{ right: `calc(100% - ${pct(t.at)} - 1px)`, top: `${i}rem` }}
          >
            {t.name} {t.label}
          </span>
        ))}
      </div>
      <ul className="flex flex-wrap gap-x-3 text-xs text-slate-600 dark:text-slate-400">
        {parts.map((p) => (
          <li key={p.label} className="flex items-center gap-1">
            <span className={`inline-block h-2 w-2 rounded-sm ${p.className}`} />
            {p.label} {p.bytes}
          </li>
        ))}
      </ul>
    </div>
  );
}
