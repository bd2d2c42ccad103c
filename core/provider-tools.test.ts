import { describe, expect, it } from 'vitest';
import { loadTemplates } from '../cli/templates.ts';
import { listVectorFiles, readVector, specPath, tryLoad } from '../test-support/vectors.ts';
import { evaluateScenario } from './evaluate.ts';
import { canonicalJson } from './json/canonical-json.ts';
import { fromPlain, isJsonObject, type JsonValue } from './json/json-value.ts';
import { buildProviderTools, type ProviderTools } from './provider-tools.ts';
import type { Report } from './report/report.ts';

const templates = loadTemplates();
const vectorsDir = tryLoad(() => specPath('vectors'));

/** The model view the plain way: every definition's text keyed by (id, name), the first written kept. */
function plainProviderTools(report: Report, scenario: JsonValue): ProviderTools {
  const texts = new Map<string, { description: JsonValue; parameters: JsonValue }>();
  const list = isJsonObject(scenario) && Array.isArray(scenario.definitions) ? scenario.definitions : [];
  for (const d of list) {
    if (!isJsonObject(d) || typeof d.name !== 'string' || typeof d.capability_id !== 'string') continue;
    const key = `${d.capability_id}\u0000${d.name}`;
    if (!texts.has(key))
      texts.set(key, { description: d.description ?? '', parameters: d.parameters ?? null });
  }
  const tool = (entry: { name: string; capability_id: string; est_schema_tokens: number }) => {
    const found = texts.get(`${entry.capability_id}\u0000${entry.name}`);
    return {
      name: entry.name,
      capability_id: entry.capability_id,
      bridge: false,
      tokens: entry.est_schema_tokens,
      json: canonicalJson({
        description: found?.description ?? '',
        name: entry.name,
        parameters: found?.parameters ?? null,
      }),
    };
  };
  const layerOff = !report.mode.decorator_enabled;
  const bridges = new Map(report.bridge_definitions.map((b) => [b.name, b]));
  const tools = layerOff
    ? report.catalog.filter((e) => e.permitted).map(tool)
    : report.active_set.definitions.map((d) => {
        const bridge = d.bridge ? bridges.get(d.name) : undefined;
        if (!bridge) return tool(d);
        const json = canonicalJson({
          description: bridge.advertised_description,
          name: d.name,
          parameters: bridge.parameters,
        });
        return {
          name: d.name,
          capability_id: d.capability_id,
          bridge: true,
          tokens: d.est_schema_tokens,
          json,
        };
      });
  return { layer_off: layerOff, tools, tokens: tools.reduce((sum, t) => sum + t.tokens, 0) };
}

function reportOf(scenario: JsonValue): Report | null {
  const result = evaluateScenario(scenario, templates);
  return result.ok ? result.report : null;
}

describe(buildProviderTools, () => {
  it('sends what the plain lookup of every definition would, for every parity vector', () => {
    if (!vectorsDir.ok) expect.fail(vectorsDir.reason);
    let checked = 0;
    for (const path of listVectorFiles(vectorsDir.value)) {
      const { scenario } = readVector(path);
      const report = reportOf(scenario);
      if (!report) continue;
      expect(buildProviderTools(report, scenario), path).toEqual(plainProviderTools(report, scenario));
      checked++;
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('takes the first written text of an advertised (id, name), not another id of the same name', () => {
    const def = (id: string, name: string, description: string) => ({
      capability_id: id,
      name,
      description,
      parameters: { type: 'object', properties: {} },
    });
    const scenario = fromPlain({
      mode: 'namespaces',
      definitions: [
        def('svc.open', 'svc__open', 'first'),
        def('svc.open', 'svc__open', 'second'),
        def('other.open', 'svc__open', 'another id'),
        ...Array.from({ length: 6 }, (_, i) => def(`bulk.t${i}`, `bulk__t${i}`, `tool ${i}`)),
      ],
    });
    const report = reportOf(scenario)!;
    const view = buildProviderTools(report, scenario);
    expect(view).toEqual(plainProviderTools(report, scenario));
    const open = view.tools
      .filter((t) => t.name === 'svc__open')
      .map((t) => [t.capability_id, JSON.parse(t.json).description]);
    expect(open).toContainEqual(['svc.open', 'first']);
    expect(open).toContainEqual(['other.open', 'another id']);
  });
});
