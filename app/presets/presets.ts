import { longNames } from './long-names.ts';
import { manyNamespaces } from './many-namespaces.ts';
import type { Preset } from './preset.ts';
import { everythingServer, githubServer } from './real-servers.ts';
import { smallMixed } from './small-mixed.ts';
import { narrowedProfile, unrestrictedProfile } from './support-profiles.ts';
import { writeScenarioText } from './tool-factory.ts';
import { wideCatalog } from './wide-catalog.ts';

export const PRESETS: readonly Preset[] = [
  smallMixed,
  wideCatalog,
  longNames,
  manyNamespaces,
  narrowedProfile,
  unrestrictedProfile,
  githubServer,
  everythingServer,
];

/** The first page a visitor sees: small enough to read whole, yet already deferred. */
export const DEFAULT_PRESET_ID = smallMixed.id;

const texts = new Map<string, string>();

/** The preset's scenario text; generated once, then reused (the generators are deterministic). */
export function presetText(id: string): string {
  const cached = texts.get(id);
  if (cached !== undefined) return cached;
  const preset = PRESETS.find((p) => p.id === id) ?? smallMixed;
  const text = writeScenarioText(preset.build());
  texts.set(id, text);
  return text;
}

export function presetOrigin(id: string): string {
  return `preset: ${PRESETS.find((p) => p.id === id)?.title ?? id}`;
}
