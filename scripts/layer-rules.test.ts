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
  probe('app/state/probe-a.ts', '../services/start-services.ts', 'The store holds inputs only'),
  probe('app/state/probe-b.ts', '../document/copy-link.ts', 'The store holds inputs only'),
  probe('app/state/probe-c.ts', '../editor/monaco-view.ts', 'The store holds inputs only'),
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
  // A core folder with a barrel is reached through it from the rest of core.
  probe('core/review/probe-a.ts', '../admission/types.ts', 'core/admission/index.ts'),
  probe('core/review/probe-b.ts', '../admission/index.ts', null),
  probe('core/probe-c.ts', './runtimes/tier-plan.ts', 'core/runtimes/index.ts'),
  probe('core/probe-d.ts', './tool-formats/types.ts', 'core/tool-formats/index.ts'),
  probe('core/admission/probe-a.ts', './types.ts', null),
  probe('app/state/probe-f.ts', '../presets/presets.ts', 'The store holds inputs only'),
  probe('app/state/probe-g.ts', '../evaluation/evaluate-text.ts', 'The store holds inputs only'),
  probe('app/presets/probe-a.ts', '../state/store.ts', 'built-in data'),
  probe('app/presets/probe-b.ts', '../evaluation/evaluate-text.ts', 'built-in data'),
  probe('app/presets/probe-c.ts', '../scenario-text/pretty-json.ts', null),
  probe('app/worker/probe-c.ts', '../presets/presets.ts', null),
  probe('app/document/probe-a.ts', '../services/start-services.ts', 'app/document/ imports'),
  probe('app/document/probe-b.ts', '../hooks/use-evaluation.ts', 'app/document/ imports'),
  probe('app/document/probe-c.ts', '../evaluation/evaluate-text.ts', 'app/document/ imports'),
  probe('app/document/probe-d.ts', '../worker/work-codec.ts', null),
  probe('app/document/probe-e.ts', '../state/store.ts', null),
  probe('app/services/probe-a.ts', '../hooks/use-evaluation.ts', 'sit under hooks'),
  probe('app/services/probe-b.ts', '../app.tsx', 'sit under hooks'),
  probe('app/services/probe-c.ts', '../document/url-sync.ts', null),
  probe('app/hooks/probe-c.ts', '../components/figure.tsx', 'sit under the components'),
  probe('app/hooks/probe-d.ts', '../services/start-services.ts', null),
  probe('app/components/probe-d.tsx', '../evaluation/evaluate-text.ts', "answers' shapes"),
  probe('app/components/probe-e.tsx', '../evaluation/evaluation-types.ts', null),
  probe('app/components/probe-f.tsx', '../discovery/review-answer.ts', "answers' shapes"),
  probe('app/components/probe-g.tsx', '../start.tsx', "answers' shapes"),
  probe('app/components/review/probe-a.tsx', '../../discovery/review-answer.ts', "answers' shapes"),
  probe('app/components/review/probe-b.tsx', '../../discovery/discovery-protocol.ts', null),
  probe('app/components/review/probe-c.tsx', '../discovery/answer-status.tsx', null),
  probe('app/components/review/probe-d.tsx', '../../worker/transfer.ts', 'only through hooks'),
  probe('app/editor/probe-a.tsx', '../worker/transfer.ts', 'only through hooks'),
  probe('app/editor/probe-b.tsx', '../evaluation/evaluate-text.ts', "answers' shapes"),
  probe('app/editor/probe-c.tsx', '../hooks/services-context.ts', null),
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
