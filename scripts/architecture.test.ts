import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isTestFile,
  moduleReferences,
  parseSource,
  ROOT,
  resolveSpecifier,
  sourceFiles,
} from '../test-support/source-tree.ts';

/**
 * docs/architecture.md's layer table, read as the rule it states: each file of
 * core/, cli/ and app/ belongs to one row, and every file it imports lies in its
 * own row, in a row its "may import" cell names, or (for a cell's "types only
 * from …") is imported with `import type`.
 */

interface Row {
  /** The row's folders (`app/state/`), or a folder's own files (`app/*`). */
  layers: string[];
  values: Set<string>;
  types: Set<string>;
}

const ARCHITECTURE = 'docs/architecture.md';

/** The table under "The app's layers", as rows; a cell it cannot read fails with the row. */
function readLayerTable(markdown: string): Row[] {
  const section = markdown.split(/^## /m).find((s) => s.startsWith("The app's layers"));
  if (!section) throw new Error(`${ARCHITECTURE} has no "The app's layers" section`);
  const lines = section.split('\n').filter((line) => line.startsWith('| `'));
  const rows: Row[] = [];
  for (const line of lines) {
    const [first = '', , allowed = ''] = line.split(' | ').map((cell) => cell.replace(/^\| |\s*\|$/g, ''));
    const layers = folders(first);
    const [valuePart = '', typePart = ''] = allowed.split(/\btypes only from\b/);
    const values = new Set(folders(valuePart));
    if (/\beach other\b/.test(valuePart)) for (const layer of layers) values.add(layer);
    if (/\beverything above\b/.test(valuePart))
      for (const row of rows) for (const layer of [...row.layers, ...row.values]) values.add(layer);
    if (/\bnothing outside\b/.test(valuePart)) values.clear();
    const types = new Set(folders(typePart));
    if (layers.length === 0 || (values.size === 0 && !/\bnothing outside\b/.test(valuePart)))
      throw new Error(`${ARCHITECTURE}: cannot read the layer row "${line}"`);
    rows.push({ layers, values, types });
  }
  return rows;
}

function folders(cell: string): string[] {
  return [...cell.matchAll(/`([a-z-]+\/(?:[a-z-]+\/)*\*?)`/g)].map((m) => m[1]!);
}

/** The layer a file belongs to: the deepest folder of the table that holds it (`app/*`: only its own files). */
function layerOf(rows: readonly Row[], path: string): string | null {
  let best: string | null = null;
  for (const layer of rows.flatMap((r) => r.layers)) {
    const holds = layer.endsWith('/*')
      ? path.startsWith(layer.slice(0, -1)) && !path.slice(layer.length - 1).includes('/')
      : path.startsWith(layer);
    if (holds && (best === null || layer.length > best.length)) best = layer;
  }
  return best;
}

const rows = readLayerTable(readFileSync(join(ROOT, ARCHITECTURE), 'utf8'));
const files = sourceFiles(['core', 'cli', 'app']).filter((path) => !isTestFile(path));

describe(`the layer table of ${ARCHITECTURE}`, () => {
  it('is read as the rule it states', () => {
    const table = [
      "## The app's layers",
      '| layer | what | may import |',
      '|---|---|---|',
      '| `core/` | the rules | nothing outside `core/` |',
      '| `app/a/`, `app/b/` | two | `core/`, each other |',
      '| `app/c/` | three | everything above; types only from `app/d/` |',
      '| `app/*` | entry | `app/c/` |',
    ].join('\n');
    const read = readLayerTable(table);
    expect(read.map((r) => [r.layers, [...r.values].sort(), [...r.types]])).toEqual([
      [['core/'], [], []],
      [['app/a/', 'app/b/'], ['app/a/', 'app/b/', 'core/'], []],
      [['app/c/'], ['app/a/', 'app/b/', 'core/'], ['app/d/']],
      [['app/*'], ['app/c/'], []],
    ]);
    expect(layerOf(read, 'app/main.tsx')).toBe('app/*');
    expect(layerOf(read, 'app/a/x.ts')).toBe('app/a/');
    expect(layerOf(read, 'app/e/x.ts')).toBeNull();
    expect(() => readLayerTable("## The app's layers\n| `app/x/` | what | the rest |")).toThrow(
      /cannot read/,
    );
  });

  it('places every source file of core/, cli/ and app/ in a row', () => {
    const homeless = files.filter((path) => layerOf(rows, path) === null);
    expect(
      homeless,
      `files in no layer: add a row to ${ARCHITECTURE}'s table for their folder (what it holds, what it may import) and a noRestrictedImports fence in biome.json`,
    ).toEqual([]);
  });

  it('allows every import that the sources make', () => {
    const broken: string[] = [];
    for (const path of files) {
      const layer = layerOf(rows, path);
      const row = rows.find((r) => layer !== null && r.layers.includes(layer));
      if (!row || !layer) continue;
      for (const ref of moduleReferences(parseSource(path))) {
        const target = resolveSpecifier(path, ref.specifier);
        if (target === null) continue;
        const to = layerOf(rows, target) ?? target;
        if (to === layer || row.layers.includes(to)) continue;
        const where = `${path}:${ref.line} imports ${target}`;
        if (to === 'core/' && target !== 'core/index.ts' && layer !== 'core/')
          broken.push(`${where}: outside core/, import core/index.ts only (export the name there)`);
        else if (row.values.has(to)) continue;
        else if (row.types.has(to) && ref.typeOnly) continue;
        else if (row.types.has(to))
          broken.push(
            `${where}: ${layer} takes only types from ${to}; write \`import type\`, or move the value`,
          );
        else
          broken.push(
            `${where}: ${layer} may not import ${to} (${ARCHITECTURE}, "The app's layers"); move the code, or change the table and biome.json's fence together`,
          );
      }
    }
    expect(broken).toEqual([]);
  });
});
