import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPresetText } from '../app/presets/presets.ts';
import { runCli } from '../test-support/run-cli.ts';

/**
 * docs/planning.md's GitHub example, held to the command's output: the "Real
 * server: GitHub" preset with its judged set (data/relevance/github-requests.json)
 * as its queries, planned for a 2,000-token budget as the page says to run it.
 */

const ROOT = join(import.meta.dirname, '..');
const DOC = join(ROOT, 'docs/planning.md');
const COMMAND = 'npx disclosure plan github-judged.json --budget 2000';

/** The preset as the page saves it, its queries replaced by the judged set's (what the doc's jq line does). */
async function githubJudged(): Promise<string> {
  const preset = JSON.parse(await loadPresetText('github-server'));
  const judged = JSON.parse(readFileSync(join(ROOT, 'data/relevance/github-requests.json'), 'utf8'));
  return `${JSON.stringify({ ...preset, queries: judged.queries }, null, 2)}\n`;
}

/** The fenced block that follows the command's line in the doc. */
function documentedOutput(doc: string): string {
  const at = doc.indexOf(`$ ${COMMAND}\n`);
  if (at < 0) throw new Error(`docs/planning.md has no "$ ${COMMAND}" block`);
  const start = at + COMMAND.length + 3;
  return doc.slice(start, doc.indexOf('\n```', start));
}

describe('docs/planning.md', () => {
  it('shows what the command prints for the GitHub preset with its judged set', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'plan-doc-'));
    const file = join(dir, 'github-judged.json');
    writeFileSync(file, await githubJudged());
    const run = runCli(['plan', file, '--budget', '2000']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    if (process.env.PLAN_DOC_OUT) writeFileSync(process.env.PLAN_DOC_OUT, run.stdout);
    expect(documentedOutput(readFileSync(DOC, 'utf8'))).toBe(run.stdout.trimEnd());
  }, 60_000);
});
