import { describe, expect, it } from 'vitest';
import { loadTemplates } from '../cli/templates.ts';
import { evaluateScenario } from './evaluate.ts';
import { fromPlain } from './json/json-value.ts';
import type { Report, ResolutionReport } from './report/report.ts';
import {
  DESCRIBE_BRIDGE,
  DESCRIBE_REQUIRES_NAME,
  DESCRIBE_UNKNOWN,
  describeTool,
  resolveName,
} from './turn-lookups.ts';

const templates = loadTemplates();

const DEFINITIONS = [
  { capability_id: 'svc.do', name: 'svc__do', description: 'Does it.', parameters: { required: ['x'] } },
  { capability_id: 'svc.hidden', name: 'svc__hidden', description: 'Hidden.', parameters: {} },
  { capability_id: 'fixture.read_file', name: 'read_file', description: 'Reads.', parameters: {} },
  { capability_id: 'docs.export_comments', name: 'exporter', description: 'Exports.', parameters: {} },
];

/** Deferred (max_tools 1) with svc.hidden denied but on the surface (surface_ids unset). */
function evaluate(resolve: unknown[], extra: Record<string, unknown> = {}): Report {
  const result = evaluateScenario(
    fromPlain({
      definitions: DEFINITIONS,
      policy: { kind: 'all_except', ids: ['svc.hidden'] },
      caps: { max_tools: 1 },
      resolve,
      ...extra,
    }),
    templates,
  );
  if (!result.ok) throw new Error(result.error);
  return result.report;
}

function resolutionOf(input: unknown): Extract<ResolutionReport, { search_result: unknown }> {
  return evaluate([input]).resolutions[0] as Extract<ResolutionReport, { search_result: unknown }>;
}

describe(describeTool, () => {
  it.each([
    [5, DESCRIBE_REQUIRES_NAME],
    [null, DESCRIBE_REQUIRES_NAME],
    [['svc__do'], DESCRIBE_REQUIRES_NAME],
    ['tool_search', DESCRIBE_BRIDGE],
    ['tool_describe', DESCRIBE_BRIDGE],
    ['tool_call', DESCRIBE_BRIDGE],
    // Only the three exact bridge names get the bridge error.
    ['ironclaw.tool_describe', DESCRIBE_UNKNOWN],
    ['nope', DESCRIBE_UNKNOWN],
    // Denied gives the very same text as unknown.
    ['svc__hidden', DESCRIBE_UNKNOWN],
    ['svc.hidden', DESCRIBE_UNKNOWN],
    // No forgiving rules for describe.
    ['builtin__export_comments', DESCRIBE_UNKNOWN],
    ['builtin.read_file', DESCRIBE_UNKNOWN],
  ])('describe(%j) fails with %j', (input, error) => {
    expect(evaluate([input]).resolutions[0]!.describe).toEqual({ ok: false, error });
  });

  it('uses the texts of DISCLOSURE.md §11', () => {
    expect([DESCRIBE_REQUIRES_NAME, DESCRIBE_BRIDGE, DESCRIBE_UNKNOWN]).toEqual([
      'tool_describe requires name',
      'tool_describe target must not be a bridge',
      'tool_describe target is unknown',
    ]);
  });

  it('describes by exact name or encoded id with {capability_id, description, name, parameters, required}', () => {
    const expected = {
      ok: true,
      output: {
        capability_id: 'svc.do',
        description: 'Does it.',
        name: 'svc__do',
        parameters: fromPlain({ required: ['x'] }),
        required: ['x'],
      },
    };
    expect(evaluate(['svc__do']).resolutions[0]!.describe).toEqual(expected);
    expect(evaluate(['svc.do']).resolutions[0]!.describe).toEqual(expected);
  });

  it('discloses the raw input: a dotted id is recorded as given, so the real tool stays undisclosed', () => {
    const report = evaluate(['svc.do']);
    expect(report.disclosed_names_after).toEqual(['svc.do']);
    expect(report.visible_surface_after.descriptors.map((d) => d.safe_name)).toEqual([
      'read_file',
      'tool_call',
      'tool_describe',
      'tool_search',
    ]);
    const byName = evaluate(['svc__do']);
    expect(byName.disclosed_names_after).toEqual(['svc__do']);
    expect(byName.visible_surface_after.descriptors.map((d) => d.safe_name)).toContain('svc__do');
  });

  it('discloses nothing when it fails', () => {
    expect(evaluate(['svc__hidden', 'nope', 'tool_search', 7]).disclosed_names_after).toEqual([]);
  });
});

