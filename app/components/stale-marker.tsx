import { useEvaluationStatus } from '../hooks/use-evaluation-status.ts';

/** Shown on the outputs while they come from an older text than the one in the editor. */
export function StaleMarker() {
  const { status, stale } = useEvaluationStatus();
  if (stale) {
    return (
      <span
        role="status"
        title="The scenario in the editor has an error; this is the last report that could be computed."
        className="rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-950 dark:bg-amber-800 dark:text-amber-50"
      >
        stale
      </span>
    );
  }
  if (status.kind === 'updating' || status.kind === 'starting') {
    return <span className="text-xs text-slate-500 dark:text-slate-400">updating…</span>;
  }
  return null;
}
