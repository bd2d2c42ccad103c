import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-support/run-cli.ts';
import { specPath, tryLoad } from '../test-support/vectors.ts';

const relevance = (args: string[]) => runCli(['relevance', ...args]);

// The figures upstream recorded; the CLI must compute the same from its own ranking.
const baseline = tryLoad(
  () =>
    JSON.parse(readFileSync(specPath('relevance/tool_search_scale_baseline.json'), 'utf8')) as {
      cases: { tool_count: number; quality: Record<string, number> }[];
    },
);

describe('disclosure relevance', () => {
  it('finds the scale baseline', () => {
    if (!baseline.ok) expect.fail(baseline.reason);
  });

  it.each((baseline.ok ? baseline.value.cases : []).map((c) => [c.tool_count, c.quality] as const))(
    "reproduces upstream's %i-tool baseline",
    (count, quality) => {
      const run = relevance([`scale-${count}`, '--json']);
      expect(run.status).toBe(0);
      const output = JSON.parse(run.stdout) as { tool_count: number; metrics: Record<string, number> };
      expect(output.tool_count).toBe(count);
      for (const [key, value] of Object.entries(quality)) expect(output.metrics[key], key).toBe(value);
    },
  );

  it('lists the worst queries first in the text form', () => {
    const run = relevance(['upstream', '--worst', '2']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^50 tools, 72 intents, limit 10\n/);
    expect(run.stdout.split('Worst queries:\n')[1]!.trimEnd().split('\n')).toHaveLength(2);
  });

  it('explains a corpus it cannot read', () => {
    const run = relevance(['no-such-corpus.json']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('presets: upstream, scale-100, scale-500, scale-1000');
  });
});
