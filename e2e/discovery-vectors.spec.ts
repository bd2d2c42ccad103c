import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import {
  canonicalJson,
  encodeShareLink,
  isJsonObject,
  JsonNumber,
  type JsonObject,
  parseJson,
} from '../core/index.ts';
import { listVectorFiles, specDir } from '../test-support/vectors.ts';
import { PlaygroundPage } from './playground-page.ts';

/**
 * Parity vectors opened by link, their queries typed into `Search query` and
 * `Limit` as the held-back check does: the listed names must be upstream's
 * results, in order, or the page must show upstream's error.
 */
const PICKED = [
  'hazards/limit_float', // 3.0 and 10.0 as limits
  'edges/limit_and_query_argument_shapes',
  'edges/final_sigma_and_trim_differences',
  'edges/tokenizer_unicode_classes',
  'edges/bridge_id_definition_consumes_search_slot',
  '134', // limits past 2^53 and u64
  '136', // 2,000 tools
  '156', // a query with a line break
];
// The in-repo reference (spec/, or DISCLOSURE_SPEC_DIR); VECTOR_DIR points at one folder of vectors.
const VECTOR_DIR = process.env.VECTOR_DIR ?? join(specDir(), 'vectors');

/** ALL_VECTORS=1 sweeps every vector in VECTOR_DIR (minutes; for held-back sets), not just the picked ones. */
const VECTORS =
  process.env.ALL_VECTORS && existsSync(VECTOR_DIR)
    ? listVectorFiles(VECTOR_DIR).map((f) => relative(VECTOR_DIR, f).replace(/\.json\.gz$/, ''))
    : PICKED;

interface TypedQuery {
  query: string;
  limit: string;
  expected: { names: string[] } | { error: string };
}

/** A vector's file, or a failure naming it: missing data must fail the test, not skip it. */
function vectorPath(id: string): string {
  const path = join(VECTOR_DIR, `${id}.json.gz`);
  if (!existsSync(path)) throw new Error(`missing vector ${path} (spec/, DISCLOSURE_SPEC_DIR or VECTOR_DIR)`);
  return path;
}

/** The queries a person can type: a string query, a numeric or absent limit. */
function readVector(id: string): { scenarioText: string; queries: TypedQuery[] } {
  const parsed = parseJson(gunzipSync(readFileSync(vectorPath(id))).toString('utf8'));
  if (!parsed.ok || !isJsonObject(parsed.value)) throw new Error(`bad vector ${id}`);
  const scenario = parsed.value.scenario as JsonObject;
  const searches = (parsed.value.expected as JsonObject).searches as JsonObject[];
  const queries: TypedQuery[] = [];
  ((scenario.queries ?? []) as JsonObject[]).forEach((q, i) => {
    const limit = q.limit;
    if (typeof q.query !== 'string' || !(limit === undefined || limit instanceof JsonNumber)) return;
    const search = searches[i]!;
    const results = ((search.output as JsonObject | undefined)?.results ?? []) as JsonObject[];
    queries.push({
      query: q.query,
      limit: limit?.raw ?? '',
      expected:
        search.ok === true
          ? { names: results.map((r) => r.name as string) }
          : { error: search.error as string },
    });
  });
  return { scenarioText: canonicalJson(scenario), queries };
}

for (const id of VECTORS) {
  test(`vector ${id}: typed queries list upstream's results`, async ({ page }) => {
    const { scenarioText, queries } = readVector(id);
    // A picked vector must have queries to type; in a sweep, one without any has nothing to check.
    if (!PICKED.includes(id)) test.skip(queries.length === 0, 'no typeable query');
    expect(queries.length).toBeGreaterThan(0);
    // Thousands of tools: each evaluation takes seconds on two shared cores, so the test gets three times the time.
    test.slow(scenarioText.length > 1_000_000, 'a catalog of thousands of tools');
    await new PlaygroundPage(page).open(`/${encodeShareLink(scenarioText)}`);
    // Found by label once, then held by id: role and label queries walk the whole page on every poll,
    // which a 2,000-tool page makes seconds per query.
    const byId = async (label: string) =>
      page.locator(`[id="${(await page.getByLabel(label, { exact: true }).getAttribute('id')) ?? ''}"]`);
    const query = await byId('Search query');
    const limit = await byId('Limit');
    const names = page.getByTestId('search-result-name');
    const modelError = page.locator('section[aria-label="tool_search result"]');
    for (const q of queries) {
      // A blank query between two queries: the error it gets proves the next list is not the previous one.
      await query.fill(' ');
      await expect(modelError).toContainText('tool_search requires query');
      await limit.fill(q.limit);
      await query.fill(q.query);
      if ('error' in q.expected) {
        await expect(modelError).toContainText(q.expected.error);
        await expect(names).toHaveCount(0);
      } else {
        await expect(names, `${id}: ${JSON.stringify(q.query)} limit ${q.limit}`).toHaveText(
          q.expected.names,
        );
      }
    }
  });
}
