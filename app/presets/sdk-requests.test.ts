import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  createEditSession,
  EXPORT_TARGETS,
  exportRequest,
  fromPlain,
  isJsonObject,
  type JsonValue,
  parseJson,
  planTiers,
  prepareReview,
} from '../../core/index.ts';
import {
  admissionVectorsDir,
  listAdmissionVectors,
  readAdmissionVector,
} from '../../test-support/admission-vectors.ts';
import { templates } from '../../test-support/review-scenarios.ts';
import { runCli } from '../../test-support/run-cli.ts';
import { type SdkRequest, typecheckRequests } from '../../test-support/sdk-typecheck.ts';
import { REPO_ROOT, specPath } from '../../test-support/vectors.ts';
import { loadPresetText, PRESETS } from './presets.ts';

/**
 * What `disclosure export` writes for the repository's real catalogs compiles
 * against the vendors' own request types (`@anthropic-ai/sdk` and `openai`,
 * pinned in package.json): the MCP servers' tools/list results (the presets' and
 * the captured ones in data/real-catalogs), every built-in preset, upstream's
 * relevance corpus and each catalog the admission vectors admit, plus one catalog
 * of the schema shapes an SDK is strict about.
 */

const SERVERS = join(REPO_ROOT, 'app/presets/servers');
/** Real servers' tools/list pages, captured from the servers themselves. */
const CAPTURED = join(REPO_ROOT, 'data/real-catalogs');

/** A scenario's request for every target; a scenario that does not evaluate, or has no tool, has none. */
function requestsOf(label: string, scenario: { text: string } | { value: JsonValue }): SdkRequest[] {
  const text = 'text' in scenario ? scenario.text : canonicalJson(scenario.value);
  const prepared = prepareReview(createEditSession(templates).load(text), templates);
  if (!prepared.ok) return [];
  const plan = planTiers(prepared.subject.report, prepared.subject.value);
  if (plan.tools.length === 0) return [];
  return EXPORT_TARGETS.map((target) => ({ label, target, body: exportRequest(plan, target).body }));
}

function importedScenario(label: string, args: string[], input?: string): SdkRequest[] {
  const run = runCli(['import', ...args], input);
  return run.stdout === '' ? [] : requestsOf(label, { text: run.stdout });
}

/** Schemas the SDK types are strict about, as MCP servers and upstream's vectors write them. */
const SHAPES = [
  { type: 'object', properties: { a: { type: 'string' } }, required: ['a', 1] },
  { anyOf: [{ type: 'object' }, { type: 'null' }] },
  { type: ['object', 'null'], properties: {} },
  { type: 'array', items: { type: 'string' } },
  null,
  true,
  'object',
  { type: 'object', properties: { '01': { type: 'string' } }, required: ['01'], additionalProperties: false },
  { type: 'object', properties: null, required: null },
];

async function realCatalogs(): Promise<SdkRequest[]> {
  const out: SdkRequest[] = [];
  for (const file of readdirSync(SERVERS)
    .filter((f) => f.endsWith('.json'))
    .sort())
    out.push(...importedScenario(file, [join(SERVERS, file), '--id', file.replace(/\.json$/, '')]));
  for (const file of readdirSync(CAPTURED)
    .filter((f) => f.endsWith('.json'))
    .sort())
    out.push(
      ...importedScenario(`captured ${file}`, [join(CAPTURED, file), '--id', file.replace(/\.json$/, '')]),
    );
  for (const preset of PRESETS)
    out.push(...requestsOf(`preset ${preset.id}`, { text: await loadPresetText(preset.id) }));
  const corpus = parseJson(readFileSync(specPath('relevance/tool_search_relevance.json'), 'utf8'));
  if (corpus.ok && isJsonObject(corpus.value))
    out.push(...requestsOf('relevance corpus', { value: { definitions: corpus.value.tools ?? [] } }));
  for (const path of listAdmissionVectors(admissionVectorsDir())) {
    const { input } = readAdmissionVector(path);
    if (!isJsonObject(input)) continue;
    const name = path.slice(path.lastIndexOf('/') + 1);
    out.push(...importedScenario(`admission ${name}`, ['-', '--id', 'server'], JSON.stringify(input)));
  }
  const shapes = SHAPES.map((parameters, i) => ({
    capability_id: `shapes.s${i}`,
    name: `s${i}`,
    description: 'A schema shape.',
    parameters,
  }));
  out.push(...requestsOf('schema shapes', { value: fromPlain({ definitions: shapes }) }));
  out.push(
    ...requestsOf('schema shapes, deferred', {
      value: fromPlain({ definitions: shapes, caps: { max_tools: 3 } }),
    }),
  );
  return out;
}

describe('exported requests against the vendors’ SDK types', () => {
  it('type-check with no error for every real catalog in the repository', async () => {
    const requests = await realCatalogs();
    // Both servers, every preset, the corpus and the admitted vector catalogs: a source gone missing cannot pass.
    expect(requests.length).toBeGreaterThan(150);
    expect(requests.some((r) => r.label === 'github.json')).toBe(true);
    expect(requests.filter((r) => r.label.startsWith('captured ')).length).toBeGreaterThan(20);
    const check = typecheckRequests(requests);
    expect(check.tools).toBeGreaterThan(500);
    expect(check.errors).toEqual([]);
  }, 180_000);

  it('the check itself fails on a request the SDKs reject', () => {
    const body = (text: string) => {
      const parsed = parseJson(text);
      if (!parsed.ok || !isJsonObject(parsed.value)) throw new Error(text);
      return parsed.value;
    };
    const check = typecheckRequests([
      // Responses requires strict on a function; an input_schema must be an object schema.
      {
        label: 'no strict',
        target: 'openai-responses',
        body: body('{"model":"m","input":"x","tools":[{"type":"function","name":"f","parameters":{}}]}'),
      },
      {
        label: 'anyOf root',
        target: 'anthropic',
        body: body(
          '{"model":"m","max_tokens":1,"messages":[],"tools":[{"name":"f","input_schema":{"anyOf":[]}}]}',
        ),
      },
    ]);
    expect(check.errors.join('\n')).toContain('no strict (openai-responses), tool f');
    expect(check.errors.join('\n')).toContain('anyOf root (anthropic), tool f');
  }, 60_000);
});
