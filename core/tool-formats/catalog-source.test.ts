import { describe, expect, it } from 'vitest';
import { review } from '../../test-support/review-scenarios.ts';
import { ADMISSION_LIMITS, admitHostedCatalog, readListedPage } from '../admission/index.ts';
import { canonicalJson } from '../json/canonical-json.ts';
import { fromPlain, type JsonObject } from '../json/json-value.ts';
import { admissionFindings } from '../review/admission-findings.ts';
import { readImportedServers } from '../review/imported-servers.ts';
import { type CatalogSource, QUOTED_SECRETS_KEPT, readCatalogSource } from './catalog-source.ts';
import { importServers } from './import-rule.ts';
import { readLiveCatalogText, writeLiveCatalogText } from './live-api.ts';

const source: CatalogSource = {
  transport: 'streamable-http',
  server: { name: 'shop-server', version: '2.0.0' },
  protocol_version: '2025-11-25',
  read_at: '2026-03-01T10:00:00.000Z',
};

function admitted(id: string) {
  const tools = [{ name: 'lookup', description: 'Looks up', inputSchema: { type: 'object' } }];
  const outcome = admitHostedCatalog(fromPlain({ registration_id: id, pages: [{ tools }] }));
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.report;
}

describe('a catalog read from a running server', () => {
  it('is recorded with where it came from, and a server that could not be read with why and no tool', () => {
    const result = importServers(
      null,
      [{ id: 'shop', format: 'mcp-pages', report: admitted('shop'), source }],
      'replace',
      [
        {
          id: 'files',
          source: { ...source, transport: 'stdio', server: null },
          failure: 'exited with status 1',
        },
      ],
    );
    if (!result.ok) throw new Error(result.error);
    const servers = result.scenario.servers as JsonObject[];
    expect(servers.map((s) => Object.keys(s))).toEqual([
      ['id', 'format', 'source', 'summary'],
      ['id', 'source', 'failure'],
    ]);
    expect((result.scenario.definitions as JsonObject[]).map((d) => d.capability_id)).toEqual([
      'mcp-shop.lookup',
    ]);
    const read = readImportedServers(result.scenario);
    expect(read.map((s) => [s.id, s.source?.server?.name ?? null, s.failure])).toEqual([
      ['shop', 'shop-server', null],
      ['files', null, 'exited with status 1'],
    ]);
  });

  it("carries where a tool quotes a secret from serve to the page's scenario, where the review raises it", () => {
    const quoted = { ...source, quoted_secrets: [{ tool: 'lookup', field: '/description' }] };
    const sent = readLiveCatalogText(
      writeLiveCatalogText({ id: 'shop', revision: 1, pages: [], source: quoted }),
    );
    expect(sent?.source.quoted_secrets).toEqual([{ tool: 'lookup', field: '/description' }]);
    const result = importServers(
      null,
      [{ id: 'shop', format: 'mcp-pages', report: admitted('shop'), source: sent!.source }],
      'replace',
    );
    if (!result.ok) throw new Error(result.error);
    const found = admissionFindings(review(JSON.parse(canonicalJson(result.scenario))));
    expect(found.map((f) => [f.id, f.tools, f.causes?.map((c) => [c.server, c.tool, c.field])])).toEqual([
      ['secret_in_tool_text', ['mcp-shop__lookup'], [['shop', 'lookup', '/description']]],
    ]);
  });

  it('reads a tampered list of quotes leniently and bounded', () => {
    const many = Array.from({ length: QUOTED_SECRETS_KEPT + 5 }, (_, i) => ({
      tool: `t${i}`,
      field: '/description',
    }));
    const read = readCatalogSource(fromPlain({ ...source, quoted_secrets: [7, { tool: 1 }, ...many] }));
    expect(read?.quoted_secrets).toHaveLength(QUOTED_SECRETS_KEPT);
    expect(readCatalogSource(fromPlain({ ...source, quoted_secrets: 'x' }))).toEqual(source);
  });

  it('reads a tampered source as none rather than trusting it', () => {
    const read = readImportedServers(
      fromPlain({ servers: [{ id: 'x', source: { transport: 'carrier-pigeon' }, failure: 7 }] }),
    );
    expect(read).toEqual([{ id: 'x', format: null, summary: null, source: null, failure: null }]);
  });
});

describe('the paging loop, one page at a time', () => {
  const page = (n: number, cursor?: string) =>
    fromPlain({
      tools: Array.from({ length: n }, (_, i) => ({ name: `t${i}`, inputSchema: { type: 'object' } })),
      ...(cursor ? { nextCursor: cursor } : {}),
    });
  const max = ADMISSION_LIMITS.userManifestMaxTools;

  it('asks for the next cursor while admission would, and stops where admission stops', () => {
    const first = readListedPage(page(2, 'c1'), 0, { published: 0, bytes: 0 }, max);
    expect(first).toMatchObject({ ok: true, cursor: 'c1', tally: { published: 2 } });
    const last = readListedPage(page(1), 1, first.ok ? first.tally : { published: 0, bytes: 0 }, max);
    expect(last).toMatchObject({ ok: true, cursor: null, tally: { published: 3 } });
    expect(
      readListedPage(page(1, 'again'), ADMISSION_LIMITS.maxPages - 1, { published: 0, bytes: 0 }, max),
    ).toMatchObject({
      ok: false,
      cause: 'too_many_pages',
    });
    expect(
      readListedPage(page(2, 'c'), 3, { published: ADMISSION_LIMITS.maxTools - 1, bytes: 0 }, max),
    ).toMatchObject({
      ok: false,
      cause: 'too_many_tools',
    });
    expect(readListedPage(fromPlain({ tools: 'no' }), 0, { published: 0, bytes: 0 }, max)).toMatchObject({
      ok: false,
      cause: 'missing_tools_array',
    });
  });
});
