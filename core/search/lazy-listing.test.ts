import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromPlain } from '../json/json-value.ts';
import type { ToolDefinition } from '../report/report.ts';
import { buildSearchIndex, type IndexedDocument, type SearchIndex } from './bm25f-index.ts';
import { rankDocument, searchIndex } from './search.ts';
import { tokenize } from './tokenize.ts';

// Words that meet every path of the word table: repeats in other cases, camel case, non-ASCII words
// (kept as strings), a word that lowercases longer (İ), and ones that share a hash bucket by chance.
const WORD = fc.constantFrom(
  'mail',
  'Mail',
  'send',
  'sendMail',
  'HTTPUrl',
  'url',
  'issue',
  'Straße',
  'strasse',
  'İstanbul',
  'ΣΟΦΙΑ',
  'σοφια',
  'x',
  'x2',
  'v2Api',
  '数据',
);

function tool(id: string, name: string, description: string, params: string[], verified: boolean) {
  const properties = Object.fromEntries(params.map((p) => [p, { type: 'string', description: `the ${p}` }]));
  return {
    capability_id: id,
    name,
    description,
    parameters: fromPlain({ type: 'object', properties }),
    verified,
  } satisfies ToolDefinition;
}

const definition = fc
  .record({
    ns: fc.constantFrom('github', 'slack', 'mail', 'cal'),
    verb: fc.constantFrom('list', 'send', 'close', 'open', 'get'),
    words: fc.array(WORD, { maxLength: 6 }),
    params: fc.array(WORD, { maxLength: 3 }),
    verified: fc.boolean(),
  })
  .map(({ ns, verb, words, params, verified }) =>
    tool(`${ns}.${verb}`, `${ns}__${verb}`, words.join(' '), params, verified),
  );

const query = fc.oneof(
  fc.array(WORD, { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
  fc.constantFrom('github.list', 'slack__send', 'mail__get', 'nothing here'),
);

/** An index built whole for the same definitions, every term listed before it is searched. */
function wholeIndex(definitions: readonly ToolDefinition[]): SearchIndex {
  const index = buildSearchIndex(definitions);
  void [...index.document_frequencies];
  return index;
}

/** A document's content: its serial only tells it apart, and its terms are read through their getter. */
function strip(document: IndexedDocument) {
  const { serial: _, ...rest } = document;
  return { ...rest, terms: new Map(document.terms) };
}

describe('the lazily listed search index', () => {
  it('ranks and scores as an index listed whole, across random catalogs, queries and edits', () => {
    fc.assert(
      fc.property(
        fc.array(definition, { minLength: 1, maxLength: 10 }),
        fc.array(
          fc.record({
            queries: fc.array(query, { maxLength: 4 }),
            edits: fc.array(fc.record({ at: fc.nat(), to: definition }), { maxLength: 3 }),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        fc.constantFrom(0, 60),
        (start, rounds, padding) => {
          // Padding with words of their own keeps a few terms listed without the switch to listing every term.
          const pad = Array.from({ length: padding }, (_, i) =>
            tool(`pad.p${i}`, `pad__p${i}`, `filler${i}`, [], false),
          );
          let definitions = [...start, ...pad];
          const documents = new WeakMap();
          const memo = {};
          for (const { queries, edits } of rounds) {
            const lazy = buildSearchIndex(definitions, documents, memo);
            const whole = wholeIndex(definitions);
            for (const q of queries) {
              expect(searchIndex(lazy, q, 5)).toEqual(searchIndex(whole, q, 5));
              for (const term of tokenize(q.toLowerCase()))
                expect(lazy.document_frequencies.get(term)).toBe(whole.document_frequencies.get(term));
              const target = definitions[0]!.capability_id;
              const placed = (index: SearchIndex) =>
                rankDocument(index, q, (d) => d.capability_id === target);
              expect({ ...placed(lazy), first: placed(lazy).first?.capability_id }).toEqual({
                ...placed(whole),
                first: placed(whole).first?.capability_id,
              });
            }
            definitions = [...definitions];
            for (const { at, to } of edits) definitions[at % start.length] = to;
          }
          const last = buildSearchIndex(definitions, documents, memo);
          const whole = wholeIndex(definitions);
          expect(last.documents.map(strip)).toEqual(whole.documents.map(strip));
          expect(new Map([...last.document_frequencies].sort())).toEqual(
            new Map([...whole.document_frequencies].sort()),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('reads each document’s terms as tokenize makes them, each once', () => {
    fc.assert(
      fc.property(definition, (d) => {
        const [document] = buildSearchIndex([d]).documents;
        const expected = new Set([
          ...tokenize(d.capability_id.split('.')[0]!),
          ...tokenize(d.capability_id.split('.')[1]!),
          ...tokenize(d.name.replace(/^[a-z]+__/, '')),
          ...tokenize(d.description),
          ...Object.keys((d.parameters as { properties: object }).properties).flatMap((p) => [
            ...tokenize(p),
            ...(d.verified ? tokenize(`the ${p}`) : []),
          ]),
        ]);
        expect(new Set(document!.terms.keys())).toEqual(expected);
        expect(document!.length).toBe(Math.max(expected.size, 1));
      }),
      { numRuns: 300 },
    );
  });
});
