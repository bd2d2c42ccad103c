import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromPlain } from '../json-value.ts';
import type { ToolDefinition } from '../report.ts';
import { buildSearchIndex, termOf as unpackedTermOf } from './bm25f-index.ts';
import { searchIndex } from './search.ts';

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
          expect(buildSearchIndex(definitions, documents, memo)).toEqual(buildSearchIndex(definitions));
          for (const changes of rounds) {
            definitions = [...definitions];
            for (const { at, to } of changes)
              if (definitions.length > 0) definitions[at % definitions.length] = to;
            const updated = buildSearchIndex(definitions, documents, memo);
            const fresh = buildSearchIndex(definitions);
            expect(updated.documents.map((d) => d.capability_id)).toEqual(
              fresh.documents.map((d) => d.capability_id),
            );
            expect(updated).toEqual(fresh);
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
