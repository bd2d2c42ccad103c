import { type CatalogEntry, isBridgeDefinition } from '../catalog.ts';
import { isJsonObject } from '../json/json-value.ts';
import { namespaceOf } from '../namespaces.ts';
import { permits } from '../policy.ts';
import type { CoreRule, PromotionOutcome, Tier, ToolDefinition } from '../report/report.ts';
import { advertisedFigures } from './advertised-figures.ts';
import { serverOf } from './imported-servers.ts';
import { explainIndexPlace, type IndexPlace } from './index-place.ts';
import type { ReviewSubject } from './review-subject.ts';
import { type QueryRank, rankForQuery, schemaSize } from './search-rank.ts';
import { coreOnlyBySuffix } from './tier-findings.ts';

/** Whether the tool reaches the catalog at all, and if not, the first reason in pipeline order. */
type SurfaceVerdict =
  | { status: 'unknown' }
  | { status: 'invalid_definition'; errors: string[] }
  | { status: 'not_on_surface'; denied_by_policy: boolean }
  | { status: 'excluded_bridge' }
  | { status: 'on_surface'; permitted: boolean; shadowed_by_index: number | null };

/** Advertised this turn or deferred, and the rule that decided it (DISCLOSURE.md §2, §7). */
interface AdvertisedVerdict {
  advertised: boolean;
  reason:
    | 'not_in_catalog'
    | 'denied_by_policy'
    | 'layer_off' // mode off: every permitted tool is sent with its schema
    | 'all_fit' // nothing is deferred: the permitted tools fit both caps
    | 'core' // core tier: advertised whatever the caps
    | 'profile_pin' // pinned in bridged mode, so core
    | 'promoted' // earned in an earlier turn and fits
    | 'deferred'; // discoverable, not promoted (or its promotion did not fit)
  promotion: PromotionOutcome | null;
  /** What the request carries this turn: the very figures the header shows (advertisedFigures). */
  advertised_count: number;
  advertised_tokens: number;
  /** Whether tools are held back for tool_search this turn (false in `off`). */
  deferred: boolean;
  /** The permitted catalog, what `off` would send: the figures compared with the caps (§7). */
  effective_tokens: number;
  effective_count: number;
  threshold: number;
  max_tools: number;
}

export interface ToolExplanation {
  name: string | null;
  capability_id: string | null;
  /** Index in the scenario's `definitions`. */
  definition_index: number | null;
  surface: SurfaceVerdict;
  tier: { tier: Tier; core_rule: CoreRule | null; core_name: string | null; only_by_suffix: boolean } | null;
  advertised: AdvertisedVerdict;
  index: IndexPlace;
  namespace: string | null;
  /** Its parameters' size against search's bound; `est_tokens` estimates the whole definition (name, description, parameters). */
  schema: { bytes: number; bound: number; fits: boolean; est_tokens: number } | null;
  /** Its rank when the model searches its own name, and `query` when one was given (DISCLOSURE.md §10). */
  own_name_search: QueryRank | null;
  query_search: QueryRank | null;
  /** The imported server it came from (the scenario's `servers`), when any. */
  provenance: {
    server_id: string;
    extension_id: string | null;
    format: string | null;
    outcome: string;
  } | null;
}

/**
 * "Why?" for one tool, named by its provider name (the definition a name lookup
 * finds: the last of duplicates) or by its index in `definitions`.
 */
export function explainTool(
  subject: ReviewSubject,
  target: string | number,
  query?: string,
): ToolExplanation {
  const found = locate(subject, target);
  const def = found.definition;
  const entry = def ? (subject.turn.catalog.find((e) => e.definition === def) ?? null) : null;
  const surface = surfaceOf(subject, found, entry);
  const onSurface = surface.status === 'on_surface' || surface.status === 'excluded_bridge';
  return {
    name: def?.name ?? found.rawName,
    capability_id: def?.capability_id ?? null,
    definition_index: found.index,
    surface,
    tier: entry
      ? {
          tier: entry.tier,
          core_rule: entry.coreRule,
          core_name: entry.coreName,
          only_by_suffix: coreOnlyBySuffix(entry, subject.turn.effectivePins),
        }
      : null,
    advertised: advertisedOf(subject, entry),
    index: explainIndexPlace(subject, entry),
    namespace: def ? namespaceOf(def.capability_id) : null,
    schema: def
      ? { ...schemaSize(def.parameters), est_tokens: entry ? subject.turn.tokensOf(entry) : 0 }
      : null,
    own_name_search: def && onSurface ? rankForQuery(subject, def.name, def) : null,
    query_search: def && onSurface && query !== undefined ? rankForQuery(subject, query, def) : null,
    provenance: def ? provenanceOf(subject, def) : null,
  };
}

