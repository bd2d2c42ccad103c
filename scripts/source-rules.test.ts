import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  commentsOf,
  functionSpans,
  isTestFile,
  parseSource,
  ROOT,
  sourceFiles,
  unusedExports,
} from '../test-support/source-tree.ts';

/**
 * Rules that hold across the whole tree, each failing with what to change: no
 * export that no file imports (core/public-entry.test.ts holds the core's entry
 * to imports from outside core/), no function over MAX_FUNCTION_LINES, and no
 * reference to a file the repository does not have.
 */

const files = sourceFiles();

/** A tool reads the default export of its configuration file (vite.config.ts and the like). */
const readByTools = (path: string, name: string) => /\.config\.ts$/.test(path) && name === 'default';

describe('exports', () => {
  it('finds an export no file imports, and follows re-exports and barrels', () => {
    expect(unusedExports(['scripts/architecture.test.ts'])).toEqual([]);
    const listed = unusedExports(files).map((u) => `${u.path}:${u.name}`);
    // A barrel's name is used when the barrel's is; the entry's names are imported from outside core.
    expect(listed).not.toContain('core/admission/admit-hosted-catalog.ts:admitHostedCatalog');
    expect(listed).not.toContain('core/session/edit-session.ts:createEditSession');
  });

  it('are each imported by some file of the tree', () => {
    const unused = unusedExports(files)
      .filter(({ path, name }) => !readByTools(path, name))
      .map(({ path, name, line }) => `${path}:${line} ${name}`);
    expect(
      unused,
      'exported but imported by no file: drop the `export` (or the code, when nothing uses it at all)',
    ).toEqual([]);
  });
});

const MAX_FUNCTION_LINES = 120;

describe(`functions of at most ${MAX_FUNCTION_LINES} lines`, () => {
  it('measures a function from its first line to its last', () => {
    const source = ts.createSourceFile(
      'x.ts',
      'function a() {\n  const b = () => {\n    return 1;\n  };\n}\n',
      ts.ScriptTarget.Latest,
      true,
    );
    expect(functionSpans(source)).toEqual([
      { name: 'a', line: 1, lines: 5 },
      { name: 'b', line: 2, lines: 3 },
    ]);
  });

  it('holds for every function and component outside the tests', () => {
    const long = files
      .filter((path) => !isTestFile(path))
      .flatMap((path) =>
        functionSpans(parseSource(path))
          .filter((f) => f.lines > MAX_FUNCTION_LINES)
          .map((f) => `${path}:${f.line} ${f.name} (${f.lines} lines)`),
      );
    expect(
      long,
      `functions over ${MAX_FUNCTION_LINES} lines: split each into named steps (a component into smaller components or hooks)`,
    ).toEqual([]);
  });
});

/** The repository's files, and those its build writes (dist/, dist-cli/, dist-action/). */
const repositoryFiles = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const GENERATED = /^(dist|dist-cli|dist-action)\//;

/** Whether a path named in a comment is a file of the repository (from its root, or a tail of a path). */
function inRepository(reference: string): boolean {
  const tail = reference.replace(/^(\.\.?\/)+/, '');
  if (GENERATED.test(tail)) return true;
  return repositoryFiles.some((file) => file === tail || file.endsWith(`/${tail}`));
}

/** `.md` files anywhere, and paths with a folder to any source or data file. */
const REFERENCE =
  /(?<![\w@.])(?:[\w-]+\/|\.\.?\/)*[\w-][\w.-]*\.md\b|(?<![\w@.])(?:[\w-]+\/|\.\.?\/)+[\w-][\w.-]*\.(?:ts|tsx|mjs|json|css)\b/g;
/** What no file of a clone has beside it: the folders around the repository on one machine. */
const OUTSIDE = /\.\.\/shared\b|\/work\/shared\b|STYLE\.md/;

describe('references to files', () => {
  it('reads a path or a Markdown file out of a comment', () => {
    // Written in two pieces, so this file names no such file itself.
    const style = `${'STYLE'}.md`;
    expect(`see docs/cli.md, core/json/json-value.ts and (${style})`.match(REFERENCE)).toEqual([
      'docs/cli.md',
      'core/json/json-value.ts',
      style,
    ]);
    expect(inRepository('docs/cli.md')).toBe(true);
    expect(inRepository('../json/json-value.ts')).toBe(true);
    expect(inRepository(style)).toBe(false);
  });

  it('name only files the repository has, in code and in comments', () => {
    const outside = files.flatMap((path) => {
      const text = readFileSync(join(ROOT, path), 'utf8');
      const lines = text.split('\n').flatMap((line, i) => (OUTSIDE.test(line) ? [`${path}:${i + 1}`] : []));
      const missing = commentsOf(parseSource(path)).flatMap(({ text: comment, line }) =>
        [...comment.matchAll(REFERENCE)]
          .filter((m) => !inRepository(m[0]))
          .map((m) => `${path}:${line} ${m[0]}`),
      );
      return [...lines, ...missing];
    });
    expect(
      outside,
      'references to files this repository does not have: say what the reason is in the comment itself, or name the file that holds it',
    ).toEqual([]);
  });
});

/** The one place a parse failure is put in words; everywhere else shows what it returns. */
const JSON_WORDING = 'core/json/json-value.ts';

/** Template literals that say where JSON breaks (a `${….line}` beside the word JSON): wordings of their own. */
function ownJsonWordings(source: ts.SourceFile): number[] {
  const lines: number[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isTemplateExpression(node) &&
      /JSON/.test(node.getText(source)) &&
      node.templateSpans.some((span) => /\.line$/.test(span.expression.getText(source)))
    )
      lines.push(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

describe('the invalid-JSON message', () => {
  it('finds a wording of its own', () => {
    const source = ts.createSourceFile(
      'x.ts',
      // Written with `$` apart, so this file's own text is no template with a placeholder.
      ['const a = `not valid JSON (line $', '{parsed.line})`;\nconst b = `line $', '{at.line}`;\n'].join(''),
      ts.ScriptTarget.Latest,
      true,
    );
    expect(ownJsonWordings(source)).toEqual([1]);
  });

  it(`is worded once, by ${JSON_WORDING}'s invalidJsonMessage`, () => {
    const own = files
      .filter((path) => !isTestFile(path) && path !== JSON_WORDING)
      .flatMap((path) => ownJsonWordings(parseSource(path)).map((line) => `${path}:${line}`));
    expect(own, "say why a text is not JSON with core's invalidJsonMessage(failure)").toEqual([]);
  });
});
