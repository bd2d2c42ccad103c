import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import { SCENARIO_SCHEMA } from './scenario-schema.ts';

/**
 * Monaco from the bundle, never from a CDN: the playground works offline and no
 * request leaves the page. Only the editor core and the JSON language are
 * included (SETUP-NOTES: the slim entry keeps the build small).
 */
self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};

const DIAGNOSTICS: Parameters<typeof jsonDefaults.setDiagnosticsOptions>[0] = {
  allowComments: false,
  enableSchemaRequest: false,
  schemaValidation: 'warning',
  schemas: [{ uri: 'inmemory://ironclaw/scenario.schema.json', fileMatch: ['*'], schema: SCENARIO_SCHEMA }],
};
jsonDefaults.setDiagnosticsOptions({ ...DIAGNOSTICS, validate: true });

// A scenario has no colours to preview and no outline is shown: both would re-walk megabytes per edit.
const ALWAYS = { ...jsonDefaults.modeConfiguration, colors: false, documentSymbols: false };
jsonDefaults.setModeConfiguration(ALWAYS);

let serving = true;
/**
 * Monaco's JSON worker parses the whole text again on every edit for its squiggles,
 * and again for a completion, a hover or a folding request: past a size this costs
 * more than it gives on every edit, and it takes a core
 * from the evaluation. There the language features are turned off altogether (with
 * validation off, the worker would still parse each edit before finding nothing to
 * report); the core's own errors still reach the editor as markers.
 */
export function jsonServicesWhile(enabled: boolean): void {
  if (enabled === serving) return;
  serving = enabled;
  const diagnostics = () => jsonDefaults.setDiagnosticsOptions({ ...DIAGNOSTICS, validate: enabled });
  const features = () =>
    jsonDefaults.setModeConfiguration({
      ...ALWAYS,
      diagnostics: enabled,
      completionItems: enabled,
      hovers: enabled,
      foldingRanges: enabled,
      selectionRanges: enabled,
    });
  // Turning off, the features go first: a change of diagnostics options makes a live checker check every
  // model again, and that check, answered later, copied whatever model then had the name (the new,
  // huge one) to the worker.
  if (enabled) {
    diagnostics();
    features();
  } else {
    features();
    diagnostics();
  }
}

loader.config({ monaco });

export { monaco };