interface Located {
  definition: ToolDefinition | null;
  index: number | null;
  rawName: string | null;
}

function locate(subject: ReviewSubject, target: string | number): Located {
  const raw =
    isJsonObject(subject.value) && Array.isArray(subject.value.definitions) ? subject.value.definitions : [];
  const rawNameAt = (i: number) => {
    const d = raw[i];
    return isJsonObject(d ?? null) && typeof (d as { name?: unknown }).name === 'string'
      ? ((d as { name: string }).name as string)
      : null;
  };
  const valid = subject.scenario.definitions;
  if (typeof target === 'number') {
    const hit = valid.find((d) => d.index === target);
    if (hit) return { definition: hit.definition, index: target, rawName: hit.definition.name };
    return {
      definition: null,
      index: target >= 0 && target < raw.length ? target : null,
      rawName: rawNameAt(target),
    };
  }
  // A name lookup lands on the last definition of that name (SCENARIO.md, "Duplicate names").
  const looked = subject.turn.catalogByName.get(target)?.definition;
  const hit = looked
    ? valid.find((d) => d.definition === looked)
    : valid.findLast((d) => d.definition.name === target);
  if (hit) return { definition: hit.definition, index: hit.index, rawName: target };
  const rawIndex = raw.findLastIndex((_, i) => rawNameAt(i) === target);
  return { definition: null, index: rawIndex >= 0 ? rawIndex : null, rawName: target };
}

function surfaceOf(subject: ReviewSubject, found: Located, entry: CatalogEntry | null): SurfaceVerdict {
  const { turn, scenario } = subject;
  const def = found.definition;
  if (!def) {
    const errors = scenario.errors.definitions.filter((e) => e.index === found.index).map((e) => e.error);
    return errors.length > 0 ? { status: 'invalid_definition', errors } : { status: 'unknown' };
  }
  if (!turn.authorized.includes(def)) {
    return { status: 'not_on_surface', denied_by_policy: !permits(turn.policy, def.capability_id) };
  }
  if (isBridgeDefinition(def)) return { status: 'excluded_bridge' };
  const lookedUp = turn.catalogByName.get(def.name);
  const shadow =
    lookedUp && lookedUp !== entry
      ? scenario.definitions.find((d) => d.definition === lookedUp.definition)
      : undefined;
  return {
    status: 'on_surface',
    permitted: entry ? turn.permitted(entry) : false,
    shadowed_by_index: shadow?.index ?? null,
  };
}

function advertisedOf(subject: ReviewSubject, entry: CatalogEntry | null): AdvertisedVerdict {
  const { report, turn } = subject;
  const active = report.explain.active;
  const sent = advertisedFigures(report);
  const base = {
    promotion: null,
    advertised_count: sent.count,
    advertised_tokens: sent.tokens,
    deferred: sent.deferred,
    effective_tokens: active.effective_tokens,
    effective_count: active.effective_count,
    threshold: active.threshold,
    max_tools: active.max_tools,
  };
  if (!entry) return { ...base, advertised: false, reason: 'not_in_catalog' };
  if (!turn.permitted(entry)) return { ...base, advertised: false, reason: 'denied_by_policy' };
  if (!report.mode.decorator_enabled) return { ...base, advertised: true, reason: 'layer_off' };
  if (!report.active_set.deferred) return { ...base, advertised: true, reason: 'all_fit' };
  if (entry.tier === 'core') {
    return { ...base, advertised: true, reason: entry.coreRule === 'profile_pin' ? 'profile_pin' : 'core' };
  }
  const promotion = active.promotions.find((p) => p.name === entry.definition.name)?.outcome ?? null;
  const promoted = promotion === 'advertised' && turn.catalogByName.get(entry.definition.name) === entry;
  return { ...base, promotion, advertised: promoted, reason: promoted ? 'promoted' : 'deferred' };
}

function provenanceOf(subject: ReviewSubject, def: ToolDefinition): ToolExplanation['provenance'] {
  const server = serverOf(subject.servers, def.capability_id);
  if (!server) return null;
  return {
    server_id: server.id,
    extension_id: server.summary?.extension_id ?? null,
    format: server.format,
    outcome: server.summary?.outcome ?? 'admitted',
  };
}
