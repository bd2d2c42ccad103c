/**
 * A deterministic tool catalog of any size for the benchmark and the memory
 * measurement: namespaced tools with small object schemas, a few queries.
 */

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

export function buildScenario(toolCount: number): unknown {
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
