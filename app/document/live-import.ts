import {
  admitHostedCatalog,
  importServers,
  invalidJsonMessage,
  isJsonObject,
  type LiveCatalog,
  pagesServer,
  parseJson,
  toAdmissionInput,
} from '../../core/index.ts';
import { writePrettyJson } from '../scenario-text/pretty-json.ts';

type LiveImportResult =
  | { ok: true; text: string; admitted: boolean; published: number }
  | { ok: false; reason: string };

/**
 * The scenario text with a running server's catalog imported under its name, by
 * the core's import rule as `disclosure import` of the same pages: its earlier
 * tools and record give way to the new ones, everything else stays as it is.
 * Nothing is written when the scenario in the editor is not a JSON object.
 */
export function applyLiveCatalog(scenarioText: string, catalog: LiveCatalog): LiveImportResult {
  const parsed = parseJson(scenarioText);
  if (!parsed.ok || !isJsonObject(parsed.value))
    return {
      ok: false,
      reason: parsed.ok
        ? 'The scenario in the editor is not a JSON object, so the server’s tools cannot go into it; fix it first.'
        : `The scenario in the editor cannot be read (${invalidJsonMessage(parsed)}), so the server’s tools cannot go into it; fix it first.`,
    };
  const server = pagesServer(catalog.pages, catalog.id);
  const admission = admitHostedCatalog(toAdmissionInput(server, catalog.id));
  if (!admission.ok) return { ok: false, reason: `${catalog.id} could not be admitted: ${admission.error}` };
  const report = admission.report;
  const imported = importServers(
    parsed.value,
    [{ id: catalog.id, format: server.kind, report, source: catalog.source }],
    'add',
  );
  if (!imported.ok) return { ok: false, reason: imported.error };
  return {
    ok: true,
    text: `${writePrettyJson(imported.scenario)}\n`,
    admitted: report.error === null,
    published: report.error === null ? report.definitions.length : 0,
  };
}
