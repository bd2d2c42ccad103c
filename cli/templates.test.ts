import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, specPath, tryLoad } from '../test-support/vectors.ts';
import { loadTemplates } from './templates.ts';

const PROMPTS_DIR = join(REPO_ROOT, 'prompts');
const reference = tryLoad(() => specPath('prompts'));

describe('prompts/', () => {
  // The app and the CLI render with prompts/; the parity vectors were made with the
  // reference's prompts, so a drift between the two would break parity silently.
  it('holds exactly the reference prompts, byte for byte', () => {
    if (!reference.ok) expect.fail(reference.reason);
    const names = readdirSync(reference.value).sort();
    expect(readdirSync(PROMPTS_DIR).sort()).toEqual(names);
    for (const name of names) {
      const ours = readFileSync(join(PROMPTS_DIR, name));
      expect(ours.equals(readFileSync(join(reference.value, name))), name).toBe(true);
    }
  });
});

describe(loadTemplates, () => {
  it('reads the three templates the core renders with from prompts/', () => {
    const templates = loadTemplates();
    expect(templates.bridgeTools).toBe(readFileSync(join(PROMPTS_DIR, 'bridge_tools.json'), 'utf8'));
    expect(JSON.parse(templates.bridgeTools)).toBeTruthy();
    expect(templates.namespaceHeader.length).toBeGreaterThan(0);
    expect(templates.emptyCatalog.length).toBeGreaterThan(0);
  });
});
