import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../json/canonical-json.ts';
import { fromPlain, isJsonObject, type JsonObject, type JsonValue } from '../json/json-value.ts';
import { type CatalogDiff, diffCatalogs } from './catalog-diff.ts';
import { diffWords } from './word-diff.ts';

/** Applies every change the diff lists to the baseline: what a reviewer reads must be all that changed. */
function applyDiff(baseline: readonly JsonValue[], diff: CatalogDiff): JsonObject[] {
  const byId = new Map<string, JsonObject>();
  for (const d of baseline) if (isJsonObject(d)) byId.set(d.capability_id as string, { ...d });
  for (const s of diff.servers) {
    for (const t of s.removed) byId.delete(t.capability_id);
    for (const r of s.renamed) {
      const old = byId.get(r.from.capability_id)!;
      byId.delete(r.from.capability_id);
      byId.set(r.to.capability_id, { ...old, name: r.to.name, capability_id: r.to.capability_id });
    }
    for (const t of s.changed) {
      const d = byId.get(t.capability_id)!;
      for (const f of t.fields) {
        if (f.after === undefined) delete d[f.field];
        else d[f.field] = f.after;
      }
    }
    for (const t of s.added) byId.set(t.capability_id, t.definition as JsonObject);
  }
  return [...byId.values()];
}

const sorted = (defs: readonly JsonValue[]) => defs.map((d) => canonicalJson(d)).sort();

const words = fc.array(fc.constantFrom('find', 'the', 'issues', 'of', 'a', 'repo', 'fast', 'list'), {
  maxLength: 6,
});
const param = fc.record({
  type: fc.constantFrom('string', 'integer', 'boolean'),
  enum: fc.option(fc.subarray(['a', 'b', 'c']), { nil: undefined }),
  description: fc.option(fc.constantFrom('x', 'y'), { nil: undefined }),
});
const schema = fc
  .record({
    properties: fc.dictionary(fc.constantFrom('q', 'page', 'owner', 'state'), param, { maxKeys: 3 }),
    required: fc.subarray(['q', 'page', 'owner']),
  })
  .map(({ properties, required }) => ({
    type: 'object',
    properties,
    required: required.filter((r) => r in properties),
  }));
const body = fc.record({
  description: words.map((w) => w.join(' ')),
  parameters: schema,
  annotations: fc.option(fc.record({ readOnlyHint: fc.boolean() }), { nil: undefined }),
});
/** A catalog over a small pool of names, so the two sides share, lose, gain and rename tools. */
const catalog = fc
  .uniqueArray(
    fc.record({ server: fc.constantFrom('github', 'files'), tool: fc.constantFrom('a', 'b', 'c', 'd', 'e') }),
    { selector: (t) => `${t.server}.${t.tool}`, maxLength: 6 },
  )
  .chain((tools) =>
    fc.tuple(...tools.map(() => body)).map((bodies) =>
      tools.map((t, i) => {
        const { annotations, ...rest } = bodies[i]!;
        return fromPlain({
          capability_id: `mcp-${t.server}.${t.tool}`,
          name: `mcp-${t.server}__${t.tool}`,
          ...rest,
          ...(annotations ? { annotations } : {}),
        });
      }),
    ),
  );

describe(diffCatalogs, () => {
  it('lists every change: applying them to the baseline gives the new catalog', () => {
    fc.assert(
      fc.property(catalog, catalog, (a, b) => {
        expect(sorted(applyDiff(a, diffCatalogs(a, b)))).toEqual(sorted(b));
      }),
      { numRuns: 300 },
    );
  });

  it('lists nothing for a catalog and itself, in any order', () => {
    fc.assert(
      fc.property(catalog, (a) => {
        expect(diffCatalogs(a, [...a].reverse()).servers).toEqual([]);
      }),
    );
  });

  it('reads a tool that left and one that came with the same body as a rename, grouped by server', () => {
    const tool = (name: string, description: string, extra: object = {}) =>
      fromPlain({
        capability_id: `mcp-shop.${name}`,
        name: `mcp-shop__${name}`,
        description,
        parameters: { type: 'object', properties: { q: { type: 'string', enum: ['a', 'b'] } }, ...extra },
      });
    const diff = diffCatalogs(
      [tool('find', 'Find orders.'), tool('list', 'List orders.'), tool('get', 'Get one order.')],
      [
        tool('search', 'Find orders.'),
        tool('list', 'List every open order.'),
        tool('get', 'Get one order.', { required: ['q'] }),
        tool('cancel', 'Cancel an order.'),
      ],
    );
    expect(diff.servers.map((s) => s.server)).toEqual(['mcp-shop']);
    const [s] = diff.servers;
    expect(s!.renamed.map((r) => [r.from.name, r.to.name])).toEqual([['mcp-shop__find', 'mcp-shop__search']]);
    expect(s!.added.map((t) => t.name)).toEqual(['mcp-shop__cancel']);
    expect(s!.removed).toEqual([]);
    expect(s!.changed.map((t) => [t.name, t.parameters.map((p) => p.kind)])).toEqual([
      ['mcp-shop__list', []],
      ['mcp-shop__get', ['made_required']],
    ]);
    expect(s!.changed[0]!.description).toEqual([
      { op: 'same', text: 'List ' },
      { op: 'removed', text: 'orders.' },
      { op: 'added', text: 'every open order.' },
    ]);
  });
});

describe(diffWords, () => {
  it('gives back both texts from its parts', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const parts = diffWords(a, b);
        expect(
          parts
            .filter((p) => p.op !== 'added')
            .map((p) => p.text)
            .join(''),
        ).toBe(a);
        expect(
          parts
            .filter((p) => p.op !== 'removed')
            .map((p) => p.text)
            .join(''),
        ).toBe(b);
      }),
    );
  });
});
