import { type ActiveCandidate, deferThreshold, selectActiveSet } from './active-set.ts';
import { describeBridges, readBridgeTools } from './bridges.ts';
import type { EvaluationCache } from './cache/evaluation-cache.ts';
import { buildCatalog, type CatalogEntry } from './catalog.ts';
import { type RenderedIndex, renderAlphabeticalIndex, renderNamespaceIndex } from './index-description.ts';
import { groupByNamespace, type NamespaceGroup } from './namespaces.ts';
import { type Policy, permits } from './policy.ts';
import type {
  ActiveExplanation,
  ActiveSetReport,
  BridgeDefinitionReport,
  ModeReport,
  ToolDefinition,
} from './report/report.ts';
import { entriesByName } from './resolution.ts';
import type { Scenario } from './scenario.ts';
import { buildSearchIndex, type SearchIndex } from './search/bm25f-index.ts';
import type { Templates } from './templates.ts';
import { estimateSchemaTokens } from './token-estimate.ts';

/** Everything one turn is built from, before any tool is called (SCENARIO.md, order of events). */
export interface Turn {
  mode: ModeReport;
  policy: Policy;
  authorized: ToolDefinition[];
  warnings: string[];
  effectivePins: string[];
  promotedEffective: string[];
  catalog: CatalogEntry[];
  /** The entry each name finds: the last of duplicated names (SCENARIO.md, "Duplicate names"). */
  catalogByName: ReadonlyMap<string, CatalogEntry>;
  namespaces: NamespaceGroup[];
  index: RenderedIndex;
  bridges: ToolDefinition[];
  bridgeReports: BridgeDefinitionReport[];
  threshold: number;
  activeSet: ActiveSetReport;
  activeExplanation: ActiveExplanation;
  /** Built on first read: only a discovery question (a search, the debug view) needs it. */
  readonly searchIndex: SearchIndex;
  permitted(entry: CatalogEntry): boolean;
  tokensOf(entry: CatalogEntry): number;
  /** What the last report built with the same cache lends this one: its rows and its sort orders. */
  cache: EvaluationCache | undefined;
}

export function buildTurn(s: Scenario, templates: Templates, cache?: EvaluationCache): Turn {
  const valid = s.definitions.map((d) => d.definition);
  const surface = s.surfaceIds === null ? null : new Set(s.surfaceIds);
  const authorized = surface === null ? valid : valid.filter((d) => surface.has(d.capability_id));

  const effectivePins = s.mode.includes_profile_pins ? [...s.pins] : [];
  const catalog = buildCatalog(authorized, effectivePins, cache?.sorts.catalogNames);
  const catalogByName = entriesByName(catalog);

  // A definition's estimate depends on it alone (§3), so the caller's cache may hold it across turns.
  const tokenCache = cache?.schemaTokens ?? new WeakMap<ToolDefinition, number>();
  const tokensOf = (e: CatalogEntry) => {
    let t = tokenCache.get(e.definition);
    if (t === undefined) {
      t = estimateSchemaTokens(e.definition);
      tokenCache.set(e.definition, t);
    }
    return t;
  };
  const permitted = (e: CatalogEntry) => permits(s.policy, e.definition.capability_id);

  const discoverable = catalog
    .filter((e) => e.tier === 'discoverable' && permitted(e))
    .map((e) => e.definition);
  const namespaces = groupByNamespace(discoverable);
  const index = s.mode.includes_namespace_summaries
    ? renderNamespaceIndex(namespaces, templates)
    : renderAlphabeticalIndex(
        discoverable.map((d) => d.name),
        s.mode.includes_complete_signatures,
      );

  const bridges = readBridgeTools(templates.bridgeTools);
  const bridgeReports = describeBridges(bridges, index.text);
  const promotedEffective = [...new Set(s.promoted)];
  const candidates: ActiveCandidate[] = catalog.map((e) => ({
    name: e.definition.name,
    capability_id: e.definition.capability_id,
    tier: e.tier,
    permitted: permitted(e),
    tokens: tokensOf(e),
  }));
  const { activeSet, explanation } = selectActiveSet(
    candidates,
    bridgeReports.map((b) => ({
      name: b.name,
      capability_id: b.capability_id,
      tokens: b.advertised_est_schema_tokens,
    })),
    promotedEffective,
    s.caps,
  );

  let searchIndex: SearchIndex | undefined;
  return {
    mode: s.mode,
    policy: s.policy,
    authorized,
    warnings: duplicateWarnings(authorized),
    effectivePins,
    promotedEffective,
    catalog,
    catalogByName,
    namespaces,
    index,
    bridges,
    bridgeReports,
    threshold: deferThreshold(s.caps),
    activeSet,
    activeExplanation: explanation,
    get searchIndex() {
      searchIndex ??= buildSearchIndex(authorized, cache?.searchDocuments, cache?.searchIndexMemo);
      return searchIndex;
    },
    permitted,
    tokensOf,
    cache,
  };
}

function duplicateWarnings(authorized: readonly ToolDefinition[]): string[] {
  const names = new Set<string>();
  const ids = new Set<string>();
  const warnings: string[] = [];
  for (const d of authorized) {
    if (names.has(d.name)) warnings.push(`duplicate provider name "${d.name}" on the authorized surface`);
    if (ids.has(d.capability_id))
      warnings.push(`duplicate capability id "${d.capability_id}" on the authorized surface`);
    names.add(d.name);
    ids.add(d.capability_id);
  }
  return warnings;
}
