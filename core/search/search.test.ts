import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listVectorFiles, readVector, specDir } from '../../test-support/vectors.ts';
import { isJsonObject, JsonNumber, type JsonObject, type JsonValue } from '../json-value.ts';
import type { ToolDefinition } from '../report.ts';
import { trimWhiteSpace } from '../text.ts';
import { buildSearchIndex } from './bm25f-index.ts';
import { searchIndex } from './search.ts';

const VECTORS_DIR = resolve(specDir(), 'vectors');

// DISCLOSURE.md §1, just enough to keep the definitions upstream would index.
const ID_SEGMENT = /^[a-z0-9][a-z0-9_-]*$/;
const PROVIDER_NAME = /^[A-Za-z0-9_-]{1,64}$/;

function isValidCapabilityId(id: string): boolean {
  const segments = id.split('.');
  return segments.length >= 2 && segments.every((s) => s.length <= 128 && ID_SEGMENT.test(s));
}

function toValidDefinition(value: JsonValue): ToolDefinition | undefined {
  if (!isJsonObject(value)) return undefined;
  const { capability_id, name, description, parameters, verified } = value;
  if (typeof capability_id !== 'string' || !isValidCapabilityId(capability_id)) return undefined;
  if (typeof name !== 'string' || !PROVIDER_NAME.test(name)) return undefined;
  if (typeof description !== 'string' || parameters === undefined) return undefined;
  if (verified !== undefined && verified !== null && typeof verified !== 'boolean') return undefined;
  return { capability_id, name, description, parameters, verified: verified === true };
}

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

describe.runIf(existsSync(VECTORS_DIR))(searchIndex, () => {
  it('reproduces every tool_search ranking in the parity vectors', () => {
    let vectorsChecked = 0;
    let searchesChecked = 0;
    for (const path of listVectorFiles(VECTORS_DIR)) {
      const name = relative(VECTORS_DIR, path);
      const { scenario, expected } = readVector(path);
      if (!isJsonObject(scenario) || !isJsonObject(expected)) continue;
      const rawDefinitions = scenario.definitions;
      if (!Array.isArray(rawDefinitions)) continue;
      const valid = rawDefinitions.map(toValidDefinition).filter((d) => d !== undefined);
      expect(valid.length, `${name}: valid definitions`).toBe(asNumber(expected.valid_definition_count));
      // SCENARIO.md: null surface_ids = every valid definition; otherwise the listed ids.
      const surface = scenario.surface_ids;
      const surfaceIds = Array.isArray(surface)
        ? new Set(surface.filter((id) => typeof id === 'string'))
        : null;
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
});
