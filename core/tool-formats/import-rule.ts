import type { AdmissionReport } from '../admission/index.ts';
import { canonicalJson } from '../json/canonical-json.ts';
import { isJsonObject, type JsonObject, type JsonValue } from '../json/json-value.ts';
import { type CatalogSource, sourceValue, type UnreadServer } from './catalog-source.ts';
import { type MergeHow, mergeServerIntoScenario } from './scenario-import.ts';

/**
 * What "Replace the catalog" keeps of the scenario it replaces: the person's own
 * words and the review's questions, so the same questions can be asked of the new
 * catalog. Everything else (caps, mode, policy, surface, pins, promotions, debug)
 * starts over at its default, exactly as `disclosure import` writes a new
 * scenario, so one catalog reviews the same in the browser and in the CLI.
 * Whatever is kept and no longer fits is raised as a leftover finding.
 */
export const IMPORT_KEEPS = ['name', 'notes', 'queries', 'resolve'] as const;

/**
 * The key a replacing import writes the kept name and notes under, as they were:
 * while they still read the same, they were written for the catalog that is gone
 * (finding `notes_after_replace`); editing either one clears it.
 */
export const REPLACED_CATALOG_KEY = 'replaced_catalog';

/** One server as admitted, ready to go into a scenario. */
export interface ServerToImport {
  /** The server id it was admitted under. */
  id: string;
  /** The format kind it came in (`mcp-tools-list-result`, …), recorded under `servers`. */
  format: string;
  report: AdmissionReport;
  /** Where a catalog read from a running server came from. */
  source?: CatalogSource;
}

type ImportResult =
  | { ok: true; scenario: JsonObject; added: string[]; refused: string[] }
  | { ok: false; error: string };

/**
 * The one import rule the browser and `disclosure import` share. `replace`
 * starts from a new scenario holding only IMPORT_KEEPS (a scenario that cannot be
 * read counts as empty); `add` puts the servers into the scenario as it is. Each
 * server then goes in after the one before it, so a refused catalog is recorded
 * under `servers` (and adds no tool) wherever it comes in the list. Servers
 * that could not be read at all (`unread`) are recorded after them, with why.
 */
export function importServers(
  scenario: JsonValue | null,
  servers: readonly ServerToImport[],
  how: MergeHow,
  unread: readonly UnreadServer[] = [],
  options: ImportOptions = {},
): ImportResult {
  let current: JsonObject;
  if (how === 'replace') current = replacedBase(scenario, options.opened ?? null);
  else if (isJsonObject(scenario)) current = scenario;
  else return { ok: false, error: 'the scenario is not a JSON object; fix it first or replace the catalog' };
  const added: string[] = [];
  const refused: string[] = [];
  for (const server of servers) {
    const merged = mergeServerIntoScenario(
      current,
      server.id,
      server.report,
      server.format,
      'add',
      server.source,
    );
    if (!merged.ok) return merged;
    current = merged.scenario;
    (merged.rejected ? refused : added).push(server.id);
  }
  for (const server of unread) current = recordUnread(current, server);
  return { ok: true, scenario: current, added, refused };
}

/** The scenario with `server`'s record (and no tool of it) in place of any earlier one. */
function recordUnread(scenario: JsonObject, server: UnreadServer): JsonObject {
  const entry: JsonObject = { id: server.id };
  if (server.source !== null) entry.source = sourceValue(server.source);
  entry.failure = server.failure;
  const previous = Array.isArray(scenario.servers) ? scenario.servers : [];
  const others = previous.filter((s) => !(isJsonObject(s) && s.id === server.id));
  const out: JsonObject = {};
  for (const key of Object.keys(scenario)) own(out, key, scenario[key]!);
  out.servers = [...others, entry];
  return out;
}

interface ImportOptions {
  /**
   * The document as it was opened, when that was a built-in example: its name, notes and
   * questions are the example's, not the person's, so a replacing import keeps only
   * those the person has changed since.
   */
  opened?: JsonValue | null;
}

/** The new scenario a replacing import starts from: the kept keys, in their order, then an empty catalog. */
function replacedBase(scenario: JsonValue | null, opened: JsonValue | null): JsonObject {
  const out: JsonObject = {};
  const old = isJsonObject(scenario) ? scenario : {};
  const example = isJsonObject(opened) ? opened : {};
  const unchanged = (key: string) =>
    Object.hasOwn(example, key) && canonicalJson(example[key]!) === canonicalJson(old[key]!);
  for (const key of IMPORT_KEEPS) {
    if (Object.hasOwn(old, key) && !unchanged(key)) own(out, key, old[key]!);
  }
  const words: JsonObject = {};
  if (typeof out.name === 'string') own(words, 'name', out.name);
  if (typeof out.notes === 'string') own(words, 'notes', out.notes);
  if (Object.keys(words).length > 0) own(out, REPLACED_CATALOG_KEY, words);
  out.definitions = [];
  out.servers = [];
  return out;
}

/** Sets a key even when it is `__proto__`, as the rest of the core does for the person's keys. */
function own(o: JsonObject, key: string, value: JsonValue): void {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
}
