import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromPlain } from '../json/json-value.ts';
import type { ToolDefinition } from '../report/report.ts';
import { compareBytes } from '../text/text.ts';
import { buildSearchIndex, termOf as unpackedTermOf, withDocumentReplaced } from './bm25f-index.ts';
import { candidatesFor, normalizeQuery, rankDocument, searchIndex } from './search.ts';
import { tokenize } from './tokenize.ts';

function tool(
  capability_id: string,
  name: string,
  description: string,
  parameters: unknown = {},
  verified = false,
) {
  return {
    capability_id,
    name,
    description,
    parameters: fromPlain(parameters),
    verified,
  } satisfies ToolDefinition;
}

function termOf(definitions: ToolDefinition[], term: string) {
  const document = buildSearchIndex(definitions).documents[0]!;
  return unpackedTermOf(document, term);
}

describe(buildSearchIndex, () => {
  it('keeps the highest field weight and records every field a term came from', () => {
    const github = [tool('github.list_issues', 'github__list_issues', 'List github issues.')];
    expect(termOf(github, 'github')).toEqual({ weight: 4, fields: ['provider', 'description'] });
    expect(termOf(github, 'list')).toEqual({ weight: 8, fields: ['capability', 'name', 'description'] });
  });

  it('strips the provider prefix from the name only when it is followed by "__"', () => {
    const plain = [tool('mail.send', 'mailer_send', 'x')];
    expect(termOf(plain, 'mailer')?.fields).toEqual(['name']);
    expect(termOf(plain, 'mail')?.fields).toEqual(['provider']);
  });

  it('indexes nested parameter descriptions only for verified definitions', () => {
    const schema = {
      type: 'object',
      properties: { opaque: { type: 'string', description: 'canary prose' } },
    };
    expect(termOf([tool('a.b', 'a__b', 'x', schema)], 'canary')).toBeUndefined();
    expect(termOf([tool('a.b', 'a__b', 'x', schema, true)], 'canary')).toEqual({
      weight: 1,
      fields: ['parameter_description'],
    });
    expect(termOf([tool('a.b', 'a__b', 'x', schema)], 'opaque')).toEqual({
      weight: 5,
      fields: ['parameter'],
    });
  });

  it('walks the schema down to depth 8 and no further', () => {
    let schema: unknown = { type: 'string' };
    for (let depth = 63; depth >= 0; depth--)
      schema = { type: 'object', properties: { [`level${depth}`]: schema } };
    const definitions = [tool('deep.tool', 'deep__tool', 'x', schema)];
    expect(termOf(definitions, 'level7')).toBeDefined();
    expect(termOf(definitions, 'level8')).toBeDefined();
    expect(termOf(definitions, 'level9')).toBeUndefined();
  });

  it('treats an external_tool id as its wire name, not its dotted encoding', () => {
    const index = buildSearchIndex([tool('external_tool.open_files', 'open_files', 'Open files.')]);
    expect(searchIndex(index, 'external_tool.open_files', 5).query_class).toBe('exact_identifier');
    expect(searchIndex(index, 'external_tool__open_files', 5).query_class).toBe('lexical');
  });

  it('ranks the same whatever order the definitions come in', () => {
    const words = ['issue', 'event', 'file', 'list', 'send', 'mail', 'calendar'];
    const definitionArb = fc.record({
      provider: fc.constantFrom('github', 'mail', 'cal'),
      local: fc.constantFrom(...words),
      description: fc.array(fc.constantFrom(...words), { maxLength: 6 }).map((w) => w.join(' ')),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(definitionArb, { maxLength: 8, selector: (d) => `${d.provider}.${d.local}` }),
        fc.constantFrom(...words),
        (specs, query) => {
          const definitions = specs.map((d) =>
            tool(`${d.provider}.${d.local}`, `${d.provider}__${d.local}`, d.description),
          );
          const forward = searchIndex(buildSearchIndex(definitions), query, 10);
          const backward = searchIndex(buildSearchIndex([...definitions].reverse()), query, 10);
          expect(backward.names).toEqual(forward.names);
          expect(backward.ranked.map((h) => h.score)).toEqual(forward.ranked.map((h) => h.score));
        },
      ),
    );
  });
});

describe(searchIndex, () => {
  it('returns no match for limit 0 and for a query without terms', () => {
    const index = buildSearchIndex([tool('a.b', 'a__b', 'anything')]);
    expect(searchIndex(index, 'anything', 0)).toMatchObject({ query_class: 'no_match', names: [] });
    expect(searchIndex(index, ' -- ', 5)).toMatchObject({ query_class: 'no_match', query_terms: [] });
  });

  it('breaks equal scores by capability id, not by name', () => {
    const index = buildSearchIndex([
      tool('zeta.same', 'aaa__tool', 'shared vocabulary'),
      tool('alpha.same', 'zzz__tool', 'shared vocabulary'),
    ]);
    expect(searchIndex(index, 'shared vocabulary', 2).names).toEqual(['zzz__tool', 'aaa__tool']);
  });
});