describe(resolveName, () => {
  it('reports only the describe error for an input that is not a string', () => {
    expect(evaluate([5]).resolutions[0]).toEqual({
      input: fromPlain(5),
      describe: { ok: false, error: DESCRIBE_REQUIRES_NAME },
    });
  });

  it('finds a denied tool on the surface for the catalog but never as a tool_call target', () => {
    const r = resolutionOf('svc__hidden');
    expect(r.catalog_target).toEqual({ capability_id: 'svc.hidden', name: 'svc__hidden' });
    expect(r.tool_call_target).toBeNull();
    // Search results and direct calls rely on the surface alone.
    expect(r.search_result).toMatchObject({ name: 'svc__hidden' });
    expect(r.direct_call).toEqual({
      kind: 'deferred',
      target: { capability_id: 'svc.hidden', name: 'svc__hidden' },
    });
  });

  it('resolves forgivingly for tool_call but not for search results or describe', () => {
    const r = resolutionOf('builtin__export_comments');
    expect(r.matches_provider_name).toEqual(['exporter']);
    expect(r.catalog_target).toEqual({ capability_id: 'docs.export_comments', name: 'exporter' });
    expect(r.tool_call_target).toEqual(r.catalog_target);
    expect(r.search_result).toBeNull();
    expect(r.capability_info_target).toBeNull();
  });

  it('finds capability info by exact name or exact capability id only', () => {
    expect(resolutionOf('svc.do').capability_info_target).toEqual({
      capability_id: 'svc.do',
      name: 'svc__do',
    });
    expect(resolutionOf('svc__do').capability_info_target).toEqual({
      capability_id: 'svc.do',
      name: 'svc__do',
    });
    expect(resolutionOf('do').capability_info_target).toBeNull();
  });

  it.each([
    [
      'svc.do',
      {
        kind: 'invalid_provider_tool_name',
        error: "invalid provider_tool_name id 'svc.do': only ASCII letters, digits, '_', and '-' are allowed",
      },
    ],
    [
      '',
      { kind: 'invalid_provider_tool_name', error: "invalid provider_tool_name id '': must not be empty" },
    ],
    ['tool_call', { kind: 'bridge' }],
    ['tool_search', { kind: 'bridge' }],
    ['read_file', { kind: 'active' }],
    ['svc__do', { kind: 'deferred', target: { capability_id: 'svc.do', name: 'svc__do' } }],
    [
      'builtin__read_file',
      { kind: 'deferred', target: { capability_id: 'fixture.read_file', name: 'read_file' } },
    ],
    ['nope', { kind: 'not_in_catalog' }],
  ])('direct call of %j is %j', (input, directCall) => {
    expect(resolutionOf(input).direct_call).toEqual(directCall);
  });

  it('lists every forgiving match in catalog order', () => {
    const report = evaluate(['builtin__time'], {
      definitions: [
        { capability_id: 'b.time', name: 'zz_time', description: '', parameters: {} },
        { capability_id: 'a.time', name: 'aa_time', description: '', parameters: {} },
        { capability_id: 'c.timer', name: 'time', description: '', parameters: {} },
      ],
    });
    const r = report.resolutions[0] as Extract<ResolutionReport, { search_result: unknown }>;
    expect(r.matches_provider_name).toEqual(['aa_time', 'time', 'zz_time']);
    expect(r.catalog_target?.name).toBe('aa_time');
  });
});
