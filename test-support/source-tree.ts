import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The repository's own TypeScript and JavaScript sources, read as syntax only (no
 * type checking), for the checks that hold across the whole tree: who imports
 * what, exports nobody imports, function lengths, the layer table.
 */

export const ROOT = resolve(import.meta.dirname, '..');

/** Generated, installed or reference folders, never the project's own code. */
const NOT_SOURCE = new Set([
  'node_modules',
  'dist',
  'dist-cli',
  'dist-action',
  'spec',
  'test-results',
  'playwright-report',
]);

const SOURCE = /\.(ts|tsx|mts|mjs)$/;

/** The folders of the project's own code; with the tools' configuration files at the top, the whole tree. */
const SOURCE_DIRS = ['app', 'cli', 'core', 'scripts', 'test-support', 'e2e', 'bin'];

/**
 * Every source file under `dirs` (relative to the root), as paths relative to the
 * root with `/`; `.` stands for the files at the top (vite.config.ts and the like).
 */
export function sourceFiles(dirs: readonly string[] = ['.', ...SOURCE_DIRS]): string[] {
  const isSource = (name: string) => SOURCE.test(name) && !name.endsWith('.d.ts');
  const walk = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory())
        return NOT_SOURCE.has(entry.name) || entry.name.startsWith('.') ? [] : walk(path);
      return isSource(entry.name) ? [path] : [];
    });
  const top = () =>
    readdirSync(ROOT, { withFileTypes: true })
      .filter((entry) => entry.isFile() && isSource(entry.name))
      .map((entry) => entry.name);
  return dirs.flatMap((dir) => (dir === '.' ? top() : existsSync(join(ROOT, dir)) ? walk(dir) : []));
}

const parsed = new Map<string, ts.SourceFile>();

/** `path` (relative to the root) parsed with parent links, kept for the next check that reads it. */
export function parseSource(path: string): ts.SourceFile {
  let source = parsed.get(path);
  if (source === undefined) {
    const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    source = ts.createSourceFile(
      path,
      readFileSync(join(ROOT, path), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      kind,
    );
    parsed.set(path, source);
  }
  return source;
}

export const isTestFile = (path: string): boolean => /\.(test|spec)\.tsx?$/.test(path);

/** One module specifier a file names: static imports, re-exports, `import()`, `import('…').T` and Worker URLs. */
interface ModuleReference {
  specifier: string;
  /** The names taken from it; null when the whole module is taken (`* as`, `import()`, `export *`, a Worker). */
  names: string[] | null;
  /** True for `export { … } from` and `export * from`: the names pass on rather than being used here. */
  reexport: boolean;
  typeOnly: boolean;
  line: number;
}

export function moduleReferences(source: ts.SourceFile): ModuleReference[] {
  const found: ModuleReference[] = [];
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      let names: string[] | null = [];
      if (clause?.name) names.push('default');
      if (bindings && ts.isNamespaceImport(bindings)) names = null;
      else if (bindings) names.push(...bindings.elements.map((e) => (e.propertyName ?? e.name).text));
      const typeOnly = clause?.isTypeOnly === true;
      found.push({
        specifier: node.moduleSpecifier.text,
        names,
        reexport: false,
        typeOnly,
        line: line(node),
      });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = node.exportClause;
      const names =
        clause && ts.isNamedExports(clause)
          ? clause.elements.map((e) => (e.propertyName ?? e.name).text)
          : null;
      found.push({
        specifier: node.moduleSpecifier.text,
        names,
        reexport: true,
        typeOnly: node.isTypeOnly,
        line: line(node),
      });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      const names = node.qualifier
        ? [ts.isIdentifier(node.qualifier) ? node.qualifier.text : node.qualifier.left.getText(source)]
        : null;
      found.push({
        specifier: node.argument.literal.text,
        names,
        reexport: false,
        typeOnly: true,
        line: line(node),
      });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg))
        found.push({
          specifier: arg.text,
          names: namesTaken(node),
          reexport: false,
          typeOnly: false,
          line: line(node),
        });
    } else if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'URL'
    ) {
      const [arg, base] = node.arguments ?? [];
      if (
        arg &&
        ts.isStringLiteralLike(arg) &&
        base?.getText(source) === 'import.meta.url' &&
        /\.(ts|tsx)$/.test(arg.text)
      )
        found.push({ specifier: arg.text, names: null, reexport: false, typeOnly: false, line: line(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The names code takes from an `import()`: `.then((m) => m.A)`, `.then(({ A }) => …)`,
 * `(await import(…)).A` and `const { A } = await import(…)`; null (the whole module) otherwise.
 */
function namesTaken(call: ts.CallExpression): string[] | null {
  const bound = (name: ts.BindingName): string[] | null =>
    ts.isObjectBindingPattern(name) ? name.elements.map((e) => (e.propertyName ?? e.name).getText()) : null;
  const parent = call.parent;
  if (
    ts.isPropertyAccessExpression(parent) &&
    parent.name.text === 'then' &&
    ts.isCallExpression(parent.parent)
  ) {
    const callback = parent.parent.arguments[0];
    if (!callback || !(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))) return null;
    const param = callback.parameters[0];
    if (!param) return [];
    if (!ts.isIdentifier(param.name)) return bound(param.name);
    const module = param.name.text;
    const names: string[] = [];
    let whole = false;
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && node.text === module && node !== param.name) {
        if (ts.isPropertyAccessExpression(node.parent) && node.parent.expression === node)
          names.push(node.parent.name.text);
        else whole = true;
      }
      ts.forEachChild(node, visit);
    };
    visit(callback.body);
    return whole ? null : names;
  }
  if (ts.isAwaitExpression(parent)) {
    const outer = ts.isParenthesizedExpression(parent.parent) ? parent.parent.parent : parent.parent;
    if (ts.isPropertyAccessExpression(outer)) return [outer.name.text];
    if (ts.isVariableDeclaration(outer)) return bound(outer.name);
  }
  return null;
}

/** The file (relative to the root) a relative specifier names from `from`, or null for a package or a missing file. */
export function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = relative(ROOT, resolve(ROOT, dirname(from), specifier))
    .split('\\')
    .join('/');
  return existsSync(join(ROOT, target)) ? target : null;
}

