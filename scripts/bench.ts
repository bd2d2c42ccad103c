/**
 * How long one full evaluation takes against the cheapest thing one could do
 * with the same input (JSON.parse + JSON.stringify), for 100 / 1,000 / 2,000
 * tools. Prints figures; it asserts nothing.
 *
 *   npm run bench            (or: npx tsx scripts/bench.ts [RUNS])
 */
import { loadTemplates } from '../cli/templates.ts';
import { evaluateScenario, parseJson } from '../core/index.ts';

const SIZES = [100, 1_000, 2_000];
const RUNS = Number(process.argv[2] ?? 7);
const WARM_UP = 2;

const NAMESPACES = [
  'github',
  'gitlab',
  'slack',
  'notion',
  'jira',
  'linear',
  'gmail',
  'google-calendar',
  'google-drive',
  'stripe',
  'salesforce',
  'zendesk',
  'hubspot',
  'figma',
  'aws-s3',
  'postgres',
  'sentry',
  'datadog',
  'twilio',
  'shopify',
  'asana',
  'trello',
  'dropbox',
  'airtable',
];
const VERBS = [
  'list',
  'get',
  'create',
  'update',
  'delete',
  'search',
  'archive',
  'export',
  'assign',
  'comment_on',
];
const OBJECTS = [
  'issue',
  'pull_request',
  'channel',
  'message',
  'page',
  'ticket',
  'invoice',
  'customer',
  'file',
  'event',
  'project',
  'user',
  'label',
  'webhook',
  'report',
  'dashboard',
  'bucket',
  'record',
  'order',
  'task',
];
const FIELD_TYPES = ['string', 'integer', 'boolean', 'number'] as const;
const CORE_TOOLS = ['read_file', 'write_file', 'list_dir', 'grep', 'shell', 'http', 'time', 'memory_search'];

/** A small deterministic PRNG (mulberry32), so every run measures the same catalog. */
function randomFrom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function buildScenario(toolCount: number): unknown {
  const random = randomFrom(toolCount);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const definitions: unknown[] = CORE_TOOLS.map((tool) => ({
    capability_id: `builtin.${tool}`,
    name: tool,
    description: `Built-in ${tool.replace('_', ' ')}.`,
    parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
  }));
  const used = new Set<string>();
  for (let i = 0; definitions.length < toolCount; i++) {
    const namespace = NAMESPACES[i % NAMESPACES.length]!;
    const verb = pick(VERBS);
    const object = pick(OBJECTS);
    let action = `${verb}_${object}`;
    if (used.has(`${namespace}.${action}`)) action = `${action}_${i}`;
    used.add(`${namespace}.${action}`);
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    const fieldCount = 2 + Math.floor(random() * 6);
    for (let f = 0; f < fieldCount; f++) {
      const field =
        f === 0 ? `${object}_id` : `${pick(OBJECTS)}_${pick(['name', 'limit', 'cursor', 'state', 'since'])}`;
      const type = f === 0 ? 'string' : pick(FIELD_TYPES);
      properties[field] = {
        type,
        description: `The ${field.replace(/_/g, ' ')} to ${verb.replace('_', ' ')}; see the ${namespace} API.`,
        ...(type === 'string' && random() < 0.3 ? { enum: ['open', 'closed', 'all'] } : {}),
      };
      if (f === 0 || random() < 0.3) required.push(field);
    }
    definitions.push({
      capability_id: `${namespace}.${action}`,
      name: `${namespace}__${action}`,
      description: `${verb[0]!.toUpperCase()}${verb.slice(1).replace('_', ' ')} a ${object.replace('_', ' ')} in ${namespace}, with paging and filters.`,
      parameters: { type: 'object', properties, required },
      verified: random() < 0.5,
    });
  }
  return {
    name: `bench-${toolCount}`,
    mode: 'namespaces',
    definitions,
    promoted: [`github__list_issue`, `slack__get_message`],
    queries: [
      { query: 'create a github issue', limit: 10 },
      { query: 'send slack message to channel', limit: 5 },
      { query: 'stripe invoice', limit: 10 },
      { query: 'github__list_issue' },
    ],
    resolve: ['github__list_issue', 'slack.get_message', 'no_such_tool'],
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function time(fn: () => void): number {
  for (let i = 0; i < WARM_UP; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

const templates = loadTemplates();
const rows: string[][] = [['tools', 'input', 'parse + evaluate (ms)', 'JSON parse+stringify (ms)', 'ratio']];
for (const size of SIZES) {
  const text = JSON.stringify(buildScenario(size), null, 2);
  const parsed = parseJson(text);
  if (!parsed.ok) throw new Error(parsed.error);
  const first = evaluateScenario(parsed.value, templates);
  if (!first.ok)
    console.warn(`${size} tools: the scenario was rejected (${first.error}); timing the rejection`);
  else if (first.report.errors.definitions.length > 0)
    throw new Error(`${size} tools: the generator wrote invalid definitions`);
  // Reading the text is part of an evaluation, as in the CLI and the app.
  const evaluate = time(() => {
    const value = parseJson(text);
    if (value.ok) evaluateScenario(value.value, templates);
  });
  const baseline = time(() => JSON.stringify(JSON.parse(text)));
  rows.push([
    String(size),
    `${(text.length / 1024).toFixed(0)} KiB`,
    evaluate.toFixed(2),
    baseline.toFixed(2),
    `${(evaluate / baseline).toFixed(1)}×`,
  ]);
}

const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
console.log(`median of ${RUNS} runs after ${WARM_UP} warm-up runs, Node ${process.version}\n`);
for (const [i, row] of rows.entries()) {
  console.log(
    row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '),
  );
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
