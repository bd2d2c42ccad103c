import type { ToolFinding } from '../../../core/index.ts';
import { splitAtBytes } from './split-at-bytes.ts';

/** Characters of context kept either side of a match, so it fits a table row. */
const CONTEXT = 28;

const SEVERITY_CLASS: Record<string, string> = {
  low: 'bg-slate-200 dark:bg-slate-700',
  medium: 'bg-amber-200 text-amber-950 dark:bg-amber-800 dark:text-amber-50',
  high: 'bg-red-200 text-red-950 dark:bg-red-800 dark:text-red-50',
  critical: 'bg-red-600 text-white',
};

/**
 * A finding's matched text in its place in the scanned text, as plain text: data
 * from a catalog is never HTML. The byte range is the core's (UTF-8 offsets).
 */
export function HighlightedMatch({ finding }: { finding: ToolFinding }) {
  const [before, match, after] = splitAtBytes(finding.text, finding.start, finding.end);
  const head = before.length > CONTEXT ? `…${before.slice(-CONTEXT)}` : before;
  const tail = after.length > CONTEXT ? `${after.slice(0, CONTEXT)}…` : after;
  const where = `${finding.field} ${finding.path}`;
  return (
    <span title={`${finding.severity} · ${where} · bytes ${finding.start}–${finding.end}\n${finding.text}`}>
      <span className={`rounded px-1 font-semibold ${SEVERITY_CLASS[finding.severity] ?? ''}`}>
        {finding.severity}
      </span>{' '}
      <span className="text-slate-500 dark:text-slate-400">{where}:</span> {head}
      <mark className={`rounded px-0.5 ${SEVERITY_CLASS[finding.severity] ?? ''}`}>{match}</mark>
      {tail}
    </span>
  );
}
