import {
  type JsonObject,
  type JsonValue,
  type MergeHow,
  mergeServerIntoScenario,
  parseJson,
} from '../../../core/index.ts';
import { writePrettyJson } from '../../scenario-text/pretty-json.ts';
import { isAdmitted, type ServerPreview } from './import-preview.ts';

export type ApplyResult =
  | { ok: true; text: string; added: string[]; refused: string[] }
  | { ok: false; reason: string };

/**
 * The scenario text after importing the admitted servers. A rejected catalog adds
 * nothing (MCP-ADMISSION.md: it never reaches the agent); with several servers the
 * admitted ones go in and the rejected are named. `replace` starts the catalog over
 * with the first admitted server, then adds the others beside it.
 */
export function applyImport(
  scenarioText: string,
  servers: readonly ServerPreview[],
  format: string,
  how: MergeHow,
): ApplyResult {
  const admitted = servers.filter(isAdmitted);
  const refused = servers.filter((s) => !isAdmitted(s)).map((s) => s.registrationId);
  if (admitted.length === 0)
    return { ok: false, reason: 'Nothing was imported: no catalog here is admitted as it stands.' };
  const parsed = parseJson(scenarioText);
  let scenario: JsonValue;
  if (parsed.ok) scenario = parsed.value;
  else if (how === 'replace') scenario = {} satisfies JsonObject;
  else
    return {
      ok: false,
      reason: `The scenario in the editor is not valid JSON (line ${parsed.line}), so nothing can be added to it. Fix it, or use Replace the catalog.`,
    };
  let first = true;
  for (const preview of admitted) {
    if (!preview.admission.ok) continue;
    const merged = mergeServerIntoScenario(
      scenario,
      preview.registrationId,
      preview.admission.report,
      format,
      how === 'replace' && first ? 'replace' : 'add',
    );
    if (!merged.ok) return { ok: false, reason: `Nothing was imported: ${merged.error}` };
    scenario = merged.scenario;
    first = false;
  }
  return {
    ok: true,
    text: `${writePrettyJson(scenario)}\n`,
    added: admitted.map((s) => s.registrationId),
    refused,
  };
}
