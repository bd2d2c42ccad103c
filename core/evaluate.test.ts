import { describe, expect, it } from 'vitest';
import { loadTemplates } from '../cli/templates.ts';
import { evaluateScenario, evaluateValue } from './evaluate.ts';
import { fromPlain, type JsonObject } from './json/json-value.ts';
import type { Report } from './report/report.ts';

const templates = loadTemplates();

function evaluate(scenario: Record<string, unknown>): Report {
  const result = evaluateScenario(fromPlain(scenario), templates);
  if (!result.ok) throw new Error(result.error);
  return result.report;
}

const tool = (capability_id: string, name: string, parameters: unknown = {}, description = '') => ({
  capability_id,
  name,
  description,
  parameters,
});

const BIG_SCHEMA = { description: 'x'.repeat(9000) };
const DEFINITIONS = [
  tool('a.alpha', 'a__alpha', { type: 'object', properties: { q: { type: 'string' } } }),
  tool('b.beta', 'b__beta', BIG_SCHEMA, 'beta and alpha'),
  tool('fixture.read_file', 'read_file'),
  tool('ironclaw.tool_search', 'shadow'),
];

describe(evaluateScenario, () => {
  it('names the definition behind every catalog row, duplicates and skipped definitions included', () => {
    const report = evaluate({
      definitions: [tool('z.dup', 'dup'), { name: 'broken' }, tool('a.dup', 'dup'), tool('m.one', 'alone')],
    });
    expect(report.catalog.map((e) => e.capability_id)).toEqual(['m.one', 'z.dup', 'a.dup']);
    expect(report.explain.tiers.map((t) => [t.definition_index, t.capability_id])).toEqual([
      [3, 'm.one'],
      [0, 'z.dup'],
      [2, 'a.dup'],
    ]);
  });

  it('runs the queries, then the resolutions, and reads the turn state after both', () => {
    const report = evaluate({
      definitions: DEFINITIONS,
      caps: { max_tools: 2 },
      queries: [{ query: 'beta' }, { query: 'alpha' }],
      resolve: ['b.beta'],
    });
    expect(report.active_set.deferred).toBe(true);
    // a__alpha came back with its schema; b__beta's schema is over 8 KiB; the describe discloses 'b.beta' as given.
    expect(report.disclosed_names_after).toEqual(['a__alpha', 'b.beta']);
    // The second query overwrote b__beta's rank.
    expect(report.searches.map((s) => s.ok && s.index.names)).toEqual([['b__beta'], ['a__alpha', 'b__beta']]);
    expect(report.search_ranks_after).toEqual({ b__beta: 2, a__alpha: 1 });
    expect(report.visible_surface_after).toEqual({
      callable_capability_ids: [
        'a.alpha',
        'b.beta',
        'fixture.read_file',
        'ironclaw.tool_call',
        'ironclaw.tool_describe',
        'ironclaw.tool_search',
      ],
      descriptors: [
        { capability_id: 'a.alpha', safe_name: 'a__alpha' },
        { capability_id: 'fixture.read_file', safe_name: 'read_file' },
        { capability_id: 'ironclaw.tool_call', safe_name: 'tool_call' },
        { capability_id: 'ironclaw.tool_describe', safe_name: 'tool_describe' },
        { capability_id: 'ironclaw.tool_search', safe_name: 'tool_search' },
      ],
    });
    expect(report.excluded_bridge_definitions).toEqual([
      { capability_id: 'ironclaw.tool_search', name: 'shadow' },
    ]);
  });

  it('lists no bridges on the visible surface when nothing is deferred', () => {
    const report = evaluate({ definitions: DEFINITIONS });
    expect(report.active_set.deferred).toBe(false);
    expect(report.visible_surface_after.descriptors.map((d) => d.safe_name)).toEqual([
      'a__alpha',
      'b__beta',
      'read_file',
    ]);
  });

  it('discloses nothing through search in compact mode', () => {
    const report = evaluate({ mode: 'compact', definitions: DEFINITIONS, queries: [{ query: 'alpha' }] });
    expect(report.disclosed_names_after).toEqual([]);
    const results = (report.searches[0]!.ok &&
      (report.searches[0]!.output as JsonObject).results) as JsonObject[];
    expect(results.map((r) => Object.keys(r).sort())).toEqual([
      ['capability_id', 'description', 'name', 'required'],
      ['capability_id', 'description', 'name', 'required'],
    ]);
  });

  it('still computes everything in off mode, marking the layer disabled', () => {
    const report = evaluate({ mode: 'off', definitions: DEFINITIONS, caps: { max_tools: 2 } });
    expect(report.mode).toMatchObject({ resolved: 'off', decorator_enabled: false });
    expect(report.active_set.deferred).toBe(true);
    expect(
      report.tool_search_description.startsWith(
        'Search 2 additional tools loaded on demand. Use tool_describe',
      ),
    ).toBe(true);
  });

  it('warns once per repeated name or id on the authorized surface, in definition order', () => {
    const report = evaluate({
      definitions: [tool('a.x', 'dup'), tool('b.x', 'dup'), tool('a.x', 'other'), tool('c.x', 'solo')],
    });
    expect(report.warnings).toEqual([
      'duplicate provider name "dup" on the authorized surface',
      'duplicate capability id "a.x" on the authorized surface',
    ]);
  });

  it('keeps pins exactly as given in bridged mode; a pinned but denied tool is core and not permitted', () => {
    const report = evaluate({
      mode: 'bridged',
      definitions: [tool('svc.pinned', 'pinned'), tool('svc.free', 'free')],
      pins: ['svc.pinned', 'ghost.pin', 'svc.pinned'],
      policy: { kind: 'all_except', ids: ['svc.pinned'] },
      promoted: ['free', 'ghost', 'free'],
    });
    expect(report.effective_pins).toEqual(['svc.pinned', 'ghost.pin', 'svc.pinned']);
    expect(report.catalog.map((e) => [e.name, e.tier, e.permitted])).toEqual([
      ['free', 'discoverable', true],
      ['pinned', 'core', false],
    ]);
    expect(report.promoted_effective).toEqual(['free', 'ghost']);
    expect(report.effective_metrics.count).toBe(1);
  });

  it('authorizes only the surface ids and builds catalog, index and search from them', () => {
    const report = evaluate({
      definitions: DEFINITIONS,
      surface_ids: ['a.alpha'],
      queries: [{ query: 'alpha' }],
    });
    expect(report.authorized_definition_count).toBe(1);
    expect(report.catalog.map((e) => e.name)).toEqual(['a__alpha']);
    expect(report.searches[0]!.ok && report.searches[0]!.index.names).toEqual(['a__alpha']);
  });
});

describe('the scenario and the turn beside the report', () => {
  it('are the ones that report was made from', () => {
    const scenario = fromPlain({
      definitions: DEFINITIONS,
      mode: 'bridged',
      queries: [{ query: 'alpha' }],
    });
    const kept = evaluateScenario(scenario, templates);
    if (!kept.ok) throw new Error(kept.error);
    expect(kept.report).toEqual(
      evaluate({ definitions: DEFINITIONS, mode: 'bridged', queries: [{ query: 'alpha' }] }),
    );
    expect(kept.turn.catalog.map((e) => e.definition.name)).toEqual(kept.report.catalog.map((e) => e.name));
    expect(kept.scenario.definitions).toHaveLength(DEFINITIONS.length);
    // The edit session's way in gives the same answer, and the same refusal.
    const outcome = (e: ReturnType<typeof evaluateScenario>) => (e.ok ? e.report : e.error);
    for (const value of [scenario, fromPlain({ definitions: 'none' }), fromPlain([1])]) {
      expect(outcome(evaluateValue(value, templates).evaluation)).toEqual(
        outcome(evaluateScenario(value, templates)),
      );
    }
  });
});
