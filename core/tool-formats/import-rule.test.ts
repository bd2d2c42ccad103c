import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AdmissionReport } from '../admission/index.ts';
import { admitHostedCatalog } from '../admission/index.ts';
import { canonicalJson } from '../json/canonical-json.ts';
import { fromPlain, type JsonObject } from '../json/json-value.ts';
import { IMPORT_KEEPS, importServers, REPLACED_CATALOG_KEY, type ServerToImport } from './import-rule.ts';

function server(id: string, names: string[]): ServerToImport {
  const tools = names.map((name) => ({ name, description: 'Does things', inputSchema: { type: 'object' } }));
  const outcome = admitHostedCatalog(fromPlain({ registration_id: id, pages: [{ tools }] }));
  if (!outcome.ok) throw new Error(outcome.error);
  return { id, format: 'mcp-tools-array', report: outcome.report as AdmissionReport };
}

const preset = fromPlain({
  name: 'GitHub preset',
  notes: 'Nine GitHub tools',
  mode: 'bridged',
  caps: { max_tools: 10, max_tokens: 500 },
  policy: { kind: 'allow_only', ids: ['mcp-github.get_me'] },
  surface_ids: ['mcp-github.get_me'],
  pins: ['mcp-github.get_me'],
  promoted: ['mcp-github__get_me'],
  queries: [{ query: 'get_me' }],
  resolve: ['mcp-github__get_me'],
  debug: true,
  definitions: [
    { capability_id: 'mcp-github.get_me', name: 'mcp-github__get_me', description: 'x', parameters: {} },
  ],
});

describe(importServers, () => {
  it('replaces into a new scenario: the kept words and questions, the caps and mode at their defaults', () => {
    const result = importServers(preset, [server('acme', ['search'])], 'replace');
    if (!result.ok) expect.fail(result.error);
    const out = JSON.parse(canonicalJson(result.scenario));
    expect(Object.keys(result.scenario)).toEqual([
      ...IMPORT_KEEPS,
      REPLACED_CATALOG_KEY,
      'definitions',
      'servers',
    ]);
    expect(out[REPLACED_CATALOG_KEY]).toEqual({ name: 'GitHub preset', notes: 'Nine GitHub tools' });
    for (const gone of ['mode', 'caps', 'policy', 'surface_ids', 'pins', 'promoted', 'debug'])
      expect(out).not.toHaveProperty(gone);
    expect(out.definitions.map((d: { capability_id: string }) => d.capability_id)).toEqual([
      'mcp-acme.search',
    ]);
  });

  it('drops the words and questions of a built-in example the document was opened as, keeping changed ones', () => {
    const edited = fromPlain({
      ...JSON.parse(canonicalJson(preset)),
      queries: [{ query: 'my own question' }],
    });
    const result = importServers(edited, [server('acme', ['search'])], 'replace', [], { opened: preset });
    if (!result.ok) expect.fail(result.error);
    // The example's name, notes and resolve went with its catalog; the query the person wrote stayed.
    expect(Object.keys(result.scenario)).toEqual(['queries', 'definitions', 'servers']);
    expect(JSON.parse(canonicalJson(result.scenario)).queries).toEqual([{ query: 'my own question' }]);
    // Without the opened example, everything of IMPORT_KEEPS is the person's and stays.
    const kept = importServers(edited, [server('acme', ['search'])], 'replace');
    expect(kept.ok && Object.keys(kept.scenario)).toEqual([
      ...IMPORT_KEEPS,
      REPLACED_CATALOG_KEY,
      'definitions',
      'servers',
    ]);
  });

  it('adds into the scenario as it is, settings and all', () => {
    const result = importServers(preset, [server('acme', ['search'])], 'add');
    if (!result.ok) expect.fail(result.error);
    expect(result.scenario.caps).toBe((preset as JsonObject).caps);
    expect((result.scenario.definitions as unknown[]).length).toBe(2);
  });

  it('records a refused server beside the admitted ones and says which is which', () => {
    const result = importServers(
      null,
      [server('camel', ['getIssue']), server('acme', ['search'])],
      'replace',
    );
    if (!result.ok) expect.fail(result.error);
    expect(result.added).toEqual(['acme']);
    expect(result.refused).toEqual(['camel']);
    const servers = JSON.parse(canonicalJson(result.scenario)).servers;
    expect(
      servers.map((s: { id: string; summary: { outcome: string } }) => [s.id, s.summary.outcome]),
    ).toEqual([
      ['camel', 'tools_list:invalid_tool_name'],
      ['acme', 'admitted'],
    ]);
  });

  it('refuses to add into something that is not a scenario object', () => {
    expect(importServers(fromPlain([1]), [server('acme', ['a'])], 'add')).toMatchObject({ ok: false });
    expect(importServers(null, [server('acme', ['a'])], 'replace')).toMatchObject({ ok: true });
  });

  it('gives the same catalog, caps and mode whatever scenario a replace starts from (property)', () => {
    const fresh = importServers(null, [server('acme', ['search', 'fetch'])], 'replace');
    if (!fresh.ok) expect.fail(fresh.error);
    const anyScenario = fc.dictionary(
      fc.constantFrom(
        'name',
        'notes',
        'mode',
        'caps',
        'pins',
        'promoted',
        'queries',
        'resolve',
        'debug',
        'servers',
        'definitions',
        'x',
      ),
      fc.jsonValue({ maxDepth: 2 }),
    );
    fc.assert(
      fc.property(anyScenario, (scenario) => {
        const result = importServers(fromPlain(scenario), [server('acme', ['search', 'fetch'])], 'replace');
        if (!result.ok) return false;
        const out = result.scenario;
        // Only the kept keys (and the record of the kept words) may differ from the CLI's new scenario.
        for (const key of Object.keys(out)) {
          if (!(IMPORT_KEEPS as readonly string[]).includes(key) && key !== REPLACED_CATALOG_KEY)
            expect(canonicalJson(out[key]!)).toBe(canonicalJson(fresh.scenario[key]!));
        }
        for (const key of Object.keys(fresh.scenario)) expect(out).toHaveProperty(key);
        return true;
      }),
      { numRuns: 200 },
    );
  });
});
