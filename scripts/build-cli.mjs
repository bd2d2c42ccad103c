// Bundles the `disclosure` command into plain JavaScript (dist-cli/disclosure.mjs),
// which bin/disclosure.mjs runs while it is newer than every source it was built
// from. Run by `npm test`, `npm run build` and `npm pack` (prepack): the package ships this bundle,
// never the TypeScript sources.
//
// Started through tsx's loader, the command carried a second thread and compiled
// its TypeScript on every run, so it started slower and peaked higher than the
// bundle does (docs/cli.md, "Limits").
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// One folder deep, as cli/ is: the command finds prompts/ and the presets relative to itself.
const outdir = join(root, 'dist-cli');

// Chunks are named by their content: those of an earlier build would only pile up.
for (const name of existsSync(outdir) ? readdirSync(outdir) : [])
  if (name.startsWith('chunk-')) rmSync(join(outdir, name));

const runtimeDependencies = Object.keys(
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).dependencies ?? {},
);

const result = await build({
  entryPoints: { disclosure: join(root, 'cli', 'disclosure.ts') },
  outdir,
  outExtension: { '.js': '.mjs' },
  // What a command imports with import() (a running server's SDK) goes in a chunk of its own, loaded only then.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // ES modules first: jsonc-parser's `main` is a UMD build whose own requires esbuild cannot follow.
  mainFields: ['module', 'main'],
  // Every library is bundled in, which spares the start a module lookup and load each, and the
  // installed package its dependencies. What a few commands load only (the MCP SDK's client, zod,
  // the config reader) goes in chunks of their own (splitting, above). Left out: exactly the
  // package's run-time `dependencies` (`open`, which runs scripts of its own folder).
  external: runtimeDependencies.flatMap((name) => [name, `${name}/*`]),
  // Some bundled dependencies are CommonJS that require Node's own modules (the MCP SDK's process spawning).
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  metafile: true,
  logLevel: 'warning',
});
// What the bundle was built from, for bin/disclosure.mjs to tell a stale bundle.
const inputs = Object.keys(result.metafile.inputs).map((path) => relative(root, join(root, path)));
writeFileSync(join(outdir, 'inputs.json'), `${JSON.stringify(inputs, null, 1)}\n`);