describe('buildSearchIndex with a memo', () => {
  // Few ids and words, so changes collide: equal ids, shared terms, terms that vanish.
  const definition = fc
    .record({
      provider: fc.constantFrom('github', 'slack', 'mail'),
      verb: fc.constantFrom('list', 'send', 'close', 'open'),
      words: fc.array(fc.constantFrom('issue', 'thread', 'inbox', 'draft', 'urgent'), { maxLength: 3 }),
    })
    .map(({ provider, verb, words }) =>
      tool(`${provider}.${verb}`, `${provider}__${verb}`, words.join(' '), {
        properties: Object.fromEntries(words.map((w) => [w, { type: 'string' }])),
      }),
    );
  const change = fc.record({ at: fc.nat(), to: definition });

  it('updates the last index into exactly the index a fresh build makes', () => {
    fc.assert(
      fc.property(
        fc.array(definition, { maxLength: 12 }),
        fc.array(fc.array(change, { maxLength: 3 }), { maxLength: 5 }),
        (start, rounds) => {
          const documents = new WeakMap();
          const memo = {};
          let definitions = start;
          // A document's serial tells documents apart, whatever they hold: the rest is compared.
          const content = (index: ReturnType<typeof buildSearchIndex>) => ({
            ...index,
            documents: index.documents.map(({ serial: _, ...rest }) => rest),
          });
          expect(content(buildSearchIndex(definitions, documents, memo))).toEqual(
            content(buildSearchIndex(definitions)),
          );
          for (const changes of rounds) {
            definitions = [...definitions];
            for (const { at, to } of changes)
              if (definitions.length > 0) definitions[at % definitions.length] = to;
            const updated = buildSearchIndex(definitions, documents, memo);
            const fresh = buildSearchIndex(definitions);
            expect(updated.documents.map((d) => d.capability_id)).toEqual(
              fresh.documents.map((d) => d.capability_id),
            );
            expect(content(updated)).toEqual(content(fresh));
            expect(new Map([...updated.document_frequencies].sort())).toEqual(
              new Map([...fresh.document_frequencies].sort()),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe(candidatesFor, () => {
  const word = fc.constantFrom('mail', 'send', 'list', 'issue', 'github', 'calendar', 'x', 'zz');
  const definition = fc
    .tuple(word, word, fc.array(word, { maxLength: 4 }))
    .map(([ns, verb, rest]) => tool(`${ns}.${verb}`, `${ns}__${verb}`, rest.join(' ')));
  const query = fc.oneof(
    fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
    fc.tuple(word, word).map(([a, b]) => `${a}__${b}`),
  );

  const expectCandidates = (index: ReturnType<typeof buildSearchIndex>, queries: readonly string[]) => {
    for (const q of queries) {
      const normalized = normalizeQuery(q);
      const terms = new Set(tokenize(normalized));
      const expected = index.documents.filter(
        (d) => d.exact_identifiers.includes(normalized) || [...terms].some((t) => d.terms.has(t)),
      );
      expect(candidatesFor(index, q)).toEqual(expected);
    }
  };

  it('finds them in index order, once, when they are few among many documents as when they are most', () => {
    // Many words, so a query's documents are a small share of a large index (sorted by position), or,
    // for a common word, most of it (marked): both ways must give the full scan's list.
    const many = fc.constantFrom(...Array.from({ length: 60 }, (_, i) => `w${i}`), 'common');
    const wide = fc
      .tuple(many, many, fc.array(many, { maxLength: 3 }), fc.nat({ max: 3 }))
      .map(([ns, verb, rest, n]) =>
        tool(`${ns}.${verb}${n}`, `${ns}__${verb}${n}`, `common ${rest.join(' ')}`),
      );
    fc.assert(
      fc.property(
        fc.array(wide, { minLength: 50, maxLength: 300 }),
        fc.array(
          fc.oneof(
            many,
            fc.tuple(many, many).map(([a, b]) => `${a} ${b}`),
            fc.tuple(many, many, fc.nat({ max: 3 })).map(([a, b, n]) => `${a}__${b}${n}`),
          ),
          { minLength: 1, maxLength: 8 },
        ),
        (defs, queries) => expectCandidates(buildSearchIndex(defs), queries),
      ),
      { numRuns: 100 },
    );
  });

  it('finds exactly the documents holding a query term or the query as an identifier, also in an index updated after an edit', () => {
    fc.assert(
      fc.property(
        fc.array(definition, { minLength: 1, maxLength: 12 }),
        fc.array(fc.tuple(fc.nat(), definition), { maxLength: 3 }),
        fc.array(query, { maxLength: 12 }),
        (defs, edits, queries) => {
          const documents = new WeakMap();
          const memo = {};
          const first = buildSearchIndex(defs, documents, memo);
          expectCandidates(first, queries);
          // An edit replaces a few definitions in place: the index is updated, its listing derived.
          const edited = [...defs];
          for (const [at, def] of edits) edited[at % edited.length] = def;
          const second = buildSearchIndex(edited, documents, memo);
          expectCandidates(second, queries);
          const fresh = buildSearchIndex(edited);
          expectCandidates(fresh, queries);
          // Scored from the updated listing's weights, every hit has the fresh index's score.
          for (const q of queries) expect(searchIndex(second, q, 20)).toEqual(searchIndex(fresh, q, 20));
          // The first index's own listing is as it was.
          expectCandidates(first, queries);
          for (const q of queries)
            expect(searchIndex(first, q, 20)).toEqual(searchIndex(buildSearchIndex(defs), q, 20));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('searchIndex keeping the first `limit` hits', () => {
  const word = fc.constantFrom('mail', 'send', 'list', 'issue', 'github', 'x');
  const definition = fc
    .tuple(word, word, fc.array(word, { maxLength: 5 }))
    .map(([ns, verb, rest]) => tool(`${ns}.${verb}`, `${ns}__${verb}`, rest.join(' ')));

  it('keeps exactly the head of the whole ranking, in its order, and places the rest as rankDocument does', () => {
    fc.assert(
      fc.property(
        fc.array(definition, { maxLength: 14 }),
        fc.array(word, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 16 }),
        (defs, words, limit) => {
          const index = buildSearchIndex(defs);
          const query = words.join(' ');
          const whole = searchIndex(index, query, 1_000);
          const head = searchIndex(index, query, limit);
          expect(head.ranked).toEqual(whole.ranked.slice(0, limit));
          expect(head.scored_count).toBe(whole.scored_count);
          expect(head.query_class).toBe(whole.query_class);
          // The whole ranking: score descending, then capability id in byte order.
          for (let i = 1; i < whole.ranked.length; i++) {
            const [a, b] = [whole.ranked[i - 1]!, whole.ranked[i]!];
            expect(
              a.score > b.score ||
                (a.score === b.score && compareBytes(a.capability_id, b.capability_id) <= 0),
            ).toBe(true);
          }
          whole.ranked.forEach((hit, i) => {
            const placed = rankDocument(
              index,
              query,
              (d) => d.capability_id === hit.capability_id && d.name === hit.name,
            );
            expect(placed.rank).toBeLessThanOrEqual(i + 1);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe(withDocumentReplaced, () => {
  const word = fc.constantFrom('mail', 'send', 'list', 'issue', 'github', 'x', 'open', 'pr');
  const definition = fc
    .tuple(word, word, fc.array(word, { maxLength: 5 }))
    .map(([ns, verb, rest]) => tool(`${ns}.${verb}`, `${ns}__${verb}`, rest.join(' ')));
  // Padding with words of their own, so some indexes are large beside a query's holders.
  const padded = (defs: ToolDefinition[], padding: number) => [
    ...defs,
    ...Array.from({ length: padding }, (_, i) => tool(`pad.p${i}`, `pad__p${i}`, `filler${i}`)),
  ];

  it('searches as an index built with the one definition changed, and leaves the index it copies alone', () => {
    fc.assert(
      fc.property(
        fc.array(definition, { minLength: 1, maxLength: 14 }),
        fc.nat(),
        fc.array(word, { maxLength: 6 }),
        fc.array(word, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(0, 200),
        (defs, at, words, query, padding) => {
          const all = padded(defs, padding);
          const table = new WeakMap<ToolDefinition, (typeof index.documents)[number]>();
          const index = buildSearchIndex(all, table);
          const q = query.join(' ');
          const before = searchIndex(index, q, 10);
          const old = all[at % defs.length]!;
          const document = table.get(old)!;
          const changed = { ...old, description: words.join(' ') };
          const copy = withDocumentReplaced(index, document, changed);
          const rebuilt = buildSearchIndex(all.map((d) => (d === old ? changed : d)));
          const strip = ({ serial: _, ...rest }: (typeof index.documents)[number]) => rest;
          expect(copy.documents.map(strip)).toEqual(rebuilt.documents.map(strip));
          expect(copy.average_length).toBe(rebuilt.average_length);
          expect(new Map([...copy.document_frequencies].sort())).toEqual(
            new Map([...rebuilt.document_frequencies].sort()),
          );
          expect(searchIndex(copy, q, 10)).toEqual(searchIndex(rebuilt, q, 10));
          expect(searchIndex(index, q, 10)).toEqual(before);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('scores only the few documents holding a query word, as a scan of every document would', () => {
    fc.assert(
      fc.property(
        fc.array(definition, { maxLength: 10 }),
        fc.array(word, { minLength: 1, maxLength: 3 }),
        (defs, query) => {
          const index = buildSearchIndex(padded(defs, 400));
          const q = query.join(' ');
          const got = searchIndex(index, q, 8);
          expect(got.scored_count).toBe(rankDocument(index, q, () => false).scored_count);
          got.ranked.forEach((hit) => {
            const same = (d: { capability_id: string; name: string }) =>
              d.capability_id === hit.capability_id && d.name === hit.name;
            // Of documents sharing an id and name, rankDocument places the best; the ranking lists it first.
            const first = got.ranked.findIndex(same);
            const placed = rankDocument(index, q, same);
            expect(placed.score).toBe(got.ranked[first]!.score);
            expect(placed.rank).toBe(first + 1);
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});
