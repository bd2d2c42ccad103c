import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test-support/free-port.ts';
import { referenceServer } from '../test-support/mcp-servers.ts';
import { REPO_ROOT } from '../test-support/vectors.ts';

/**
 * The package as a user gets it: packed, installed into an empty folder with production
 * dependencies only, and run from there. Run by `npm test` after the build steps (its own
 * Vitest config, scripts/package-test.config.ts), since it packs what they built.
 */

const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const work = mkdtempSync(join(tmpdir(), 'disclosure-package-'));
const app = join(work, 'app');
let disclosure = '';
let packed: { filename: string; files: { path: string }[] };
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill();
  rmSync(work, { recursive: true, force: true });
});

beforeAll(() => {
  for (const built of ['dist/index.html', 'dist-cli/disclosure.mjs'])
    if (!existsSync(join(REPO_ROOT, built)))
      throw new Error(
        `${built} is missing: build first (vite build && node scripts/build-cli.mjs; npm test does)`,
      );
  // --ignore-scripts: prepack would build again what the steps before this one just built.
  const out = execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  packed = (JSON.parse(out) as (typeof packed)[])[0]!;
  writeFileSync(join(work, 'package.json'), '{}');
  execFileSync('mkdir', [app]);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'empty', private: true }));
  execFileSync(
    'npm',
    ['install', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error', join(work, packed.filename)],
    { cwd: app, encoding: 'utf8' },
  );
  disclosure = join(app, 'node_modules', '.bin', 'disclosure');
}, 180_000);

/** Runs the installed command from the empty folder, as a user would. */
function run(args: string[], input?: string) {
  return spawnSync(disclosure, args, { cwd: app, encoding: 'utf8', input, timeout: 60_000 });
}

/** A client config that starts the reference memory server from the worktree's node_modules. */
function memoryConfig(): string {
  const config = join(app, 'mcp.json');
  writeFileSync(
    config,
    JSON.stringify({
      mcpServers: {
        memory: {
          command: process.execPath,
          args: [referenceServer('server-memory')],
          env: { MEMORY_FILE_PATH: join(work, 'memory.jsonl') },
        },
      },
    }),
  );
  return config;
}

/** Every package the install put in node_modules, at any depth. */
function installedPackages(): Set<string> {
  const lock = JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, unknown>;
  };
  return new Set(
    Object.keys(lock.packages)
      .filter((path) => path.includes('node_modules/'))
      .map((path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)),
  );
}

describe('the packed package, installed with --omit=dev into an empty folder', () => {
  it('ships the built command and page only: no TypeScript source, no tests', () => {
    const paths = packed.files.map((f) => f.path);
    expect(paths).toContain('dist-cli/disclosure.mjs');
    expect(paths).toContain('dist/index.html');
    expect(paths.filter((p) => /\.tsx?$|\.test\.|^(cli|core|app|e2e|spec|test-support)\//.test(p))).toEqual(
      [],
    );
  });

  it('installs no development dependency, and only what the bundle leaves out of itself', () => {
    const installed = installedPackages();
    expect(Object.keys(pkg.devDependencies).filter((name) => installed.has(name))).toEqual([]);
    for (const name of Object.keys(pkg.dependencies)) expect(installed).toContain(name);
    for (const absent of ['tsx', 'typescript', 'monaco-editor', 'react', '@playwright/test', 'vite'])
      expect(installed).not.toContain(absent);
  });

  it('says its version and its commands', () => {
    expect(run(['--version'])).toMatchObject({ status: 0, stdout: `${pkg.version}\n` });
    const help = run(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('report FILE');
  });

  it('imports a tools/list catalog and reviews it, with the review the source gives', () => {
    const catalog = join(REPO_ROOT, 'data', 'real-catalogs', 'git.json');
    const imported = run(['import', catalog, '--id', 'git']);
    expect(imported.status).toBe(0);
    writeFileSync(join(app, 'git-scenario.json'), imported.stdout);
    const review = run(['report', 'git-scenario.json']);
    expect(review.status).toBe(0);
    expect(review.stdout).toMatch(/^## Disclosure review/);
    expect(review.stdout).toContain('| Tools (permitted) | 28 (28) |');
    const fromSource = spawnSync(
      process.execPath,
      [join(REPO_ROOT, 'bin', 'disclosure.mjs'), 'report', join(app, 'git-scenario.json')],
      { cwd: app, encoding: 'utf8' },
    );
    expect(review.stdout).toBe(fromSource.stdout);
    expect(run(['relevance', 'upstream', '--json']).status).toBe(0);
  });

  it('imports from a real MCP server named in a client config', () => {
    const config = memoryConfig();
    const read = run(['import', '--config', config, '--timeout', '30']);
    expect(read.stderr).toBe('');
    expect(read.status).toBe(0);
    const scenario = JSON.parse(read.stdout) as { definitions: { name: string }[] };
    expect(scenario.definitions.map((d) => d.name)).toContainEqual(
      expect.stringMatching(/__create_entities$/),
    );
  });

  it('serves the page it ships, its Worker scripts, its Content-Security-Policy and a live server', async () => {
    const port = freePort();
    const child = spawn(disclosure, ['serve', '--port', String(port), '--config', memoryConfig()], {
      cwd: app,
    });
    children.push(child);
    const address = await new Promise<string>((resolve, reject) => {
      let seen = '';
      child.stdout.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        const url = /http:\/\/127\.0\.0\.1:\d+\/\S*/.exec(seen);
        if (url) resolve(url[0]);
      });
      child.once('exit', (code) => reject(new Error(`serve exited (${code}): ${seen}`)));
    });
    const page = await fetch(address);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("worker-src 'self'");
    const html = await page.text();
    const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const entryUrl = new URL(entry!, address);
    const script = await fetch(entryUrl);
    expect(script.headers.get('content-type')).toContain('javascript');
    const worker = /pipeline-worker-[\w-]+\.js/.exec(await script.text())?.[0];
    expect(worker).toBeDefined();
    const workerScript = await fetch(new URL(worker!, entryUrl));
    expect(workerScript.status).toBe(200);
    expect(workerScript.headers.get('content-type')).toContain('javascript');
    const shipped = readdirSync(join(app, 'node_modules', pkg.name, 'dist', 'assets'));
    expect(shipped).toContain(worker);

    // The config's server, read through the bundled MCP client, behind the page's origin.
    const token = [...new URL(address).searchParams.values()][0];
    const servers = async () => {
      const answer = await fetch(new URL('/api/live/servers', address), {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await answer.json()) as { servers: { id: string; state: string; tools: number | null }[] })
        .servers;
    };
    await expect
      .poll(servers, { timeout: 30_000 })
      .toEqual([expect.objectContaining({ id: 'memory', state: 'ready', tools: expect.any(Number) })]);
  });
});
