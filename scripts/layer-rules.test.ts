import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules in biome.json, checked the way a mistake would meet them: a
 * small file in each layer that breaks its rule fails the lint with the rule's
 * message, and one that keeps to it passes. The probes are written beside a copy
 * of biome.json in a temporary folder (the overrides match on paths, and this
 * Biome reports no diagnostics for text read from standard input).
 */
const ROOT = resolve(import.meta.dirname, '..');
const BIOME = join(ROOT, 'node_modules', '.bin', 'biome');

interface Probe {
  path: string;
  code: string;
  /** A part of the rule's message, or null when the probe keeps to the rules. */
  fails: string | null;
}

const probe = (path: string, specifier: string, fails: string | null): Probe => ({
  path,
  code: `import * as m from '${specifier}';\nexport const probe = m;\n`,
  fails,
});

const PROBES: Probe[] = [
  probe('core/probe-a.ts', '../app/state/store.ts', 'core/ must not import the app'),
  probe('core/probe-b.ts', './json/json-value.ts', null),
  probe('cli/probe-a.ts', '../app/discovery/relevance-presets.ts', 'cli/ must not import the app'),
  probe('cli/probe-b.ts', '../core/discovery/relevance.ts', 'public entry'),
  probe('cli/probe-c.ts', '../core/index.ts', null),
  probe('app/scenario-text/probe-a.ts', '../state/store.ts', 'imports only core/'),
  probe('app/scenario-text/probe-b.ts', 'react', 'no React'),
  probe('app/scenario-text/probe-c.ts', '../../core/index.ts', null),
  probe('app/state/probe-a.ts', '../services/start-services.ts', 'never imports services'),
  probe('app/state/probe-b.ts', '../document/copy-link.ts', 'never imports services'),
  probe('app/state/probe-c.ts', '../editor/monaco-view.ts', 'never imports services'),
  probe('app/state/probe-d.ts', '../scenario-text/scenario-text-edit.ts', null),
  probe('app/worker/probe-a.ts', '../state/store.ts', 'never imports the store'),
  probe('app/evaluation/probe-a.ts', '../hooks/use-evaluation.ts', 'never imports the store'),
  probe('app/worker/probe-b.ts', '../evaluation/evaluate-text.ts', null),
  probe('app/components/probe-a.tsx', '../services/start-services.ts', 'only through hooks'),
  probe('app/components/probe-b.tsx', '../hooks/services-context.ts', null),
  probe('app/components/probe-c.tsx', '../../core/policy.ts', 'through its public entry'),
  probe('app/hooks/probe-a.ts', '../../core/json/json-value.ts', 'through its public entry'),
  probe('app/state/probe-e.ts', '../../core/modes.ts', 'through its public entry'),
  probe('app/hooks/probe-b.ts', '../../core/index.ts', null),
];

let dir = '';
let diagnostics: { message: string; location: { path: string } }[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'layer-rules-'));
  copyFileSync(join(ROOT, 'biome.json'), join(dir, 'biome.json'));
  for (const { path, code } of PROBES) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), code);
  }
  const run = spawnSync(BIOME, ['lint', '--reporter=json', '--max-diagnostics=none', 'app', 'cli', 'core'], {
    cwd: dir,
    encoding: 'utf8',
  });
  diagnostics = JSON.parse(run.stdout).diagnostics;
}, 30_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('layer rules', () => {
  it.each(PROBES)('$path importing $code', ({ path, fails }) => {
    const found = diagnostics.filter((d) => d.location.path === path).map((d) => d.message);
    if (fails === null) expect(found).toEqual([]);
    else expect(found).toEqual([expect.stringContaining(fails)]);
  });
});
