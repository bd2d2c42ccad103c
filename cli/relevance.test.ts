import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-support/run-cli.ts';
import { REPO_ROOT, specPath, tryLoad } from '../test-support/vectors.ts';
import { PRESET_NAMES } from './relevance.ts';

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

  it('prints the figures docs/relevance.md gives for each preset, MetaTool’s included', () => {
    const table = readFileSync(join(REPO_ROOT, 'docs/relevance.md'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    expect(table.map((line) => line.split('`')[1])).toEqual([...PRESET_NAMES]);
    for (const line of table) {
      const [name, tools, judged, ...figures] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replaceAll('`', ''));
      const run = relevance([name!, '--json', '--worst', '0']);
      expect(run.status).toBe(0);
      const output = JSON.parse(run.stdout) as { tool_count: number; metrics: Record<string, number> };
      expect(output.tool_count, name).toBe(Number(tools));
      expect(output.metrics.judged_query_count, name).toBe(Number(judged));
      const keys = ['recall_at_1', 'recall_at_5', 'recall_at_10', 'mrr', 'ndcg_at_10'];
      expect(
        keys.map((k) => output.metrics[k]!.toFixed(3)),
        name,
      ).toEqual(figures);
    }
  });

  it('prints the ranker lab tables docs/relevance.md shows, stop words and stems 0.05 ahead on MetaTool', () => {
    const doc = readFileSync(join(REPO_ROOT, 'docs/relevance.md'), 'utf8');
    const blocks = [...doc.matchAll(/`disclosure relevance ([^`]+)`[^`]*?```text\n([\s\S]*?)\n```/g)].map(
      ([, command, table]) => ({ args: command!.trim().split(/\s+/), table }),
    );
    expect(blocks.map((b) => b.args[0])).toEqual(['metatool', 'github']);
    for (const { args, table } of blocks) {
      const run = relevance(args);
      expect(run.status).toBe(0);
      expect(run.stdout.trimEnd()).toBe(table);
    }
    const json = JSON.parse(relevance(['metatool', '--variant', 'stopwords,stems', '--json']).stdout) as {
      ironclaw: { metrics: { mrr: number } };
      variants: { label: string; note: string; metrics: { mrr: number } }[];
    };
    expect(json.variants[0]!.label).toBe('stopwords+stems');
    expect(json.variants[0]!.note).toContain('not IronClaw');
    expect(json.variants[0]!.metrics.mrr - json.ironclaw.metrics.mrr).toBeGreaterThanOrEqual(0.05);
  });

  it('refuses an unknown variant', () => {
    const run = relevance(['upstream', '--variant', 'stemming']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('unknown variant "stemming"');
  });

  it('explains a corpus it cannot read', () => {
    const run = relevance(['no-such-corpus.json']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      'presets: upstream, scale-100, scale-500, scale-1000, metatool, github, real-servers',
    );
  });
});
