import { describe, expect, it } from 'vitest';
import { ADMISSION_LIMITS, admitHostedCatalog, readListedPage } from '../admission/index.ts';
import { fromPlain, type JsonObject } from '../json/json-value.ts';
import { readImportedServers } from '../review/imported-servers.ts';
import type { CatalogSource } from './catalog-source.ts';
import { importServers } from './import-rule.ts';

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
