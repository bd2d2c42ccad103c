import { buildCoreTools } from './core-tools.ts';
import type { Preset } from './preset.ts';
import { PRODUCTION_SURFACE } from './tool-factory.ts';
import { buildWideServiceTools } from './wide-services.ts';

export const wideCatalog: Preset = {
  id: 'wide-catalog',
  title: 'Wide catalog (91 tools)',
  lesson:
    'A well-connected workspace. Advertising every schema would cost the whole "off" figure; deferred, the model gets the core tools, three bridges and a compact index instead.',
  build: () => ({
    name: 'Wide catalog',
    notes: '14 services and the core tools. Compare the saving against off in the Advertised panel.',
    playground: PRODUCTION_SURFACE,
    mode: 'namespaces',
    policy: { kind: 'allow_all' },
    pins: [],
    promoted: ['github__list_issues', 'slack__post_message'],
    caps: { max_tokens: 12000, max_tools: 32, ctx_limit: null },
    queries: [{ query: 'refund a customer invoice', limit: 5 }],
    definitions: [...buildCoreTools(), ...buildWideServiceTools()],
  }),
};
