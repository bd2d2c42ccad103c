import { isJsonObject, type JsonValue } from './json/json-value.ts';
import { readSearchArguments } from './tool-search.ts';

/**
 * The tools a scenario's query should find (docs/scenario-format.md, `expect`):
 * `{"query": "open a PR", "limit": 10, "expect": ["mcp-github__create_pull_request"]}`.
 * tool_search reads only `query` and `limit` from its arguments (DISCLOSURE.md §11)
 * and upstream ignores the rest, so the key travels in the same file unharmed.
 */
interface Expectation {
  /** The query's place in the scenario's `queries`. */
  query_index: number;
  /** The query as tool_search reads it (trimmed). */
  query: string;
  limit: number;
  /** The names listed, as written, once each. */
  tools: string[];
}

/** An `expect` that cannot be read, with the reason; the query itself still runs. */
export interface ExpectationProblem {
  query_index: number;
  /** JSON Pointer into the scenario. */
  field: string;
  error: string;
}

export interface Expectations {
  expectations: Expectation[];
  problems: ExpectationProblem[];
}

export function readExpectations(queries: readonly JsonValue[]): Expectations {
  const out: Expectations = { expectations: [], problems: [] };
  queries.forEach((args, i) => {
    if (!isJsonObject(args) || !Object.hasOwn(args, 'expect')) return;
    const problem = (field: string, error: string) =>
      out.problems.push({ query_index: i, field: `/queries/${i}${field}`, error });
    const expect = args.expect;
    if (!Array.isArray(expect)) {
      problem('/expect', 'expect must be an array of tool names');
      return;
    }
    const tools: string[] = [];
    for (const [j, name] of expect.entries()) {
      if (typeof name !== 'string' || name.trim() === '') {
        problem(`/expect/${j}`, 'each expected tool is a name (a non-empty string)');
      } else if (!tools.includes(name)) tools.push(name);
    }
    const read = readSearchArguments(args);
    if (!read.ok) {
      problem('/query', `the query cannot run: ${read.error}`);
      return;
    }
    if (tools.length > 0)
      out.expectations.push({ query_index: i, query: read.query, limit: read.limit, tools });
  });
  return out;
}
