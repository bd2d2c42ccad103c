import {
  importCatalogs,
  invalidJsonMessage,
  type LiveCatalog,
  type MergeHow,
  pagesServer,
  parseJson,
  summarizeCatalogChange,
  type UnreadServer,
  writeScenarioText,
} from '../../core/index.ts';

type LiveImportResult =
  | {
      ok: true;
      text: string;
      admitted: string[];
      refused: string[];
      published: number;
      /** What the import changed in the catalog, in figures (core's catalog diff). */
      change: ReturnType<typeof summarizeCatalogChange>;
    }
  | { ok: false; reason: string };

/**
 * The scenario text with running servers' catalogs imported under their names,
 * by the core's one import function (importCatalogs) as `disclosure import
 * --config` does, written by the same writer: `add` puts them into the scenario in
 * the editor (each server's earlier tools and record give way to the new ones),
 * `replace` starts a new scenario from them, and from no text at all it is the
 * CLI's text exactly. Servers that could not be read are recorded with why.
 */
export function applyLiveCatalogs(
  scenarioText: string | null,
  catalogs: readonly LiveCatalog[],
  unread: readonly UnreadServer[],
  how: MergeHow,
): LiveImportResult {
  const parsed = scenarioText === null ? null : parseJson(scenarioText);
  if (parsed !== null && !parsed.ok && how === 'add')
    return {
      ok: false,
      reason: `The scenario in the editor cannot be read (${invalidJsonMessage(parsed)}), so the servers’ tools cannot go into it; fix it first, or replace its servers.`,
    };
  const imported = importCatalogs(
    parsed?.ok ? parsed.value : null,
    catalogs.map((c) => ({ id: c.id, server: pagesServer(c.pages, c.id), source: c.source })),
    how,
    unread,
  );
  if (!imported.ok)
    return {
      ok: false,
      reason: `The servers’ tools cannot go into the scenario in the editor: ${imported.error}.`,
    };
  const first = imported.unadmitted[0];
  if (first !== undefined) return { ok: false, reason: `${first.id} could not be admitted: ${first.error}` };
  return {
    ok: true,
    text: writeScenarioText(imported.scenario),
    admitted: imported.added,
    refused: imported.refused,
    published: Object.values(imported.published).reduce((a, b) => a + b, 0),
    change: summarizeCatalogChange(parsed?.ok ? parsed.value : null, imported.scenario),
  };
}
