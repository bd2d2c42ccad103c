import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateOnce } from '../../test-support/evaluate-once.ts';
import { runCli } from '../../test-support/run-cli.ts';
import { loadPresetText, presetText } from './presets.ts';
import { REAL_CATALOG_SOURCES } from './real-catalog.ts';

const DATA = fileURLToPath(new URL('../../data/real-catalogs/', import.meta.url));
const ids = REAL_CATALOG_SOURCES.map((s) => s.id);

describe('the real-servers preset', () => {
  beforeAll(async () => {
    await loadPresetText('real-servers');
  });

  it('holds exactly what `disclosure import` makes of the captured files', () => {
    const cli = runCli([
      'import',
      ...ids.map((id) => `${DATA}${id}.json`),
      ...ids.flatMap((id) => ['--id', id]),
    ]);
    expect(cli.status).toBe(0);
    const imported = JSON.parse(cli.stdout);
    const preset = JSON.parse(presetText('real-servers'));
    expect(preset.definitions).toEqual(imported.definitions);
    expect(preset.servers).toEqual(imported.servers);
    // What admission flagged is said by the command too.
    expect(cli.stderr).toContain('give_feedback_to_desktop_commander');
  });

  it('admits every server, and the index spans all thirteen namespaces', () => {
    const preset = JSON.parse(presetText('real-servers'));
    const summaries = preset.servers.map((s: { id: string; summary: Record<string, unknown> }) => [
      s.id,
      s.summary.outcome,
      s.summary.skipped,
    ]);
    expect(summaries).toEqual(ids.map((id) => [id, 'admitted', 0]));
    const e = evaluateOnce(presetText('real-servers'));
    if (!e.result?.ok) throw new Error('the preset did not evaluate');
    const { report } = e.result;
    expect(report.valid_definition_count).toBe(preset.definitions.length);
    expect(report.tool_search_description).toContain(`across ${ids.length} authorized namespaces`);
    for (const id of ids) expect(report.tool_search_description).toContain(`\n- mcp-${id} (`);
  });

  it('has one pages file per source and names each package, version and licence in its README', () => {
    const files = readdirSync(DATA).filter((f) => f.endsWith('.json'));
    expect(files.sort()).toEqual(ids.map((id) => `${id}.json`).sort());
    const readme = readFileSync(`${DATA}README.md`, 'utf8');
    for (const s of REAL_CATALOG_SOURCES) {
      expect(readme).toContain(`| \`${s.id}\` | \`${s.package}\` | ${s.version} | ${s.licence} |`);
    }
  });
});
