// Bundles the GitHub Action (cli/action/main.ts) into one file, dist-action/index.mjs, which
// action.yml runs. A workflow that uses the Action gets the repository as committed, with no
// install step, so the bundle is committed; scripts/github-action.test.ts fails when it is not
// what this script makes of the sources. `node scripts/build-action.mjs [OUTFILE]`.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// One folder deep, as dist-cli/ is: the review reads prompts/ relative to itself.
const outfile = resolve(process.argv[2] ?? join(root, 'dist-action', 'index.mjs'));

/**
 * `import` reads a running server through the MCP SDK, loaded only then; the Action imports
 * catalog files alone, so that module is left out rather than carried in the bundle.
 */
const withoutLiveImport = {
  name: 'without-live-import',
  setup(build) {
    build.onResolve({ filter: /[/\\]live[/\\]live-import\.ts$/ }, () => ({
      path: 'live-import',
      namespace: 'left-out',
    }));
    build.onLoad({ filter: /.*/, namespace: 'left-out' }, () => ({
      contents:
        "export function runLiveImport() { throw new Error('the Action reads catalog files, not running servers'); }",
    }));
  },
};

await build({
  entryPoints: [join(root, 'cli', 'action', 'main.ts')],
  // The paths the bundle names in its comments are relative to this, whatever the caller's folder.
  absWorkingDir: root,
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Some of the toolkit's dependencies are CommonJS that require Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  plugins: [withoutLiveImport],
  legalComments: 'eof',
  logLevel: 'warning',
});
