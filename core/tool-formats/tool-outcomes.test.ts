import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AdmissionReport } from '../admission/index.ts';
import { admitHostedCatalog } from '../admission/index.ts';
import { fromPlain } from '../json/json-value.ts';
import { admissionReportFindings } from './report-findings.ts';
import { listToolOutcomes } from './tool-outcomes.ts';
import type { DetectedServer, ToolFormatFlags } from './types.ts';

function server(pages: unknown[], toolFlags: ToolFormatFlags[] = []): DetectedServer {
  return { id: null, kind: 'mcp-pages', label: 'test', pages: pages.map(fromPlain), toolFlags };
}

function admit(s: DetectedServer, id = 'acme'): AdmissionReport {
  const outcome = admitHostedCatalog(fromPlain({ registration_id: id, pages: s.pages }));
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.report;
}

function outcomesOf(pages: unknown[], id?: string) {
  const s = server(pages);
  return listToolOutcomes(s, admit(s, id)).map((r) => [r.name, r.state, r.cause]);
}

function serverData(name: string): unknown {
  const text = readFileSync(new URL(`../../app/presets/servers/${name}.json`, import.meta.url), 'utf8');
  return (JSON.parse(text) as { result: unknown }).result;
}

const tool = (name: unknown, extra: Record<string, unknown> = {}) => ({ name, inputSchema: {}, ...extra });

describe(listToolOutcomes, () => {
  it('lists a real server in order: camelCase names skipped, the others published with their capability', () => {
    const s = server([serverData('everything')]);
    const rows = listToolOutcomes(s, admit(s, 'everything'));
    expect(rows).toHaveLength(11);
    expect(rows.filter((r) => r.state === 'published').map((r) => [r.capabilityId, r.providerName])).toEqual([
      ['mcp-everything.echo', 'mcp-everything__echo'],
      ['mcp-everything.add', 'mcp-everything__add'],
    ]);
    expect(rows[2]).toMatchObject({
      name: 'longRunningOperation',
      state: 'skipped',
      cause: 'invalid_tool_name',
    });
  });

  it('puts each finding on its tool with the matched bytes, and external_write from the annotations', () => {
    const s = server([serverData('github')]);
    const rows = listToolOutcomes(s, admit(s, 'github'));
    const search = rows.find((r) => r.name === 'search_repositories')!;
    expect(search.findings).toHaveLength(1);
    const [f] = search.findings;
    expect(f).toMatchObject({ severity: 'medium', field: 'schema_string', pattern: 'user:', reported: true });
    expect(Buffer.from(f!.text).subarray(f!.start, f!.end).toString()).toBe('user:');
    expect(rows.find((r) => r.name === 'create_issue')?.externalWrite).toBe(true);
    expect(rows.find((r) => r.name === 'get_me')).toMatchObject({ externalWrite: false, findings: [] });
  });

  it('blames the first skip of a page where every tool was skipped; the other pages are not admitted', () => {
    expect(
      outcomesOf([{ tools: [tool('ok')], nextCursor: 'c' }, { tools: [tool('Bad'), tool('Worse')] }]),
    ).toEqual([
      ['ok', 'not_admitted', null],
      ['Bad', 'rejects_catalog', 'invalid_tool_name'],
      ['Worse', 'skipped', 'invalid_tool_name'],
    ]);
  });

  it('marks the tool that rejects its page, and the tools after it as never read', () => {
    expect(outcomesOf([{ tools: [tool('a'), { name: 'b', inputSchema: 'x' }, tool('c')] }])).toEqual([
      ['a', 'not_admitted', null],
      ['b', 'rejects_catalog', 'missing_input_schema'],
      ['c', 'not_read', null],
    ]);
  });

  it('does not read pages after one without a cursor, and nothing at all when registration fails', () => {
    expect(outcomesOf([{ tools: [tool('a')] }, { tools: [tool('b')] }])).toEqual([
      ['a', 'published', null],
      ['b', 'not_read', null],
    ]);
    expect(outcomesOf([{ tools: [tool('a')] }], 'mcp-acme')).toEqual([['a', 'not_read', null]]);
  });

  it('shows a name that is not a string as its JSON text, and keeps the format flags of each tool', () => {
    const s = server(
      [{ tools: [tool(7), tool('keep')] }],
      [{ page: 0, index: 1, name: 'keep', flags: { defer_loading: true } }],
    );
    const rows = listToolOutcomes(s, admit(s));
    expect(rows.map((r) => r.name)).toEqual(['7', 'keep']);
    expect(rows[1]?.flags).toEqual({ defer_loading: true });
    expect(rows[0]?.flags).toEqual({});
  });
});

describe('one pointer for a safety finding', () => {
  it('the dialog’s row, the admission’s explanation and the finding all point into the tool as published', () => {
    const s = server([serverData('github')]);
    const report = admit(s, 'github');
    const row = listToolOutcomes(s, report).find((r) => r.name === 'search_repositories')!;
    const pointer = '/inputSchema/properties/query/description';
    expect(row.findings.map((f) => f.path)).toContain(pointer);
    const occurrence = report.explain.findings
      .flatMap((f) => f.occurrences)
      .find((o) => o.tool === 'search_repositories')!;
    expect(occurrence.path).toBe(pointer);
    const found = admissionReportFindings('github', 'mcp-tools-list-result', report).find(
      (f) => f.id === 'admission_safety_findings',
    )!;
    expect(found.causes?.find((c) => c.tool === 'search_repositories')?.field).toBe(pointer);
  });
});