/** The names a file exports (declarations, `export { … }`, and names it passes on with `export { … } from`), with the line of each. */
function ownExports(source: ts.SourceFile): { name: string; line: number }[] {
  const out: { name: string; line: number }[] = [];
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.exportClause && ts.isNamedExports(statement.exportClause))
        for (const e of statement.exportClause.elements) out.push({ name: e.name.text, line: line(e) });
      continue;
    }
    if (ts.isExportAssignment(statement)) {
      out.push({ name: 'default', line: line(statement) });
      continue;
    }
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    if (!modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    if (modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword))
      out.push({ name: 'default', line: line(statement) });
    else if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        if (ts.isIdentifier(d.name)) out.push({ name: d.name.text, line: line(d) });
        else
          for (const e of d.name.elements)
            if (ts.isBindingElement(e) && ts.isIdentifier(e.name))
              out.push({ name: e.name.text, line: line(e) });
      }
    } else {
      const name = (statement as ts.DeclarationStatement).name;
      if (name && ts.isIdentifier(name)) out.push({ name: name.text, line: line(statement) });
    }
  }
  return out;
}

/** How another file can take a file's names: each one it names, or all of them. */
interface Uses {
  whole: boolean;
  names: Set<string>;
}

/**
 * Every export of `files` that no file of the tree imports, directly or through
 * re-exports (`export { a } from`, `export *`, a barrel). A module taken whole
 * (`* as`, `import()`, a Worker's URL) counts as using all its names.
 */
export function unusedExports(files: readonly string[]): { path: string; name: string; line: number }[] {
  const uses = new Map<string, Uses>();
  const usesOf = (path: string) => {
    let u = uses.get(path);
    if (!u) {
      u = { whole: false, names: new Set() };
      uses.set(path, u);
    }
    return u;
  };
  // A re-export: `from`'s name `exported` is `target`'s name `original` (null: `export *`).
  const forwards: { from: string; exported: string | null; target: string; original: string | null }[] = [];
  for (const path of files) {
    const source = parseSource(path);
    for (const ref of moduleReferences(source)) {
      const target = resolveSpecifier(path, ref.specifier);
      if (target === null || ref.reexport) continue;
      const u = usesOf(target);
      if (ref.names === null) u.whole = true;
      else for (const name of ref.names) u.names.add(name);
    }
    for (const statement of source.statements) {
      if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) continue;
      if (!ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const target = resolveSpecifier(path, statement.moduleSpecifier.text);
      if (target === null) continue;
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause))
        for (const e of clause.elements)
          forwards.push({
            from: path,
            exported: e.name.text,
            target,
            original: (e.propertyName ?? e.name).text,
          });
      else forwards.push({ from: path, exported: null, target, original: null });
    }
  }
  // Pass uses along re-exports until nothing changes (barrels of barrels included).
  for (let changed = true; changed; ) {
    changed = false;
    for (const f of forwards) {
      const from = usesOf(f.from);
      const to = usesOf(f.target);
      if (f.exported === null) {
        if (from.whole && !to.whole) {
          to.whole = true;
          changed = true;
        }
        for (const name of from.names)
          if (!to.names.has(name)) {
            to.names.add(name);
            changed = true;
          }
      } else if ((from.whole || from.names.has(f.exported)) && !to.names.has(f.original!)) {
        to.names.add(f.original!);
        changed = true;
      }
    }
  }
  return files.flatMap((path) => {
    const u = uses.get(path);
    if (u?.whole) return [];
    return ownExports(parseSource(path))
      .filter(({ name }) => !u?.names.has(name))
      .map(({ name, line }) => ({ path, name, line }));
  });
}

/** Every comment of a file, each once, with the line it starts on. */
export function commentsOf(source: ts.SourceFile): { text: string; line: number }[] {
  const text = source.getFullText();
  const seen = new Set<number>();
  const out: { text: string; line: number }[] = [];
  const take = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      const line = source.getLineAndCharacterOfPosition(range.pos).line + 1;
      out.push({ text: text.slice(range.pos, range.end), line });
    }
  };
  const visit = (node: ts.Node): void => {
    take(ts.getLeadingCommentRanges(text, node.getFullStart()));
    take(ts.getTrailingCommentRanges(text, node.getEnd()));
    ts.forEachChild(node, visit);
  };
  visit(source);
  take(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return out;
}

/** Every function, method, arrow function and component body of a file, with its first line and its length in lines. */
export function functionSpans(source: ts.SourceFile): { name: string; line: number; lines: number }[] {
  const out: { name: string; line: number; lines: number }[] = [];
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const line = lineOf(node.getStart(source));
      out.push({ name: functionName(node), line, lines: lineOf(node.getEnd()) - line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

function functionName(node: ts.Node): string {
  const named = node as { name?: ts.Node };
  if (named.name && ts.isIdentifier(named.name)) return named.name.text;
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isCallExpression(parent))
    return `a callback of ${parent.expression.getText().slice(0, 40)}`;
  return 'an unnamed function';
}
