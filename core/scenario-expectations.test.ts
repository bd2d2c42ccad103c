import { describe, expect, it } from 'vitest';
import { fromPlain, type JsonValue } from './json/json-value.ts';
import { readScenario } from './scenario.ts';
import { readExpectations } from './scenario-expectations.ts';

const read = (queries: unknown[]) => readExpectations(fromPlain(queries) as JsonValue[]);

describe(readExpectations, () => {
  it('reads each query’s expected tools with the query and limit tool_search would use', () => {
    expect(
      read([
        { query: '  open a PR ', limit: 3, expect: ['create_pull_request', 'create_pull_request'] },
        { query: 'no expectations' },
        'not even an object',
        { query: 'default limit', expect: ['x__a'] },
      ]),
    ).toEqual({
      expectations: [
        { query_index: 0, query: 'open a PR', limit: 3, tools: ['create_pull_request'] },
        { query_index: 3, query: 'default limit', limit: 10, tools: ['x__a'] },
      ],
      problems: [],
    });
  });

  it('says which expect cannot be read and where, and keeps the names it can', () => {
    expect(
      read([
        { query: 'a', expect: 'x__a' },
        { query: 'b', expect: ['x__b', 7, ''] },
        { query: '', expect: ['x__c'] },
      ]),
    ).toEqual({
      expectations: [{ query_index: 1, query: 'b', limit: 10, tools: ['x__b'] }],
      problems: [
        { query_index: 0, field: '/queries/0/expect', error: 'expect must be an array of tool names' },
        {
          query_index: 1,
          field: '/queries/1/expect/1',
          error: 'each expected tool is a name (a non-empty string)',
        },
        {
          query_index: 1,
          field: '/queries/1/expect/2',
          error: 'each expected tool is a name (a non-empty string)',
        },
        {
          query_index: 2,
          field: '/queries/2/query',
          error: 'the query cannot run: tool_search requires query',
        },
      ],
    });
  });

  it('is read with the scenario, and leaves its errors and its queries as upstream reads them', () => {
    const value = fromPlain({ definitions: [], queries: [{ query: 'a', expect: 'oops' }] });
    const scenario = readScenario(value);
    if (!scenario.ok) throw new Error(scenario.error);
    expect(scenario.scenario.expectations.problems).toHaveLength(1);
    expect(scenario.scenario.errors).toEqual({ definitions: [], pins: [], policy: [], surface_ids: [] });
    expect(scenario.scenario.queries).toEqual((value as { queries: JsonValue[] }).queries);
  });
});
