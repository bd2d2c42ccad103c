import { describe, expect, it } from 'vitest';
import { main } from '../../cli/main.ts';
import { canonicalJson, isJsonObject, parseJson } from '../../core/index.ts';
import { evaluateOnce } from '../../test-support/evaluate-once.ts';
import { presetText } from '../presets/presets.ts';
import { templates } from './templates.ts';

/** `disclosure evaluate -` run in process on `text`, with the prompts the worker renders with. */
function evaluateThroughCli(text: string): { status: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const status = main(['evaluate', '-'], {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    readFile: () => {
      throw Object.assign(new Error('no files here'), { code: 'ENOENT' });
    },
    readStdin: () => new TextEncoder().encode(text),
    loadTemplates: () => templates,
  });
  if (typeof status !== 'number') throw new Error('evaluate answers at once');
  return { status, stdout, stderr };
}

const DENIED_ID = 'gmail.send_message';
const DENIED_NAME = 'gmail__send_message';

/** The default preset as a person saves it after ticking one tool off, with a timeline. */
function savedScenarioText(): string {
  const parsed = parseJson(presetText('small-mixed'));
  if (!parsed.ok || !isJsonObject(parsed.value)) throw new Error('the preset is not a JSON object');
  return canonicalJson({
    ...parsed.value,
    policy: { kind: 'all_except', ids: [DENIED_ID] },
    queries: [{ query: 'send email message', limit: 10 }, { query: DENIED_NAME }],
    resolve: [DENIED_NAME, DENIED_ID, 'gmail__search_messages'],
    timeline: [{ actions: [{ tool: 'tool_search', arguments: { query: 'send email' } }] }],
  });
}

describe('a scenario saved by the playground, evaluated by the CLI', () => {
  const text = savedScenarioText();
  const cli = evaluateThroughCli(text);
  // The browser's way: an edit session's load, answered as the pipeline Worker answers the evaluate lane.
  const browser = evaluateOnce(text).result;

  it('gives exactly the report the evaluation worker gives', () => {
    if (!browser?.ok) throw new Error('the worker rejected the scenario');
    expect(cli).toMatchObject({ status: 0, stderr: '' });
    expect(cli.stdout).toBe(`${canonicalJson(browser.report)}\n`);
  });

  it('keeps the denied tool out of everything the model can read', () => {
    if (!browser?.ok) throw new Error('the worker rejected the scenario');
    const report = browser.report;
    // The production surface holds only what the policy permits: 12 of the 13 tools.
    expect(report.valid_definition_count).toBe(13);
    expect(report.authorized_definition_count).toBe(12);
    expect(report.catalog.map((e) => e.capability_id)).not.toContain(DENIED_ID);
    expect(report.tool_search_description).not.toContain(DENIED_NAME);
    expect(report.active_set.names).not.toContain(DENIED_NAME);
    for (const search of report.searches) {
      expect(search.ok).toBe(true);
      if (!search.ok) continue;
      // The output echoes the query, so the results are checked, not the whole text.
      expect(search.index.names).not.toContain(DENIED_NAME);
      const results = isJsonObject(search.output) ? search.output.results : undefined;
      expect(Array.isArray(results)).toBe(true);
      expect(canonicalJson(results ?? null)).not.toContain(DENIED_NAME);
    }
    expect(report.searches[0]?.ok && report.searches[0].index.names.length).toBeGreaterThan(0);
    for (const resolution of report.resolutions) {
      if (!('tool_call_target' in resolution)) continue;
      expect(resolution.tool_call_target?.capability_id).not.toBe(DENIED_ID);
    }
    expect(report.visible_surface_after.callable_capability_ids).not.toContain(DENIED_ID);
    expect(report.visible_surface_after.descriptors.map((d) => d.capability_id)).not.toContain(DENIED_ID);
  });
});
