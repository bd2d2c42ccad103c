import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The core keeps no state about earlier calls in its modules: what one call lends
 * the next lives in an edit session (session/edit-session.ts) the caller holds, so two
 * callers never see each other's last text. A module-level `let` or `var` is such
 * state; caches keyed by the very object they describe (a WeakMap) are not.
 */

const CORE = join(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** `name (file:line)` of each variable a module declares with `let` or `var` at its top level. */
function moduleLevelMutables(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const list = statement.declarationList;
    if (list.flags & (ts.NodeFlags.Const | ts.NodeFlags.Using | ts.NodeFlags.AwaitUsing)) continue;
    for (const declaration of list.declarations) {
      const line = source.getLineAndCharacterOfPosition(declaration.getStart(source)).line + 1;
      found.push(`${declaration.name.getText(source)} (${fileName}:${line})`);
    }
  }
  return found;
}

describe('module-level state in core/', () => {
  it('finds a top-level let or var, and nothing declared inside a function or block', () => {
    const text = [
      'let last = null;',
      'export var count = 0;',
      'const fixed = 1;',
      'function f() { let inner = 1; return inner; }',
      '{ let scoped = 2; }',
    ].join('\n');
    expect(moduleLevelMutables('x.ts', text)).toEqual(['last (x.ts:1)', 'count (x.ts:2)']);
  });

  it('has no module-level let or var in any source file', () => {
    const found = sourceFiles(CORE).flatMap((path) =>
      moduleLevelMutables(relative(CORE, path), readFileSync(path, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
