import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateOnce } from '../../test-support/evaluate-once.ts';
import { loadPresetText, PRESETS, presetText } from './presets.ts';
import { writeScenarioText } from './tool-factory.ts';

function reportOf(id: string) {
  const e = evaluateOnce(presetText(id));
  if (!e.result?.ok) throw new Error(`${id} did not evaluate`);
  return e.result.report;
}

describe('presets', () => {
  // The presets built by scripts of their own are generated first; presetText reads them from then on.
  beforeAll(async () => {
    for (const preset of PRESETS) await loadPresetText(preset.id);
  });

  it.each(PRESETS.map((p) => [p.id]))('%s is deterministic, valid and models production', async (id) => {
    const preset = PRESETS.find((p) => p.id === id)!;
    expect(writeScenarioText(await preset.build())).toBe(writeScenarioText(await preset.build()));
    const report = reportOf(id);
    expect(Object.values(report.errors).flat()).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(report.tool_search_description_model_safe).toEqual({ ok: true });
    expect(presetText(id)).toContain('"surface": "production"');
  });

  it('small mixed is deferred by count alone and promotes within the caps', () => {
    const report = reportOf('small-mixed');
    expect(report.explain.active).toMatchObject({ over_count: true, over_tokens: false });
    expect(report.explain.active.promotions.map((p) => p.outcome)).toEqual(['advertised']);
    expect(report.explain.tiers.find((t) => t.capability_id === 'github.time')?.core_rule).toBe('id_suffix');
  });

  it('the wide catalog has about 90 tools and deferral saves most of the tokens', () => {
    const report = reportOf('wide-catalog');
    expect(report.valid_definition_count).toBeGreaterThanOrEqual(85);
    expect(report.explain.active.saving_percent).toBeGreaterThan(75);
  });

  it('300 long names overflow into the "…and N more" tail', () => {
    const report = reportOf('long-names');
    expect(report.catalog.filter((e) => e.tier === 'discoverable')).toHaveLength(300);
    expect(report.tool_search_description).toMatch(
      /\n…and \d+ more — use tool_search\(query="<service or action>"\)\.$/,
    );
  });

  it('so many namespaces overflow the namespace list itself', () => {
    const report = reportOf('many-namespaces');
    expect(
      report.tool_search_description.endsWith('\n- additional authorized namespaces exist; use tool_search'),
    ).toBe(true);
  });

  it('the narrowed profile hides what its unrestricted twin lists', () => {
    const narrowed = reportOf('narrowed-profile');
    const open = reportOf('unrestricted-profile');
    expect(narrowed.catalog.length).toBeLessThan(open.catalog.length);
    expect(open.tool_search_description).toContain('- github (');
    expect(narrowed.tool_search_description).not.toContain('github');
  });

  it('real servers arrive through the import: GitHub admitted with two findings, "everything" losing nine names', () => {
    const github = JSON.parse(presetText('github-server'));
    expect(github.servers).toHaveLength(1);
    expect(github.servers[0].summary).toMatchObject({
      outcome: 'admitted',
      published: 21,
      findings_total: 2,
    });
    expect(github.definitions.map((d: { capability_id: string }) => d.capability_id)).toContain(
      'mcp-github.search_code',
    );
    const everything = JSON.parse(presetText('everything-server'));
    expect(everything.servers[0].summary).toMatchObject({
      outcome: 'admitted',
      published: 2,
      skipped: 9,
      skip_causes: { invalid_tool_name: 9 },
    });
    const served = everything.definitions.filter((d: { capability_id: string }) =>
      d.capability_id.startsWith('mcp-everything.'),
    );
    expect(served.map((d: { name: string }) => d.name)).toEqual([
      'mcp-everything__echo',
      'mcp-everything__add',
    ]);
    expect(reportOf('github-server').tool_search_description).toContain('mcp-github');
  });
});
