import { accountTool } from './crud-tools.ts';
import type { PlainDefinition } from './tool-factory.ts';

/** [object, plural, verbs] per service: what a well-connected workspace exposes. */
type ObjectSpec = [string, string, string[]];

const SERVICES: [string, ObjectSpec[]][] = [
  [
    'github',
    [
      ['issue', 'issues', ['list', 'get', 'create', 'update', 'close']],
      ['pull_request', 'pull_requests', ['list', 'get', 'merge']],
    ],
  ],
  [
    'gmail',
    [
      ['message', 'messages', ['search', 'get', 'send', 'archive']],
      ['draft', 'drafts', ['create', 'update']],
      ['label', 'labels', ['list']],
    ],
  ],
  [
    'google-calendar',
    [
      ['event', 'events', ['list', 'get', 'create', 'update', 'cancel']],
      ['calendar', 'calendars', ['list']],
    ],
  ],
  [
    'slack',
    [
      ['message', 'messages', ['search', 'post', 'update']],
      ['channel', 'channels', ['list', 'get', 'archive']],
    ],
  ],
  [
    'notion',
    [
      ['page', 'pages', ['search', 'get', 'create', 'update']],
      ['database', 'databases', ['list', 'get']],
    ],
  ],
  [
    'linear',
    [
      ['issue', 'issues', ['list', 'get', 'create', 'update']],
      ['project', 'projects', ['list', 'get']],
    ],
  ],
  [
    'jira',
    [
      ['ticket', 'tickets', ['search', 'get', 'create', 'update', 'transition']],
      ['sprint', 'sprints', ['list']],
    ],
  ],
  [
    'stripe',
    [
      ['customer', 'customers', ['list', 'get', 'create']],
      ['invoice', 'invoices', ['list', 'get', 'void']],
      ['refund', 'refunds', ['create']],
    ],
  ],
  [
    'hubspot',
    [
      ['contact', 'contacts', ['search', 'get', 'create', 'update']],
      ['deal', 'deals', ['list', 'update']],
    ],
  ],
  [
    'dropbox',
    [
      ['file', 'files', ['search', 'get', 'upload', 'delete']],
      ['folder', 'folders', ['list', 'share']],
    ],
  ],
  [
    'zendesk',
    [
      ['ticket', 'tickets', ['search', 'get', 'create', 'update', 'assign']],
      ['macro', 'macros', ['list']],
    ],
  ],
  [
    'sentry',
    [
      ['issue', 'issues', ['list', 'get', 'resolve']],
      ['release', 'releases', ['list', 'create']],
    ],
  ],
  [
    'datadog',
    [
      ['monitor', 'monitors', ['list', 'get', 'mute']],
      ['dashboard', 'dashboards', ['list']],
    ],
  ],
  [
    'figma',
    [
      ['file', 'files', ['list', 'get']],
      ['comment', 'comments', ['list', 'create']],
    ],
  ],
];

/** Service tools of the wide catalog, in service order (83 tools over 14 namespaces). */
export function buildWideServiceTools(): PlainDefinition[] {
  const out: PlainDefinition[] = [];
  for (const [service, objects] of SERVICES) {
    for (const [object, plural, verbs] of objects) {
      for (const verb of verbs) out.push(accountTool(service, verb, object, plural));
    }
  }
  return out;
}

/** The services a support desk works with: the narrowed profile permits only these. */
export const SUPPORT_DESK_SERVICES = ['gmail', 'slack', 'zendesk'];
