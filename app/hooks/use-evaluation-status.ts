import { invalidJsonMessage } from '../../core/index.ts';
import { useEvaluationSnapshot } from './use-evaluation.ts';

type EvaluationStatus =
  | { kind: 'starting' }
  | { kind: 'held'; reason: string }
  | { kind: 'updating' }
  /** `stopped`: what the work budget left out, in core's words, or null. */
  | { kind: 'fresh'; elapsedMs: number; stopped: string | null }
  /** `message`: the one wording of invalid JSON, where it breaks and why. */
  | { kind: 'invalid-json'; message: string; line: number; column: number }
  | { kind: 'rejected'; message: string };

/**
 * Where the panels stand against the text being edited. A failed evaluation
 * leaves the last good report on screen, and `stale` says so.
 */
export function useEvaluationStatus(): { status: EvaluationStatus; stale: boolean } {
  const { latest, good, requested, held } = useEvaluationSnapshot();
  if (held !== null) return { status: { kind: 'held', reason: held }, stale: good !== null };
  if (!latest) return { status: { kind: 'starting' }, stale: false };
  const failed = !latest.parse.ok || !latest.result?.ok;
  const stale = failed && good !== null;
  if (requested !== null && requested !== latest.text) return { status: { kind: 'updating' }, stale };
  if (!latest.parse.ok) {
    const { line, column } = latest.parse;
    return {
      status: { kind: 'invalid-json', message: invalidJsonMessage(latest.parse), line, column },
      stale,
    };
  }
  if (latest.result && !latest.result.ok)
    return { status: { kind: 'rejected', message: latest.result.error }, stale };
  const stopped = latest.result?.ok ? latest.result.report.work_stopped : undefined;
  const said = stopped && stopped.length > 0 ? stopped.map((s) => s.message).join('; ') : null;
  return { status: { kind: 'fresh', elapsedMs: latest.elapsedMs, stopped: said }, stale };
}
