import type { Preset } from './preset.ts';

// Generated catalogs other than the default: each builder is a script of its own,
// fetched when its preset is opened, so the first page carries only the default's.

export const longNames: Preset = {
  id: 'long-names',
  title: '300 tools with long names',
  lesson:
    'Ten namespaces fit easily, but representative names are long: the fair rounds run out of bytes after a few rounds and the rest become "…and N more". See where the budget cut in the Rounds grid.',
  build: async () => (await import('./long-names.ts')).longNamesScenario(),
};

export const manyNamespaces: Preset = {
  id: 'many-namespaces',
  title: '150 namespaces',
  lesson:
    'So many integrations that the namespace list itself runs out of budget: the index ends with "additional authorized namespaces exist" and no representative tools at all.',
  build: async () => (await import('./many-namespaces.ts')).manyNamespacesScenario(),
};

export const wideCatalog: Preset = {
  id: 'wide-catalog',
  title: 'Wide catalog (91 tools)',
  lesson:
    'A well-connected workspace. Advertising every schema would cost the whole "off" figure; deferred, the model gets the core tools, three bridges and a compact index instead.',
  build: async () => (await import('./wide-catalog.ts')).wideCatalogScenario(),
};

export const narrowedProfile: Preset = {
  id: 'narrowed-profile',
  title: 'Narrowed profile (allow_only)',
  lesson:
    'A support-desk profile over the wide catalog: only Gmail, Slack, Zendesk and the core tools are permitted. The index, the counts and the search results never mention the rest; open the unrestricted twin to compare.',
  build: async () => (await import('./support-profiles.ts')).narrowedProfileScenario(),
};

export const unrestrictedProfile: Preset = {
  id: 'unrestricted-profile',
  title: 'Same catalog, unrestricted',
  lesson:
    'The catalog of the narrowed profile with allow_all: every namespace is listed and the query finds the GitHub tool.',
  build: async () => (await import('./support-profiles.ts')).unrestrictedProfileScenario(),
};
