import {
  longNames,
  manyNamespaces,
  narrowedProfile,
  unrestrictedProfile,
  wideCatalog,
} from './generated-presets.ts';
import type { Preset } from './preset.ts';
import { everythingServer, githubServer, realServers } from './real-servers.ts';
import { smallMixed } from './small-mixed.ts';
import { writeScenarioText } from './tool-factory.ts';

export const PRESETS: readonly Preset[] = [
  smallMixed,
  wideCatalog,
  longNames,
  manyNamespaces,
  narrowedProfile,
  unrestrictedProfile,
  githubServer,
  everythingServer,
  realServers,
];

/** The first page a visitor sees: small enough to read whole, yet already deferred. */
export const DEFAULT_PRESET_ID = smallMixed.id;

const texts = new Map<string, string>();

/** The preset's text, generated once and then reused (the generators are deterministic). */
function generate(id: string): string | Promise<string> {
  const cached = texts.get(id);
  if (cached !== undefined) return cached;
  const preset = PRESETS.find((p) => p.id === id) ?? smallMixed;
  const remember = (scenario: Record<string, unknown>) => {
    const text = writeScenarioText(scenario);
    texts.set(id, text);
    return text;
  };
  const built = preset.build();
  return built instanceof Promise ? built.then(remember) : remember(built);
}

/** Any preset's text, its builder fetched first when it is a script of its own (and its lesson with it). */
export async function loadPresetText(id: string): Promise<string> {
  const [text] = await Promise.all([generate(id), loadPresetLessons().catch(() => {})]);
  return text;
}

let laterLessons: Readonly<Record<string, string>> | null = null;

/** The lessons of the presets built by scripts of their own (later-lessons.ts), fetched once. */
export async function loadPresetLessons(): Promise<void> {
  laterLessons ??= (await import('./later-lessons.ts')).LATER_LESSONS;
}

/** What a preset is there to teach, once known: the default's at once, the others' once loadPresetLessons is done. */
export function presetLesson(id: string): string | undefined {
  return PRESETS.find((p) => p.id === id)?.lesson ?? laterLessons?.[id];
}

/** The text of a preset already generated (always the default one), else undefined. */
export function generatedPresetText(id: string): string | undefined {
  return texts.get(id);
}

/**
 * A preset's text at once, for a preset built where it is declared (the default one
 * among them: the first page shows it before anything else loads). A preset whose
 * builder is a script of its own is read with `loadPresetText`.
 */
export function presetText(id: string): string {
  const text = generate(id);
  if (typeof text !== 'string')
    throw new Error(`the preset ${id} loads its builder: read it with loadPresetText`);
  return text;
}

/** How a document opened from the preset list names where it came from. */
export const PRESET_ORIGIN = 'preset: ';

export function presetOrigin(id: string): string {
  return `${PRESET_ORIGIN}${PRESETS.find((p) => p.id === id)?.title ?? id}`;
}
