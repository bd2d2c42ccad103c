import { buildCoreTools } from './core-tools.ts';
import type { Preset } from './preset.ts';
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

export const narrowedProfile: Preset = {
  id: 'narrowed-profile',
  title: 'Narrowed profile (allow_only)',
  lesson:
    'A support-desk profile over the wide catalog: only Gmail, Slack, Zendesk and the core tools are permitted. The index, the counts and the search results never mention the rest; open the unrestricted twin to compare.',
  build: () => ({
    name: 'Support desk profile',
    notes: 'allow_only over the 91-tool catalog. Try the query: GitHub tools are not found.',
    ...common,
    policy: { kind: 'allow_only', ids: supportDeskIds() },
    definitions: buildCatalog(),
  }),
};

export const unrestrictedProfile: Preset = {
  id: 'unrestricted-profile',
  title: 'Same catalog, unrestricted',
  lesson:
    'The catalog of the narrowed profile with allow_all: every namespace is listed and the query finds the GitHub tool.',
  build: () => ({
    name: 'Support desk catalog, unrestricted',
    notes: 'The same 91 tools as the support desk profile, with allow_all.',
    ...common,
    policy: { kind: 'allow_all' },
    definitions: buildCatalog(),
  }),
};
