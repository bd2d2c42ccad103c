/**
 * Runs parity vectors through the CLI exactly as an outside checker would:
 * each scenario is written to a file, `disclosure evaluate` prints the reports,
 * and each printed line is compared with the vector's `expected`.
 *
 *   npx tsx scripts/check-vectors.ts [FOLDER_OR_FILE...]   (default: the spec's vectors)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseJson } from '../core/index.ts';
import { compareReport } from '../test-support/compare-report.ts';
import { listVectorFiles, REPO_ROOT, readVector, specDir, writeJsonAsRead } from '../test-support/vectors.ts';

const BATCH = 100;
const SHOWN_DIFFERENCES = 5;

const targets = process.argv.slice(2);
const roots = targets.length > 0 ? targets.map((t) => resolve(t)) : [join(specDir(), 'vectors')];
const missing = roots.filter((root) => !existsSync(root));
if (missing.length > 0) {
  console.error(`no such file or folder: ${missing.join(', ')}`);
  process.exit(1);
}
const files = roots.flatMap((root) => (statSync(root).isDirectory() ? listVectorFiles(root) : [root]));
if (files.length === 0) {
  console.error(`no *.json.gz vectors under ${roots.join(', ')}`);
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'check-vectors-'));
let passed = 0;
let failed = 0;
try {
  for (let start = 0; start < files.length; start += BATCH) {
    const batch = files.slice(start, start + BATCH).map((file, i) => {
      const vector = readVector(file);
      const scenarioPath = join(work, `${start + i}.json`);
      writeFileSync(scenarioPath, writeJsonAsRead(vector.scenario));
      return { file, vector, scenarioPath };
    });
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'cli/disclosure.ts', 'evaluate', ...batch.map((b) => b.scenarioPath)],
      { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 1 << 30 },
    );
    if (run.error) throw run.error;
    const lines = run.stdout.split('\n');
    batch.forEach(({ file, vector }, i) => {
      const parsed = parseJson(lines[i] ?? '');
      const differences = parsed.ok
        ? compareReport(parsed.value, vector.expected, { limit: SHOWN_DIFFERENCES })
        : [`the CLI printed no JSON line (${parsed.error}); stderr: ${run.stderr.slice(0, 300)}`];
      if (differences.length === 0) {
        passed++;
      } else {
        failed++;
        console.log(`FAIL ${relative(process.cwd(), file)}`);
        for (const d of differences) console.log(`  ${d}`);
      }
    });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
