import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * core/index.ts is the public entry the app, the command line and the scripts
 * reach the core through; an export nobody outside core/ imports is an internal
 * part shown as public. Each name it exports must be imported from it by some
 * file outside core/ (biome.json holds those files to the entry).
 */

const ROOT = join(import.meta.dirname, '..');
const OUTSIDE = ['app', 'cli', 'scripts', 'e2e', 'test-support'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [path] : [];
  });
}

function parse(path: string): ts.SourceFile {
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);
}

/** The names a module exports through `export { … } from` and `export type { … } from`. */
function exportedNames(source: ts.SourceFile): string[] {
  return source.statements.flatMap((statement) =>
    ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)
      ? statement.exportClause.elements.map((element) => element.name.text)
      : [],
  );
}

/** The names a module imports from a specifier ending in core/index.ts. */
function namesImportedFromEntry(source: ts.SourceFile): string[] {
  const fromEntry = (specifier: ts.Expression | undefined) =>
    specifier !== undefined && ts.isStringLiteral(specifier) && /(^|\/)core\/index\.ts$/.test(specifier.text);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && fromEntry(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings;
      return bindings && ts.isNamedImports(bindings)
        ? bindings.elements.map((element) => (element.propertyName ?? element.name).text)
        : [];
    }
    if (ts.isExportDeclaration(statement) && fromEntry(statement.moduleSpecifier)) {
      const clause = statement.exportClause;
      return clause && ts.isNamedExports(clause)
        ? clause.elements.map((element) => (element.propertyName ?? element.name).text)
        : [];
    }
    return [];
  });
}

describe('core/index.ts', () => {
  it('reads named imports and re-exports from the entry, under their exported names', () => {
    const source = ts.createSourceFile(
      'x.ts',
      [
        "import { a, b as c, type D } from '../core/index.ts';",
        "import { e } from '../core/json/json-value.ts';",
        "export { f } from '../../core/index.ts';",
      ].join('\n'),
      ts.ScriptTarget.Latest,
    );
    expect(namesImportedFromEntry(source)).toEqual(['a', 'b', 'D', 'f']);
  });

  it('names every export, so none escapes the check below through `export *`', () => {
    const entry = parse(join(ROOT, 'core', 'index.ts'));
    const wildcards = entry.statements.filter(
      (statement) => ts.isExportDeclaration(statement) && statement.exportClause === undefined,
    );
    expect(wildcards.map((statement) => statement.getText(entry))).toEqual([]);
  });

  it('exports only what some file outside core/ imports from it', () => {
    const used = new Set(
      OUTSIDE.flatMap((dir) => sourceFiles(join(ROOT, dir))).flatMap((path) =>
        namesImportedFromEntry(parse(path)),
      ),
    );
    const entry = parse(join(ROOT, 'core', 'index.ts'));
    const unused = exportedNames(entry).filter((name) => !used.has(name));
    expect(
      unused,
      `exported by core/index.ts but imported nowhere outside ${relative(ROOT, 'core')}`,
    ).toEqual([]);
  });
});
