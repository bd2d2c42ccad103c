import type { CatalogEntry } from '../catalog.ts';
import type {
  CatalogEntryReport,
  IndexExplanation,
  TierExplanation,
  ToolDefinition,
} from '../report/report.ts';

/**
 * An edit to one definition of 10,000 changes a few rows of the report, yet every
 * row was a new object, so whatever compares two reports (the playground's worker
 * sends the page only what changed) had to compare every row by value. A report
 * built with a cache reuses the row it made last time for the same definition
 * (or namespace) whenever the new row holds the same values: rows then compare by
 * identity, and the report's JSON is exactly what it would be without the cache.
 */
export interface ReportRows {
  /** A definition's rows in the last report built with this cache. */
  readonly byDefinition: WeakMap<ToolDefinition, DefinitionRows>;
  /** The last report's fair-round groups by namespace (a namespace is a string, so this map is replaced each time). */
  rounds: Map<string, RoundGroup>;
}

interface DefinitionRows {
  catalog: CatalogEntryReport;
  tier: TierExplanation;
}

type RoundGroup = IndexExplanation['rounds'][number];
type RoundTool = RoundGroup['tools'][number];

export function createReportRows(): ReportRows {
  return { byDefinition: new WeakMap(), rounds: new Map() };
}

/**
 * A catalog entry's catalog row and tier row, as the report has them. With `rows`,
 * each is the one made for the definition last time when it holds these values,
 * and only a row that differs is made: the values are compared before anything is
 * made, so an unchanged definition costs no object (making both rows and then
 * comparing them was a large share of a big catalog's edit, most of it the garbage). A definition placed elsewhere keeps its catalog row and gets
 * a new tier row.
 */
export function definitionRows(
  rows: ReportRows | undefined,
  entry: CatalogEntry,
  tokens: number,
  namespace: string,
  permitted: boolean,
  schemaJson: string | undefined,
  definitionIndex: number,
): DefinitionRows {
  const { definition } = entry;
  const held = rows?.byDefinition.get(definition);
  // Field by field, each key named: a generic walk over the keys of 20,000 rows cost
  // about as much as the comparing it saved. The debug-only key is a string when
  // present, so comparing its value tells a row with it from one without.
  const heldCatalog = held?.catalog;
  const catalog =
    heldCatalog !== undefined &&
    heldCatalog.name === definition.name &&
    heldCatalog.capability_id === definition.capability_id &&
    heldCatalog.tier === entry.tier &&
    heldCatalog.est_schema_tokens === tokens &&
    heldCatalog.namespace === namespace &&
    heldCatalog.permitted === permitted &&
    heldCatalog.canonical_schema_json === schemaJson
      ? heldCatalog
      : {
          name: definition.name,
          capability_id: definition.capability_id,
          tier: entry.tier,
          est_schema_tokens: tokens,
          namespace,
          permitted,
          ...(schemaJson !== undefined ? { canonical_schema_json: schemaJson } : {}),
        };
  const heldTier = held?.tier;
  const tier =
    heldTier !== undefined &&
    heldTier.definition_index === definitionIndex &&
    heldTier.name === definition.name &&
    heldTier.capability_id === definition.capability_id &&
    heldTier.tier === entry.tier &&
    heldTier.core_rule === entry.coreRule &&
    heldTier.core_name === entry.coreName
      ? heldTier
      : {
          definition_index: definitionIndex,
          name: definition.name,
          capability_id: definition.capability_id,
          tier: entry.tier,
          core_rule: entry.coreRule,
          core_name: entry.coreName,
        };
  if (held === undefined) {
    const fresh = { catalog, tier };
    rows?.byDefinition.set(definition, fresh);
    return fresh;
  }
  held.catalog = catalog;
  held.tier = tier;
  return held;
}

/** `fresh`, or the row held for `key` when `same` finds their values equal. */
export function reuseRow<K extends object, T>(
  held: WeakMap<K, T>,
  key: K,
  fresh: T,
  same: (before: T, after: T) => boolean,
): T {
  const before = held.get(key);
  if (before !== undefined && same(before, fresh)) return before;
  held.set(key, fresh);
  return fresh;
}

/** The fair rounds with each namespace's group (or, failing that, each tool) reused where nothing in it changed. */
export function reuseRounds(rows: ReportRows, rounds: RoundGroup[]): RoundGroup[] {
  const next = new Map<string, RoundGroup>();
  const reused = rounds.map((group) => {
    const before = rows.rounds.get(group.namespace);
    const kept = before === undefined ? group : reuseGroup(before, group);
    next.set(kept.namespace, kept);
    return kept;
  });
  rows.rounds = next;
  return reused;
}

function reuseGroup(before: RoundGroup, group: RoundGroup): RoundGroup {
  let same = before.tools.length === group.tools.length;
  const tools = group.tools.map((tool, i): RoundTool => {
    const held = before.tools[i];
    if (
      held !== undefined &&
      held.name === tool.name &&
      held.round === tool.round &&
      held.shown === tool.shown
    )
      return held;
    same = false;
    return tool;
  });
  return same ? before : { namespace: group.namespace, tools };
}
