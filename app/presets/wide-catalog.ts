import { buildCoreTools } from './core-tools.ts';
import { PRODUCTION_SURFACE } from './tool-factory.ts';
import { buildWideServiceTools } from './wide-services.ts';

/** The wide-catalog preset's scenario (its declaration: generated-presets.ts). */
export function wideCatalogScenario() {
  return {
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
  };
}
