import type { CatalogChange } from './catalog-change.ts';

/**
 * Where a name the baseline had went in this change, by the catalog diff:
 * "renamed to <new name> in this change" or "removed in this change"; null when
 * the diff does not list it as gone. What the old name's Why? says.
 */
export function whereToolWent(change: CatalogChange, name: string): string | null {
  for (const s of change.servers) {
    const renamed = s.renamed.find((r) => r.from.name === name);
    if (renamed) return `renamed to ${renamed.to.name} in this change`;
    if (s.removed.some((t) => t.name === name)) return 'removed in this change';
  }
  return null;
}
