import {
  importServers,
  invalidJsonMessage,
  type MergeHow,
  parseJson,
  type ServerToImport,
} from '../../../core/index.ts';
import { writePrettyJson } from '../../scenario-text/pretty-json.ts';
import { type ServerPreview, wasAdmissionRun } from './import-preview.ts';

type ApplyResult =
  | { ok: true; text: string; added: string[]; refused: string[] }
  | { ok: false; reason: string };

/**
 * The scenario text after importing the servers, by the core's import rule
 * (importServers), so the browser writes what `disclosure import` writes: a
 * refused catalog adds no tool but is recorded under `servers`, and `replace`
 * starts a new scenario keeping only the person's words and questions. When no
 * catalog is admitted nothing is written: the dialog offers no import then.
 */
export function applyImport(
  scenarioText: string,
  servers: readonly ServerPreview[],
  how: MergeHow,
  /** The text the document was opened with, when it is a built-in example: its words are not the person's. */
  openedExample: string | null = null,
): ApplyResult {
  // As `disclosure import`: a refused catalog is still recorded under "servers", with nothing added.
  if (!servers.some(wasAdmissionRun))
    return { ok: false, reason: 'Nothing was imported: no catalog here could be read for admission.' };
  const parsed = parseJson(scenarioText);
  if (!parsed.ok && how !== 'replace')
    return {
      ok: false,
      reason: `The scenario in the editor cannot be read (${invalidJsonMessage(parsed)}), so nothing can be added to it. Fix it, or use Replace the catalog.`,
    };
  const admitted: ServerToImport[] = servers.flatMap((s) =>
    s.admission.ok ? [{ id: s.registrationId, format: s.server.kind, report: s.admission.report }] : [],
  );
  const opened = openedExample === null ? null : parseJson(openedExample);
  const result = importServers(parsed.ok ? parsed.value : null, admitted, how, [], {
    opened: opened?.ok ? opened.value : null,
  });
  if (!result.ok) return { ok: false, reason: `Nothing was imported: ${result.error}` };
  // A server that could not even be read for admission has no report to record; it is named all the same.
  const unread = servers.filter((s) => !s.admission.ok).map((s) => s.registrationId);
  return {
    ok: true,
    text: `${writePrettyJson(result.scenario)}\n`,
    added: result.added,
    refused: [...result.refused, ...unread],
  };
}
