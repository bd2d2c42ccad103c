import { buildCoreTools } from './core-tools.ts';
import { crudTool } from './crud-tools.ts';
import type { Preset } from './preset.ts';
import { defineTool, PARAM, PRODUCTION_SURFACE } from './tool-factory.ts';

/** A few core tools, each core by a different rule (builtin id, memory id, web-access alias). */
const SMALL_CORE = [
  'builtin.read_file',
  'builtin.shell',
  'builtin.http',
  'ironclaw.memory.search',
  'web-access.search',
];

export const smallMixed = {
  id: 'small-mixed',
  title: 'Small mixed catalog',
  lesson:
    'Six core tools stay advertised and seven service tools are deferred, because 13 tools exceed max_tools (10). github.time is core only because its id ends in ".time"; web-access.search by an alias of web_search.',
  build: () => ({
    name: 'Small mixed catalog',
    notes:
      'Core tools plus a few services. max_tools is 10, so the 13 tools are deferred behind tool_search; raise it to 13 and everything is advertised directly.',
    playground: PRODUCTION_SURFACE,
    mode: 'namespaces',
    policy: { kind: 'allow_all' },
    pins: [],
    promoted: ['gmail__send_message'],
    caps: { max_tokens: 12000, max_tools: 10, ctx_limit: null },
    queries: [{ query: 'send email', limit: 5 }],
    definitions: [
      ...buildCoreTools().filter((t) => SMALL_CORE.includes(t.capability_id)),
      defineTool('github.time', 'Current time as GitHub servers see it, for rate-limit windows.'),
      crudTool('github', 'list', 'issue', 'issues'),
      crudTool('github', 'create', 'issue', 'issues'),
      crudTool('gmail', 'search', 'message', 'messages'),
      crudTool('gmail', 'send', 'message', 'messages'),
      crudTool('google-calendar', 'list', 'event', 'events'),
      crudTool('google-calendar', 'create', 'event', 'events'),
      defineTool('slack.post_message', 'Post a message to a Slack channel.', [
        PARAM.text('channel', 'Channel name or id.'),
        PARAM.text('text', 'Message text (mrkdwn).'),
      ]),
    ],
  }),
} satisfies Preset;
