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

let validating = true;
/**
 * Monaco's JSON worker re-parses and schema-checks the whole text on every edit;
 * past a size its squiggles cost more than they give (half a second per edit at
 * 10,000 tools), while the core's own errors still reach the editor as markers.
 */
export function validateJsonWhile(enabled: boolean): void {
  if (enabled === validating) return;
  validating = enabled;
  jsonDefaults.setDiagnosticsOptions({ ...DIAGNOSTICS, validate: enabled });
}

// A scenario has no colours to preview and no outline is shown: both would re-walk megabytes per edit.
jsonDefaults.setModeConfiguration({
  ...jsonDefaults.modeConfiguration,
  colors: false,
  documentSymbols: false,
});

loader.config({ monaco: monaco as never });

export { monaco };
