import type { Preset } from './preset.ts';

// Generated catalogs other than the default: each builder is a script of its own,
// fetched when its preset is opened, so the first page carries only the default's.

export const longNames: Preset = {
  id: 'long-names',
  title: '300 tools with long names',
  build: async () => (await import('./long-names.ts')).longNamesScenario(),
};

export const manyNamespaces: Preset = {
  id: 'many-namespaces',
  title: '150 namespaces',
  build: async () => (await import('./many-namespaces.ts')).manyNamespacesScenario(),
};

export const wideCatalog: Preset = {
  id: 'wide-catalog',
  title: 'Wide catalog (91 tools)',
  build: async () => (await import('./wide-catalog.ts')).wideCatalogScenario(),
};

export const narrowedProfile: Preset = {
  id: 'narrowed-profile',
  title: 'Narrowed profile (allow_only)',
  build: async () => (await import('./support-profiles.ts')).narrowedProfileScenario(),
};

export const unrestrictedProfile: Preset = {
  id: 'unrestricted-profile',
  title: 'Same catalog, unrestricted',
  build: async () => (await import('./support-profiles.ts')).unrestrictedProfileScenario(),
};
