import { compareBytes } from '../text/text.ts';
import { type FindabilityScore, findabilityOf } from './findability.ts';
import type { ReviewSubject } from './review-subject.ts';

/** A share on both sides and B's minus A's; null where a side has nothing to count. */
export interface ShareChange {
  a: number | null;
  b: number | null;
  delta: number | null;
}

/** How findability moves from a baseline A to the scenario B, for the catalog and for each server on either side. */
export interface FindabilityChange {
  own_name: ShareChange;
  expected: ShareChange;
  /** Tools outranked on their own name, and expected tools missed, on each side. */
  collisions: { a: number; b: number; delta: number };
  misses: { a: number; b: number; delta: number };
  servers: { server: string; own_name: ShareChange; expected: ShareChange }[];
}

export function compareFindability(a: ReviewSubject, b: ReviewSubject): FindabilityChange {
  const fa = findabilityOf(a);
  const fb = findabilityOf(b);
  const count = (x: number, y: number) => ({ a: x, b: y, delta: y - x });
  const missed = (f: typeof fa) => f.expectations.filter((e) => !e.met).length;
  const byServer = (f: typeof fa) => new Map(f.servers.map((s) => [s.server, s] as const));
  const sa = byServer(fa);
  const sb = byServer(fb);
  const servers = [...new Set([...sa.keys(), ...sb.keys()])].sort(compareBytes);
  return {
    own_name: share(fa.score, fb.score, 'own_name_share'),
    expected: share(fa.score, fb.score, 'expected_share'),
    collisions: count(fa.collisions.length, fb.collisions.length),
    misses: count(missed(fa), missed(fb)),
    servers: servers.map((server) => ({
      server,
      own_name: share(sa.get(server), sb.get(server), 'own_name_share'),
      expected: share(sa.get(server), sb.get(server), 'expected_share'),
    })),
  };
}

function share(
  a: FindabilityScore | undefined,
  b: FindabilityScore | undefined,
  key: 'own_name_share' | 'expected_share',
): ShareChange {
  const x = a?.[key] ?? null;
  const y = b?.[key] ?? null;
  return { a: x, b: y, delta: x === null || y === null ? null : y - x };
}
