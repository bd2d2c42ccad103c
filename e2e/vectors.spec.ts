import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { canonicalJson, isJsonObject, JsonNumber, type JsonValue, parseJson } from '../core/index.ts';
import { runCli } from '../test-support/run-cli.ts';
import { listVectorFiles, specDir } from '../test-support/vectors.ts';
import { PlaygroundPage } from './playground-page.ts';

/**
 * Parity vectors opened the way the held-back check opens scenarios: through the
 * CLI's `link`, in Chromium. The page must show the vector's exact description,
 * byte count and advertised tokens (the scenario evaluated exactly as given).
 */
const PICKED = [
  '036', // mode_raw "OFF"
  '044', // mode_raw "", so the default
  '094', // compact, deferred
  '050', // bridged with pins
  '120', // 300 tools: representatives overflow
  'edges/empty_catalog_descriptions',
  'gaps/boundary_namespace_line_past_a',
  'hazards/float_formatting',
];
// The in-repo reference (spec/, or DISCLOSURE_SPEC_DIR); VECTOR_DIR points at one folder of vectors.
const VECTOR_DIR = process.env.VECTOR_DIR ?? join(specDir(), 'vectors');

/** ALL_VECTORS=1 sweeps every vector in VECTOR_DIR (minutes; for held-back sets), not just the picked ones. */
const VECTORS =
  process.env.ALL_VECTORS && existsSync(VECTOR_DIR)
    ? listVectorFiles(VECTOR_DIR).map((f) => relative(VECTOR_DIR, f).replace(/\.json\.gz$/, ''))
    : PICKED;

/** A vector's file, or a failure naming it: missing data must fail the test, not skip it. */
function vectorPath(id: string): string {
  const path = join(VECTOR_DIR, `${id}.json.gz`);
  if (!existsSync(path)) throw new Error(`missing vector ${path} (spec/, DISCLOSURE_SPEC_DIR or VECTOR_DIR)`);
  return path;
}

function readVector(id: string): { scenarioText: string; expected: Record<string, JsonValue> } {
  const parsed = parseJson(gunzipSync(readFileSync(vectorPath(id))).toString('utf8'));
  if (!parsed.ok || !isJsonObject(parsed.value) || !isJsonObject(parsed.value.expected))
    throw new Error(`bad vector ${id}`);
  // Canonical JSON keeps every number's kind and value, so the scenario reads exactly as the vector's.
  return { scenarioText: canonicalJson(parsed.value.scenario), expected: parsed.value.expected };
}

/** A number as the vector wrote it; the page shows plain numbers. */
function lexeme(value: JsonValue | undefined): string {
  return value instanceof JsonNumber ? value.raw : String(value);
}

/** `disclosure link -`, run in this process through the command's own entry (cli/main.ts). */
function cliLink(scenarioText: string): string {
  const run = runCli(['link', '-'], scenarioText);
  if (run.status !== 0) throw new Error(`disclosure link exited ${run.status}: ${run.stderr}`);
  return run.stdout.trim();
}

for (const id of VECTORS) {
  test(`vector ${id} opened by CLI link shows the exact index and figures`, async ({ page }) => {
    const { scenarioText, expected } = readVector(id);
    const activeSet = expected.active_set;
    if (!isJsonObject(activeSet)) throw new Error('vector without an active set');
    const app = new PlaygroundPage(page);
    await app.open(`/${cliLink(scenarioText)}`);
    await app.expectIndex(String(expected.tool_search_description));
    await expect(app.indexBytes).toHaveText(lexeme(expected.tool_search_description_bytes));
    await expect(app.advertisedTokens).toHaveText(lexeme(activeSet.advertised_tokens));
  });
}
