import type { IndexSection, Report } from '../../core/index.ts';

/** Sections grouped the way a reviewer asks "where did the bytes go". */
const GROUPS: { label: string; kinds: IndexSection['kind'][]; className: string }[] = [
  { label: 'header', kinds: ['header', 'empty_catalog'], className: 'bg-slate-400 dark:bg-slate-500' },
  { label: 'namespaces', kinds: ['namespace', 'namespace_overflow'], className: 'bg-indigo-500' },
  { label: 'representatives', kinds: ['representatives_heading', 'representative'], className: 'bg-sky-500' },
  { label: 'tail', kinds: ['tail'], className: 'bg-amber-500' },
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

  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <span>
          <strong data-testid="index-bytes">{bytes}</strong> bytes of {budget} budget
        </span>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          lines stop at {budget - reserve} ({reserve} reserved for the tail) · hard cap {cap}
        </span>
        <span
          className={`rounded px-1.5 text-xs font-semibold ${safe.ok ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100' : 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100'}`}
        >
          {safe.ok ? 'model-safe: pass' : `model-safe: fail — ${safe.error}`}
        </span>
      </div>
      <div
        role="img"
        aria-label={`${bytes} of ${cap} bytes; budget ${budget}, reserve ${reserve}`}
        className="relative h-4 overflow-hidden rounded bg-slate-100 dark:bg-slate-800"
      >
        <div className="flex h-full">
          {index ? (
            parts.map((p) => (
              <div
                key={p.label}
                className={p.className}
                style={{ width: pct(p.bytes) }}
                title={`${p.label}: ${p.bytes} bytes`}
              />
            ))
          ) : (
            <div className="bg-sky-500" style={{ width: pct(bytes) }} />
          )}
        </div>
        <Mark
          at={pct(budget - reserve)}
          label={`${budget - reserve}: budgeted lines stop`}
          className="border-amber-500"
        />
        <Mark at={pct(budget)} label={`${budget}: budget`} className="border-orange-600" />
        <Mark at={pct(cap)} label={`${cap}: hard cap`} className="border-red-600" />
      </div>
      {index ? (
        <ul className="flex flex-wrap gap-x-3 text-xs text-slate-600 dark:text-slate-400">
          {parts.map((p) => (
            <li key={p.label} className="flex items-center gap-1">
              <span className={`inline-block h-2 w-2 rounded-sm ${p.className}`} />
              {p.label} {p.bytes}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Mark({ at, label, className }: { at: string; label: string; className: string }) {
  return (
    <div
      title={label}
      className={`absolute top-0 h-full border-l-2 ${className}`}
      style={{ left: `calc(${at} - 2px)` }}
    />
  );
}
