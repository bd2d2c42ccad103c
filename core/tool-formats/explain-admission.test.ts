import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { admitHostedCatalog } from '../admission/index.ts';
import { fromPlain } from '../json/json-value.ts';
import { explainToolAdmission } from './explain-admission.ts';
import { listToolOutcomes } from './tool-outcomes.ts';
import type { DetectedServer } from './types.ts';

function explain(pages: unknown[], name: string, id = 'acme') {
  const server: DetectedServer = {
    id: null,
    kind: 'mcp-pages',
    label: 'test',
    pages: pages.map(fromPlain),
    toolFlags: [],
  };
  const outcome = admitHostedCatalog(fromPlain({ registration_id: id, pages: server.pages }));
  if (!outcome.ok) throw new Error(outcome.error);
  const row = listToolOutcomes(server, outcome.report).find((r) => r.name === name)!;
  return Object.fromEntries(explainToolAdmission(row, outcome.report).map((l) => [l.label, l.text]));
}

const tool = (name: unknown, extra: Record<string, unknown> = {}) => ({ name, inputSchema: {}, ...extra });
const everything = () =>
  (
    JSON.parse(
      readFileSync(new URL('../../app/presets/servers/everything.json', import.meta.url), 'utf8'),
    ) as {
      result: unknown;
    }
  ).result;

describe(explainToolAdmission, () => {
  it('names the rule that skipped a camelCase tool of a real server, and the name it broke', () => {
    const why = explain([everything()], 'longRunningOperation', 'everything');
    expect(why.Outcome).toBe(
      'Skipped (invalid_tool_name): §2.3 drops this tool and admits the rest of the catalog without it.',
    );
    expect(why.Rule).toMatch(/lowercase/);
    expect(why.Input).toBe('"longRunningOperation"');
    expect(why.Catalog).toBeUndefined();
  });

  it('gives a published tool its capability and its findings', () => {
    const why = explain([everything()], 'echo', 'everything');
    expect(why.Outcome).toBe('Published: admission accepted it.');
    expect(why.Capability).toBe('mcp-everything.echo as mcp-everything__echo');
  });

  it('blames the tool that rejected the catalog, and tells the others what rejected it', () => {
    const pages = [{ tools: [tool('a'), { name: 'b', inputSchema: 'x' }, tool('c')] }];
    const b = explain(pages, 'b');
    expect(b.Outcome).toBe(
      'This tool rejected the whole catalog (missing_input_schema): nothing of this server is imported.',
    );
    expect(b.Rule).toBe('inputSchema must be a JSON object: inputSchema is not an object');
    const a = explain(pages, 'a');
    expect(a.Outcome).toBe('Acceptable by itself, but not admitted: the catalog was rejected as a whole.');
    expect(a.Catalog).toMatch(/^tools_list: missing_input_schema, at tool 1 of page 0\. /);
    expect(explain(pages, 'c').Outcome).toBe('Never read: the catalog was rejected on an earlier page.');
  });

  it('says when the server id stopped admission before any tool', () => {
    const why = explain([{ tools: [tool('a')] }], 'a', 'mcp-acme');
    expect(why.Outcome).toBe('Never read: the server id was refused before any tool was looked at.');
    expect(why.Catalog).toMatch(/^registration: reserved_mcp_prefix\. /);
  });
});
