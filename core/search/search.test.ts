import { relative } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listVectorFiles, readVector, specPath, tryLoad } from '../../test-support/vectors.ts';
import { fromPlain, isJsonObject, JsonNumber, type JsonObject, type JsonValue } from '../json/json-value.ts';
import type { ToolDefinition } from '../report/report.ts';
import { readScenario } from '../scenario.ts';
import { trimWhiteSpace } from '../text/text.ts';
import { buildSearchIndex } from './bm25f-index.ts';
import { rankDocument, searchIndex } from './search.ts';

const vectorsDir = tryLoad(() => specPath('vectors'));

function asNumber(value: JsonValue | undefined): number {
  if (!(value instanceof JsonNumber)) throw new Error(`expected a number, got ${JSON.stringify(value)}`);
  return Number(value.raw);
}

function expectRelativelyClose(actual: number, expected: number, label: string): void {
  const scale = Math.max(Math.abs(expected), Number.MIN_VALUE);
  if (Math.abs(actual - expected) / scale > 1e-9) {
    expect.fail(`${label}: score ${actual} differs from ${expected}`);
  }
}

describe(searchIndex, () => {
  it('reproduces every tool_search ranking in the parity vectors', () => {
    if (!vectorsDir.ok) expect.fail(vectorsDir.reason);
    const VECTORS_DIR = vectorsDir.value;
    let vectorsChecked = 0;
    let searchesChecked = 0;
    for (const path of listVectorFiles(VECTORS_DIR)) {
      const name = relative(VECTORS_DIR, path);
      const { scenario, expected } = readVector(path);
      if (!isJsonObject(scenario) || !isJsonObject(expected)) continue;
      // The definitions upstream indexes: valid ones (§1) on the surface, read by the core itself.
      const read = readScenario(scenario);
      if (!read.ok) continue;
      const valid = read.scenario.definitions.map((d) => d.definition);
      expect(valid.length, `${name}: valid definitions`).toBe(asNumber(expected.valid_definition_count));
      const surfaceIds = read.scenario.surfaceIds ? new Set(read.scenario.surfaceIds) : null;
      const authorized = surfaceIds ? valid.filter((d) => surfaceIds.has(d.capability_id)) : valid;
      expect(authorized.length, `${name}: authorized definitions`).toBe(
        asNumber(expected.authorized_definition_count),
      );

      const index = buildSearchIndex(authorized);
      const searches = expected.searches;
      if (!Array.isArray(searches)) continue;
      vectorsChecked++;
      searches.forEach((search, i) => {
        if (!isJsonObject(search) || search.ok !== true) return;
        const args = search.arguments;
        const query = isJsonObject(args) && typeof args.query === 'string' ? args.query : '';
        const limit = asNumber(search.limit);
        const want = search.index as JsonObject;
        const got = searchIndex(index, trimWhiteSpace(query), limit);
        const label = `${name} searches[${i}] ${JSON.stringify(query).slice(0, 80)}`;
        expect(got.names, label).toEqual(want.names);
        expect(got.normalized_query, label).toBe(want.normalized_query);
        expect(got.query_class, label).toBe(want.query_class);
        expect(got.query_terms, label).toEqual(want.query_terms);
        expect(got.scored_count, label).toBe(asNumber(want.scored_count));
        const wantScores = want.scores as JsonObject[];
        const gotScores = got.ranked.slice(0, limit);
        expect(
          gotScores.map((hit) => [hit.capability_id, hit.name]),
          label,
        ).toEqual(wantScores.map((s) => [s.capability_id, s.name]));
        gotScores.forEach((hit, j) => {
          expectRelativelyClose(hit.score, asNumber(wantScores[j]!.score), `${label} scores[${j}]`);
        });
        for (const hit of got.ranked) {
          const sum = hit.terms.reduce((total, term) => total + term.contribution, hit.exact_bonus);
          expect(sum, `${label} ${hit.name} explanation`).toBe(hit.score);
        }
        searchesChecked++;
      });
    }
    console.info(`search parity: ${vectorsChecked} vectors, ${searchesChecked} searches checked`);
    expect(vectorsChecked).toBeGreaterThan(150);
    expect(searchesChecked).toBeGreaterThan(1000);
  });

  // Few words, so documents tie, repeat terms and share the query; ids from few namespaces, so exact
  // identifiers and ties broken by id both occur.
  const WORDS = ['issue', 'create', 'a', 'list', 'github', 'slack', 'message', 'é', 'ß'];
  const words = (max: number) =>
    fc.array(fc.constantFrom(...WORDS), { minLength: 0, maxLength: max }).map((w) => w.join(' '));
  const definition = fc
    .record({
      namespace: fc.constantFrom('github', 'slack', 'misc'),
      tool: fc.constantFrom(...WORDS.slice(0, 7)),
      suffix: fc.integer({ min: 0, max: 3 }),
      description: words(12),
      parameter: fc.option(fc.constantFrom('issue', 'channel', 'text'), { nil: undefined }),
    })
    .map(
      (d): ToolDefinition => ({
        capability_id: `${d.namespace}.${d.tool}${d.suffix}`,
        name: `${d.namespace}__${d.tool}${d.suffix}`,
        description: d.description,
        parameters: fromPlain(d.parameter ? { properties: { [d.parameter]: { type: 'string' } } } : {}),
        verified: false,
      }),
    );

  it('ranks as a document-at-a-time scan of every document does, to the float', () => {
    fc.assert(
      fc.property(
        fc.array(definition, { minLength: 1, maxLength: 40 }),
        fc.oneof(words(5), fc.constantFrom('github__issue1', 'slack.message0', 'GitHub.Create2')),
        fc.integer({ min: 1, max: 12 }),
        (definitions, query, limit) => {
          const index = buildSearchIndex(definitions);
          const got = searchIndex(index, query, limit);
          // rankDocument scores every document one by one and counts those that score.
          const scan = rankDocument(index, query, () => false);
          expect(got.scored_count).toBe(scan.scored_count);
          expect(got.names.length).toBe(Math.min(limit, scan.scored_count));
          got.ranked.forEach((hit, i) => {
            // Of documents sharing an id, rankDocument places the best; the ranking lists it first.
            const first = got.ranked.findIndex((h) => h.capability_id === hit.capability_id);
            const placed = rankDocument(index, query, (d) => d.capability_id === hit.capability_id);
            expect(placed.score).toBe(got.ranked[first]!.score);
            expect(placed.rank).toBe(first + 1);
            if (first === i && i > 0) expect(got.ranked[i - 1]!.score).toBeGreaterThanOrEqual(hit.score);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
