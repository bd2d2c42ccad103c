import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { canonicalJson, isJsonObject, type JsonObject, type JsonValue, parseJson } from '../core/index.ts';
import { specPath } from '../test-support/vectors.ts';

/**
 * Writes the relevance lab's presets from the reference spec (spec/, or DISCLOSURE_SPEC_DIR):
 * upstream's judged corpus as is, and the 100/500/1,000-tool padded catalogs
 * (vectors/fixtures/scale_*) joined with the same 72 intents, so the lab ranks
 * exactly what upstream's scale baseline ranked. Run with `npx tsx` after the
 * spec changes; the output is formatted by Biome so `biome check` stays clean.
 */

const OUT = resolve(import.meta.dirname, '../data/relevance');

function readJson(path: string): JsonValue {
  const bytes = readFileSync(path);
  const parsed = parseJson((path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8'));
  if (!parsed.ok) throw new Error(`${path}: ${parsed.error}`);
  return parsed.value;
}

const corpusPath = specPath('relevance/tool_search_relevance.json');
const corpus = readJson(corpusPath) as JsonObject;
const kinds = new Map<string, JsonValue>();
for (const tool of corpus.tools as JsonObject[]) kinds.set(tool.name as string, tool.kind!);

const written = [resolve(OUT, 'upstream-corpus.json')];
// Byte for byte (the spec files are read-only; a copy must not inherit that).
writeFileSync(written[0]!, readFileSync(corpusPath));

for (const count of [100, 500, 1000]) {
  const fixture = readJson(specPath(`vectors/fixtures/scale_${count}.json.gz`)) as JsonObject;
  const scenario = fixture.scenario;
  if (!isJsonObject(scenario) || !Array.isArray(scenario.definitions))
    throw new Error(`scale_${count}: no definitions`);
  // A judged corpus names each tool's kind; the padding tools are upstream's synthetic ones.
  const tools = scenario.definitions.map((d) => ({
    kind: kinds.get((d as JsonObject).name as string) ?? 'synthetic',
    ...(d as JsonObject),
  }));
  const path = resolve(OUT, `scale-${count}-corpus.json`);
  writeFileSync(path, `${canonicalJson({ tools, intents: corpus.intents! })}\n`);
  written.push(path);
}

execFileSync('npx', ['biome', 'format', '--write', ...written], { stdio: 'inherit' });
