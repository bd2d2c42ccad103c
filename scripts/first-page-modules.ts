import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** What the build's module graph tells of a module: the ids it imports without waiting. */
export type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** A folder's `index.ts` in core/ only re-exports: what it hands on is read name by name. */
const BARREL = /[\\/]core[\\/](?:[\w-]+[\\/])?index\.ts$/;

/** `import { a, type B, c as d } from '…'` and `export { … } from '…'`: the list and the specifier. */
const NAMED = /\b(import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;

interface Named {
  /** The names as the module exporting them spells them (`a` of `a as b`), type-only ones left out. */
  names: string[];
  /** What an `export` list calls them for its own importers (`b` of `a as b`). */
  aliases: string[];
  from: string;
  kind: 'import' | 'export';
}

function namedLists(source: string): Named[] {
  const lists: Named[] = [];
  for (const [, kind, typeOnly, list, from] of source.matchAll(NAMED)) {
    if (typeOnly) continue;
    const items = list!
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '' && !item.startsWith('type '));
    lists.push({
      names: items.map((item) => item.split(/\s+as\s+/)[0]!),
      aliases: items.map((item) => item.split(/\s+as\s+/).at(-1)!),
      from: from!,
      kind: kind as Named['kind'],
    });
  }
  return lists;
}

/**
 * The modules a page script runs from `from` on, without waiting for a dynamic import:
 * the static import graph, except that a barrel (core/index.ts and core's folder entries)
 * is followed only to the files whose exports the importer names. Every module of core
 * is reachable through core/index.ts, but the first page uses a few of its exports; the
 * rest belongs with the later views that use it.
 */
export function staticallyReached(from: string, graph: ModuleGraph): Set<string> {
  const reached = new Set<string>();
  const sources = new Map<string, string>();
  const sourceOf = (id: string) => {
    let text = sources.get(id);
    if (text === undefined) {
      // Only the project's own modules name what they take from a barrel; virtual ones (\0…) have no file.
      const own = /\.[cm]?[jt]sx?$/.test(id) && !id.startsWith('\0') && !id.includes('node_modules');
      text = own ? readFileSync(id, 'utf8') : '';
      sources.set(id, text);
    }
    return text;
  };
  const resolved = (importer: string, specifier: string) =>
    specifier.startsWith('.') ? resolve(dirname(importer), specifier) : null;
  /** The files behind `names` of a barrel, through barrels it re-exports from. */
  const behind = (barrel: string, names: readonly string[], into: Set<string>) => {
    for (const list of namedLists(sourceOf(barrel))) {
      if (list.kind !== 'export') continue;
      const wanted = list.names.filter((_, i) => names.includes(list.aliases[i]!));
      if (wanted.length === 0) continue;
      const target = resolved(barrel, list.from);
      if (target === null) continue;
      if (BARREL.test(target)) behind(target, wanted, into);
      else into.add(target);
    }
  };
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    const imported = graph.getModuleInfo(id)?.importedIds ?? [];
    const barrels = new Map<string, string[]>();
    for (const list of namedLists(sourceOf(id))) {
      const target = resolved(id, list.from);
      if (target !== null && BARREL.test(target))
        barrels.set(target, [...(barrels.get(target) ?? []), ...list.names]);
    }
    for (const next of imported) {
      if (!BARREL.test(next)) stack.push(next);
      else if (barrels.has(next)) {
        const files = new Set<string>();
        behind(next, barrels.get(next)!, files);
        stack.push(...files);
      } else stack.push(next);
    }
  }
  return reached;
}
