import { describe, expect, it } from 'vitest';
import { memoryIo } from '../test-support/memory-io.ts';
import { templates } from '../test-support/review-scenarios.ts';
import { parseReportArgs, runReport } from './report.ts';

/** A server's tools as `disclosure import` writes them: capability id `mcp-shop.<tool>`, provider name `mcp-shop__<tool>`. */
function shopTool(tool: string, description: string, properties: object = {}, required: string[] = []) {
  return {
    capability_id: `mcp-shop.${tool}`,
    name: `mcp-shop__${tool}`,
    description,
    parameters: { type: 'object', properties: { q: { type: 'string' }, ...properties }, required },
  };
}

const BEFORE = [
  shopTool('find_orders', 'Find orders by customer or date.'),
  shopTool('list_orders', 'List the open orders.'),
  shopTool('get_order', 'Get one order by its id.'),
];
const FILES = {
  'before.json': JSON.stringify({ name: 'Shop before', definitions: BEFORE }),
  // The four changes a server makes: a tool added, one renamed, a description rewritten, a required parameter added.
  'after.json': JSON.stringify({
    name: 'Shop after',
    definitions: [
      shopTool('search_orders', 'Find orders by customer or date.'),
      shopTool('list_orders', 'List every open order, newest first.'),
      shopTool('get_order', 'Get one order by its id.', { region: { type: 'string' } }, ['region']),
      shopTool('cancel_order', 'Cancel an order that has not shipped.'),
    ],
  }),
  'unnamed.json': JSON.stringify({ definitions: BEFORE }),
  'described.json': JSON.stringify({
    name: 'Shop reworded',
    definitions: [BEFORE[0], shopTool('list_orders', 'List the orders still open.'), BEFORE[2]],
  }),
};

function report(argv: string[]) {
  const parsed = parseReportArgs(argv);
  if (!parsed.ok) throw new Error(parsed.error);
  const { io, out, err } = memoryIo(FILES);
  return { status: runReport(parsed.args, io, templates), out: out.join('\n'), err: err.join('\n') };
}

describe('disclosure report --against: what the catalog changed', () => {
  it('lists exactly the four changes in the JSON delta, the rename as a rename and the required parameter as breaking', () => {
    const run = report(['after.json', '--against', 'before.json', '--format', 'json']);
    expect(run.status).toBe(0);
    const catalog = JSON.parse(run.out).delta.catalog;
    expect(catalog.counts).toEqual({ added: 1, removed: 0, renamed: 1, changed: 2 });
    const [shop] = catalog.servers;
    expect(shop.server).toBe('mcp-shop');
    expect(shop.added.map((t: { name: string }) => t.name)).toEqual(['mcp-shop__cancel_order']);
    expect(
      shop.renamed.map((t: { from: { name: string }; to: { name: string } }) => [t.from.name, t.to.name]),
    ).toEqual([['mcp-shop__find_orders', 'mcp-shop__search_orders']]);
    expect(
      shop.changed.map((t: { name: string; fields: { field: string }[] }) => [
        t.name,
        t.fields.map((f) => f.field),
      ]),
    ).toEqual([
      ['mcp-shop__list_orders', ['description']],
      ['mcp-shop__get_order', ['parameters']],
    ]);
    expect(shop.changed[1].parameters).toEqual([
      { kind: 'added', parameter: 'region', required: true, type: 'string' },
    ]);
    expect(catalog.breaking.map((b: { kind: string; tool: string }) => [b.kind, b.tool])).toEqual([
      ['tool_renamed', 'mcp-shop__find_orders'],
      ['required_parameter_added', 'mcp-shop__get_order'],
    ]);
  });

  it('prints the same diff in Markdown', () => {
    const run = report(['after.json', '--against', 'before.json']);
    expect(run.out).toContain('### What the catalog changed (1 added, 0 removed, 1 renamed, 2 changed)');
    expect(run.out).toContain('- Added `mcp-shop__cancel_order`');
    expect(run.out).toContain(
      '- Renamed `mcp-shop__find_orders` → `mcp-shop__search_orders` (same description and schema)',
    );
    expect(run.out).toContain(
      '- Description: List ~~the~~ **every** open ~~orders.~~ **order, newest first.**',
    );
    expect(run.out).toContain('- Parameter "region" added (required, string)');
    expect(run.out).toContain(
      '- **error** `required_parameter_added`: mcp-shop\\_\\_get\\_order now requires "region"',
    );
  });

  it('names the baseline by its name and the file it came from, and an unnamed one by its file', () => {
    expect(report(['after.json', '--against', 'before.json']).out).toContain(
      'Baseline: Shop before (before.json);',
    );
    expect(report(['after.json', '--against', 'unnamed.json']).out).toContain('Baseline: unnamed.json;');
  });

  it('--fail-on exits 1 on a breaking change and 0 on a description-only change', () => {
    const breaking = report(['after.json', '--against', 'before.json', '--fail-on', 'error']);
    expect(breaking.status).toBe(1);
    expect(breaking.err).toContain('breaking changes from the baseline among them: 2');
    const reworded = report(['described.json', '--against', 'before.json', '--fail-on', 'error']);
    expect(reworded.status).toBe(0);
    expect(reworded.out).toContain('(0 added, 0 removed, 0 renamed, 1 changed)');
    expect(reworded.out).toContain('Breaking changes: none.');
  });
});
