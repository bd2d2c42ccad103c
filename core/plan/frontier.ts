/**
 * The plans no other evaluated plan beats (docs/planning.md): fewer tokens up
 * front and more judged recall. A plan is off the frontier when another has at
 * most its tokens and at least its recall, and is strictly better in one of the
 * two; plans alike in both stay, the cheaper per task first.
 */
interface FrontierPoint {
  id: string;
  tokens: number;
  /** Judged recall; null (no judged queries) counts as 0. */
  recall: number | null;
  /** Expected tokens per task: the tie-break only. */
  per_task: number;
}

export function dominates(a: FrontierPoint, b: FrontierPoint): boolean {
  const ra = a.recall ?? 0;
  const rb = b.recall ?? 0;
  return a.tokens <= b.tokens && ra >= rb && (a.tokens < b.tokens || ra > rb);
}

/** The frontier's ids, fewest tokens up front first. */
export function frontierOf(points: readonly FrontierPoint[]): string[] {
  const kept = points.filter((p) => !points.some((q) => q !== p && dominates(q, p)));
  // Of plans alike on both axes, one point is drawn: the cheapest per task.
  const seen = new Map<string, FrontierPoint>();
  for (const p of kept) {
    const key = `${p.tokens}\u0000${p.recall ?? 0}`;
    const other = seen.get(key);
    if (!other || p.per_task < other.per_task) seen.set(key, p);
  }
  return [...seen.values()].sort((a, b) => a.tokens - b.tokens || a.per_task - b.per_task).map((p) => p.id);
}
