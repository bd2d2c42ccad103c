/**
 * `disclosure evaluate FILE` as a whole process against a Node process that
 * reads the same file and writes JSON.stringify(JSON.parse(text)): start-up,
 * reading and writing included on both sides. Measures only.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './bench-table.ts';

const REPO = new URL('..', import.meta.url).pathname;
const FLOOR =
  'const fs = require("node:fs"); process.stdout.write(JSON.stringify(JSON.parse(fs.readFileSync(process.argv[1], "utf8"))))';

function wallMs(args: string[]): number {
  const start = performance.now();
  const run = spawnSync(process.execPath, args, { cwd: REPO, stdio: ['ignore', 'ignore', 'pipe'] });
  const ms = performance.now() - start;
  if (run.status !== 0) throw new Error(`${args.join(' ')} failed: ${run.stderr.toString().slice(0, 500)}`);
  return ms;
}

let built = false;

/** Medians of `runs` runs of each, taken in turn; the command's bundle is built first, as installed. */
export function timeProcesses(text: string, runs: number): { cli: number; floor: number } {
  if (!built) {
    // bin/disclosure.mjs runs its bundle only while it is fresh; a stale one would be timed through tsx.
    const build = spawnSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: REPO, stdio: 'ignore' });
    if (build.status !== 0) throw new Error('the command bundle could not be built');
    built = true;
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-cli-'));
  try {
    const file = join(dir, 'scenario.json');
    writeFileSync(file, text);
    const cli: number[] = [];
    const floor: number[] = [];
    wallMs(['bin/disclosure.mjs', 'evaluate', file]);
    for (let i = 0; i < runs; i++) {
      cli.push(wallMs(['bin/disclosure.mjs', 'evaluate', file]));
      floor.push(wallMs(['-e', FLOOR, file]));
    }
    return { cli: median(cli), floor: median(floor) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
