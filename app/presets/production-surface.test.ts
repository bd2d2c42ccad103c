import { beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, isJsonObject, parseJson } from '../../core/index.ts';
import { browserHandedScenario, withPolicies } from '../../test-support/browser-surface.ts';
import { evaluateOnce } from '../../test-support/evaluate-once.ts';
import { loadPresetText, PRESETS, presetText } from './presets.ts';

// The presets are saved with "playground": {"surface": "production"}; the core now reads
// that key itself, and must give the report the browser got by writing the surface out.
describe('presets on the production surface', () => {
  // The presets built by scripts of their own are generated first; presetText reads them from then on.
  beforeAll(async () => {
    for (const preset of PRESETS) await loadPresetText(preset.id);
  });

  it.each(PRESETS.map((p) => p.id))('%s evaluates as before, for three policies', (id) => {
    const parsed = parseJson(presetText(id));
    if (!parsed.ok || !isJsonObject(parsed.value)) throw new Error(`preset ${id} is not a JSON object`);
    expect(parsed.value.playground).toEqual({ surface: 'production' });
    for (const saved of withPolicies(parsed.value)) {
      const before = evaluateOnce(canonicalJson(browserHandedScenario(saved))).result;
      const now = evaluateOnce(canonicalJson(saved)).result;
      if (!before?.ok || !now?.ok) throw new Error(`preset ${id} was rejected`);
      expect(canonicalJson(now.report)).toBe(canonicalJson(before.report));
    }
  });
});
