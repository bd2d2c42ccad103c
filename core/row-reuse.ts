import type { CatalogEntry } from './catalog.ts';
import type { CatalogEntryReport, IndexExplanation, TierExplanation, ToolDefinition } from './report.ts';

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

/** The definition's catalog row and tier row, each the last one made for it when its values are the same. */
export function reuseDefinitionRows(
  rows: ReportRows,
  definition: ToolDefinition,
  catalog: CatalogEntryReport,
  tier: TierExplanation,
): DefinitionRows {
  const before = rows.byDefinition.get(definition);
  if (before === undefined) {
    const fresh = { catalog, tier };
    rows.byDefinition.set(definition, fresh);
    return fresh;
  }
  if (!sameCatalogRow(before.catalog, catalog)) before.catalog = catalog;
  if (!sameTierRow(before.tier, tier)) before.tier = tier;
  return before;
}

/**
 * The entry's last rows when they hold exactly these values, or undefined: asked
 * before any row is made, so an unchanged definition of 10,000 costs no object
 * (making both rows and then comparing them was about a quarter of an edit's
 * time at 10,000 tools, most of it the garbage). The same fields as
 * `sameCatalogRow` and `sameTierRow`.
 */
export function heldDefinitionRows(
  rows: ReportRows,
  entry: CatalogEntry,
  tokens: number,
  namespace: string,
  permitted: boolean,
  schemaJson: string | undefined,
  definitionIndex: number,
): DefinitionRows | undefined {
  const { definition } = entry;
  const held = rows.byDefinition.get(definition);
  if (held === undefined) return undefined;
  const { catalog, tier } = held;
  return catalog.name === definition.name &&
    catalog.capability_id === definition.capability_id &&
    catalog.tier === entry.tier &&
    catalog.est_schema_tokens === tokens &&
    catalog.namespace === namespace &&
    catalog.permitted === permitted &&
    catalog.canonical_schema_json === schemaJson &&
    tier.definition_index === definitionIndex &&
    tier.name === definition.name &&
    tier.capability_id === definition.capability_id &&
    tier.tier === entry.tier &&
    tier.core_rule === entry.coreRule &&
    tier.core_name === entry.coreName
    ? held
    : undefined;
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

// Field by field, each key named: a generic walk over the keys of 20,000 rows cost
// about as much as the comparing it saved. The debug-only key is a string when
// present, so comparing its value tells a row with it from one without.
function sameCatalogRow(a: CatalogEntryReport, b: CatalogEntryReport): boolean {
  return (
    a.name === b.name &&
    a.capability_id === b.capability_id &&
    a.tier === b.tier &&
    a.est_schema_tokens === b.est_schema_tokens &&
    a.namespace === b.namespace &&
    a.permitted === b.permitted &&
    a.canonical_schema_json === b.canonical_schema_json
  );
}

function sameTierRow(a: TierExplanation, b: TierExplanation): boolean {
  return (
    a.definition_index === b.definition_index &&
    a.name === b.name &&
    a.capability_id === b.capability_id &&
    a.tier === b.tier &&
    a.core_rule === b.core_rule &&
    a.core_name === b.core_name
  );
}
