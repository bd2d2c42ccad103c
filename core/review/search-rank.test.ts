import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { review, tool } from '../../test-support/review-scenarios.ts';
import { canonicalJson } from '../json/canonical-json.ts';
import { fromPlain } from '../json/json-value.ts';
import { MAX_SCHEMA_BYTES } from '../limits.ts';
import { searchIndex } from '../search/search.ts';
import { rankForQuery, ranksFirst, schemaSize } from './search-rank.ts';

describe(rankForQuery, () => {
  it('gives every tool the position tool_search’s full ranking gives it (property)', () => {
    const words = ['issue', 'Report', 'report', 'post', 'time', 'list', 'github', 'x'];
    const catalog = fc.array(
      fc.record({
        ns: fc.constantFrom('github', 'slack', 'x', 'zeta', 'alpha'),
        action: fc.constantFrom('get', 'post', 'report', 'time', 'list_issues'),
        name: fc.option(fc.constantFrom('Report', 'report', 'github__get', 'x__post'), { nil: undefined }),
        description: fc.array(fc.constantFrom(...words), { maxLength: 4 }).map((w) => w.join(' ')),
      }),
      { minLength: 1, maxLength: 10 },
    );
    const query = fc.oneof(
      fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
      fc.constantFrom('github.get', 'github__get', 'REPORT', '   '),
    );
    fc.assert(
      fc.property(catalog, query, (defs, q) => {
        const subject = review({
          definitions: defs.map((d) =>
            tool(`${d.ns}.${d.action}`, { description: d.description, ...(d.name ? { name: d.name } : {}) }),
          ),
        });
        const full = searchIndex(subject.turn.searchIndex, q, Number.MAX_SAFE_INTEGER).ranked;
        for (const d of subject.turn.authorized) {
          const got = rankForQuery(subject, q, d);
          // The best placed of the documents with its id and name (several only for exact duplicates).
          const at = full.findIndex((h) => h.capability_id === d.capability_id && h.name === d.name);
          expect(got.rank).toBe(at < 0 ? null : at + 1);
          expect(got.score).toBe(at < 0 ? null : full[at]!.score);
          expect(got.first).toEqual(
            full[0] ? { name: full[0].name, capability_id: full[0].capability_id } : null,
          );
          expect(got.scored_count).toBe(full.length);
          // The shortcut for exact identifiers agrees with the whole ranking, for the query and the tool's own names.
          for (const text of [q, d.name, d.capability_id])
            expect(ranksFirst(subject, text, d).first).toBe(rankForQuery(subject, text, d).rank === 1);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe(schemaSize, () => {
  it('counts each schema object by its own canonical bytes, asked once or again', () => {
    const small = fromPlain({ type: 'object', properties: { q: { type: 'string' } } });
    const big = fromPlain({ description: 'é'.repeat(9000) });
    for (let round = 0; round < 2; round++) {
      expect(schemaSize(small)).toEqual({
        bytes: canonicalJson(small).length,
        bound: MAX_SCHEMA_BYTES,
        fits: true,
      });
      expect(schemaSize(big).fits).toBe(false);
      expect(schemaSize(big).bytes).toBe(canonicalJson(big).length + 9000);
      expect(schemaSize(fromPlain(true)).bytes).toBe(4);
    }
  });
});
