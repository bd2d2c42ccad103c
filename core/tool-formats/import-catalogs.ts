import { admitHostedCatalog } from '../admission/index.ts';
import type { JsonValue } from '../json/json-value.ts';
import type { CatalogSource, UnreadServer } from './catalog-source.ts';
import { importServers, type ServerToImport } from './import-rule.ts';
import type { MergeHow } from './scenario-import.ts';
import { toAdmissionInput } from './to-admission-input.ts';
import type { DetectedServer } from './types.ts';

/** One server's catalog to admit and import: its pages as read, under the id it is admitted as. */
interface CatalogToImport {
  id: string;
  server: DetectedServer;
  /** Where a catalog read from a running server came from. */
  source?: CatalogSource;
}

type CatalogsImport =
  | {
      ok: true;
      scenario: JsonValue;
      /** Servers whose tools went in, and whose catalog admission rejected (recorded, no tool). */
      added: string[];
      refused: string[];
      /** Servers that were not admission inputs at all, with why: nothing of them is written. */
      unadmitted: { id: string; error: string }[];
      /** The tools each added server published. */
      published: Record<string, number>;
    }
  | { ok: false; error: string };

/**
 * Admission then the import rule, for every way a catalog comes in: `disclosure
 * import` of files or running servers and the page's live import call this, so a
 * catalog cannot be admitted one way in the page and another in the CLI
 * (MCP-ADMISSION.md, then SCENARIO.md's `servers`). Servers that could not be
 * read (`unread`) are recorded after the others with why.
 */
export function importCatalogs(
  scenario: JsonValue | null,
  catalogs: readonly CatalogToImport[],
  how: MergeHow,
  unread: readonly UnreadServer[] = [],
  opened: JsonValue | null = null,
): CatalogsImport {
  const admitted: ServerToImport[] = [];
  const unadmitted: { id: string; error: string }[] = [];
  const published: Record<string, number> = {};
  for (const { id, server, source } of catalogs) {
    const outcome = admitHostedCatalog(toAdmissionInput(server, id));
    if (!outcome.ok) {
      unadmitted.push({ id, error: outcome.error });
      continue;
    }
    const report = outcome.report;
    admitted.push({ id, format: server.kind, report, ...(source ? { source } : {}) });
    Object.defineProperty(published, id, {
      value: report.error === null ? report.definitions.length : 0,
      enumerable: true,
    });
  }
  const imported = importServers(scenario, admitted, how, unread, { opened });
  if (!imported.ok) return imported;
  return {
    ok: true,
    scenario: imported.scenario,
    added: imported.added,
    refused: imported.refused,
    unadmitted,
    published,
  };
}
