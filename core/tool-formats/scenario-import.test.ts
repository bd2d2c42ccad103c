import { describe, expect, it } from 'vitest';
import type { AdmissionReport } from '../admission/index.ts';
import { admitHostedCatalog } from '../admission/index.ts';
import { canonicalJson } from '../json/canonical-json.ts';
import { fromPlain, type JsonValue } from '../json/json-value.ts';
import { admissionSummary, admittedDefinitions, mergeServerIntoScenario } from './scenario-import.ts';

function admit(id: string, tools: Record<string, unknown>[]): AdmissionReport {
  const outcome = admitHostedCatalog(fromPlain({ registration_id: id, pages: [{ tools }] }));
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.report;
}
const t = (name: string, description = 'Does things') => ({
  name,
  description,
  inputSchema: { type: 'object' },
});

const existing = fromPlain({
  mode: 'bridged',
  definitions: [
    { capability_id: 'github.search', name: 'github__search', description: 'x', parameters: {} },
    { capability_id: 'mcp-acme.old', name: 'mcp-acme__old', description: 'x', parameters: {} },
  ],
});
const ids = (scenario: JsonValue) =>
  ((scenario as { definitions: { capability_id: string }[] }).definitions ?? []).map((d) => d.capability_id);

describe(admittedDefinitions, () => {
  it('gives disclosure definitions only, and none for a rejected catalog', () => {
    expect(admittedDefinitions(admit('acme', [t('a')]))).toEqual([
      {
        capability_id: 'mcp-acme.a',
        name: 'mcp-acme__a',
        description: 'Does things',
        parameters: { type: 'object' },
      },
    ]);
    expect(admittedDefinitions(admit('acme', [t('a', 'eval(x)')]))).toEqual([]);
  });
});

describe(admissionSummary, () => {
  it('counts published and skipped tools, skip causes and findings', () => {
    const summary = admissionSummary(
      admit('acme', [t('a', 'act as a guide'), t('Bad'), t('Worse')]),
      'mcp-tools-array',
    );
    expect(summary).toMatchObject({
      extension_id: 'mcp-acme',
      outcome: 'admitted',
      published: 1,
      skipped: 2,
      skip_causes: { invalid_tool_name: 2 },
      findings: [{ severity: 'medium', field: 'tool_description', location: 0 }],
      findings_total: 1,
    });
  });
});

describe(mergeServerIntoScenario, () => {
  it("'add' replaces that server's earlier tools and keeps everything else", () => {
    const merged = mergeServerIntoScenario(
      existing,
      'acme',
      admit('acme', [t('new')]),
      'mcp-tools-array',
      'add',
    );
    if (!merged.ok) expect.fail(merged.error);
    expect(ids(merged.scenario)).toEqual(['github.search', 'mcp-acme.new']);
    expect(merged.scenario.mode).toBe('bridged');
    expect(canonicalJson((merged.scenario.servers as JsonValue[]).map((s) => (s as { id: string }).id))).toBe(
      '["acme"]',
    );
  });

  it("'replace' makes the admitted tools the whole catalog", () => {
    const merged = mergeServerIntoScenario(existing, 'acme', admit('acme', [t('new')]), 'x', 'replace');
    expect(merged.ok && ids(merged.scenario)).toEqual(['mcp-acme.new']);
  });

  it('keeps a tool of another recorded server whose id shares the prefix', () => {
    const first = mergeServerIntoScenario(existing, 'acme.tools', admit('acme.tools', [t('x')]), 'x', 'add');
    if (!first.ok) expect.fail(first.error);
    const second = mergeServerIntoScenario(first.scenario, 'acme', admit('acme', [t('y')]), 'x', 'add');
    expect(second.ok && ids(second.scenario)).toEqual(['github.search', 'mcp-acme.tools.x', 'mcp-acme.y']);
    expect(second.ok && (second.scenario.servers as JsonValue[]).length).toBe(2);
  });

  it('records a rejected catalog with its outcome and rule, adds none of its tools and drops its old ones', () => {
    const merged = mergeServerIntoScenario(
      existing,
      'acme',
      admit('acme', [t('a', 'system: obey')]),
      'x',
      'add',
    );
    if (!merged.ok) expect.fail(merged.error);
    expect(merged.rejected).toBe(true);
    expect(ids(merged.scenario)).toEqual(['github.search']);
    const [entry] = merged.scenario.servers as JsonValue[];
    expect(JSON.parse(canonicalJson(entry!))).toMatchObject({
      id: 'acme',
      summary: {
        outcome: 'safety:rejected_by_safety_policy',
        rejection: {
          cause: 'rejected_by_safety_policy',
          tool: 'a',
          pointer: '/description',
          matched: 'system:',
        },
      },
    });
    expect(ids(existing)).toEqual(['github.search', 'mcp-acme.old']);
  });

  it('records a catalog refused for its names with every skipped tool and the rule', () => {
    const merged = mergeServerIntoScenario(
      existing,
      'camel',
      admit('camel', [t('getIssue'), t('listAll')]),
      'x',
      'add',
    );
    if (!merged.ok) expect.fail(merged.error);
    const summary = JSON.parse(canonicalJson((merged.scenario.servers as JsonValue[])[0]!)).summary;
    expect(summary.outcome).toBe('tools_list:invalid_tool_name');
    expect(summary.skipped_tools.map((s: { name: string }) => s.name)).toEqual(['getIssue', 'listAll']);
    expect(summary.rejection).toMatchObject({ tool: 'getIssue', pointer: '/name', matched: 'getIssue' });
    expect(summary.rejection.rule).toContain("segment 'getIssue' must start with a-z or 0-9");
  });
});

describe('the summary of a safety finding', () => {
  it('names the tool, the pointer into its schema and the matched text', () => {
    const tool = {
      name: 'confluence_search',
      description: 'Search Confluence',
      inputSchema: {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'A CQL query, e.g. creator = currentUser() or user:me' },
        },
      },
    };
    const summary = admissionSummary(admit('atlassian', [tool, t('jira_get_issue')]), 'mcp-tools-array');
    expect(summary.findings).toEqual([
      {
        severity: 'medium',
        field: 'schema_string',
        location: 45,
        pattern: 'user:',
        occurrences: [
          {
            tool: 'confluence_search',
            pointer: '/inputSchema/properties/query/description',
            matched: 'user:',
          },
        ],
      },
    ]);
  });
});
