import { buildCoreTools } from './core-tools.ts';
import { PRODUCTION_SURFACE } from './tool-factory.ts';
import { buildWideServiceTools, SUPPORT_DESK_SERVICES } from './wide-services.ts';

/** The same catalog twice: once behind a support-desk allow_only profile, once unrestricted. */
function buildCatalog() {
  return [...buildCoreTools(), ...buildWideServiceTools()];
}

function supportDeskIds(): string[] {
  return buildCatalog()
    .map((d) => d.capability_id)
    .filter(isSupportOrCore);
}

function isSupportOrCore(id: string): boolean {
  const service = id.slice(0, id.indexOf('.'));
  return (
    SUPPORT_DESK_SERVICES.includes(service) ||
    service === 'builtin' ||
    service === 'ironclaw' ||
    service === 'web-access'
  );
}

const common = {
  playground: PRODUCTION_SURFACE,
  mode: 'namespaces',
  pins: [],
  promoted: [],
  caps: { max_tokens: 12000, max_tools: 16, ctx_limit: null },
  queries: [{ query: 'merge pull request', limit: 5 }],
};

/** The narrowed-profile preset's scenario (its declaration: generated-presets.ts). */
export function narrowedProfileScenario() {
  return {
    name: 'Support desk profile',
    notes: 'allow_only over the 91-tool catalog. Try the query: GitHub tools are not found.',
    ...common,
    policy: { kind: 'allow_only', ids: supportDeskIds() },
    definitions: buildCatalog(),
  };
}

/** The unrestricted-profile preset's scenario (its declaration: generated-presets.ts). */
export function unrestrictedProfileScenario() {
  return {
    name: 'Support desk catalog, unrestricted',
    notes: 'The same 91 tools as the support desk profile, with allow_all.',
    ...common,
    policy: { kind: 'allow_all' },
    definitions: buildCatalog(),
  };
}
