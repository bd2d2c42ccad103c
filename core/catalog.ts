import type { CoreRule, Tier, ToolDefinition } from './report/report.ts';
import { type SortMemo, sortByBytes } from './text/text.ts';

/** The catalog (DISCLOSURE.md §4): authorized definitions minus bridges, tiered and sorted by name. */

export const BRIDGE_NAMES: readonly string[] = ['tool_search', 'tool_describe', 'tool_call'];
export const BRIDGE_IDS: readonly string[] = [
  'ironclaw.tool_search',
  'ironclaw.tool_describe',
  'ironclaw.tool_call',
];

export const CORE_NAMES: readonly string[] = [
  'tool_search',
  'tool_describe',
  'tool_call',
  'result_read',
  'read_file',
  'write_file',
  'list_dir',
  'glob',
  'grep',
  'apply_patch',
  'shell',
  'memory_search',
  'memory_read',
  'memory_write',
  'memory_tree',
  'http',
  'web_search',
  'extension_search',
  'extension_register_hosted_mcp',
  'extension_install',
  'extension_remove',
  'trigger_list',
  'trigger_create',
  'outbound_deliver',
  'outbound_delivery_targets_list',
  'skill_list',
  'time',
];

const MEMORY_ALIASES: Record<string, string> = {
  'ironclaw.memory.search': 'memory_search',
  'ironclaw.memory.read': 'memory_read',
  'ironclaw.memory.write': 'memory_write',
  'ironclaw.memory.tree': 'memory_tree',
};

const WEB_ACCESS_ALIASES: Record<string, string> = {
  'web-access.search': 'web_search',
  'web-access.get_content': 'web_fetch',
};

/** The core name an id is an alias of (a memory or web-access id), if any. */
export function coreAliasOf(id: string): string | undefined {
  if (Object.hasOwn(MEMORY_ALIASES, id)) return MEMORY_ALIASES[id];
  if (Object.hasOwn(WEB_ACCESS_ALIASES, id)) return WEB_ACCESS_ALIASES[id];
  return undefined;
}

/** Which rule (if any) makes a definition match the core name `c`; also used by forgiving resolution. */
export function matchCoreName(def: { name: string; capability_id: string }, c: string): CoreRule | null {
  const id = def.capability_id;
  if (def.name === c) return 'core_name';
  // Compared in place rather than through built strings: this runs for every definition and core name.
  const dotBefore = id.length > c.length && id.endsWith(c) && id.charCodeAt(id.length - c.length - 1) === DOT;
  if (dotBefore && id.length === BUILTIN_PREFIX.length + c.length && id.startsWith(BUILTIN_PREFIX))
    return 'builtin_id';
  if (Object.hasOwn(MEMORY_ALIASES, id) && MEMORY_ALIASES[id] === c) return 'memory_alias';
  if (Object.hasOwn(WEB_ACCESS_ALIASES, id) && WEB_ACCESS_ALIASES[id] === c) return 'web_access_alias';
  // Any id ending in `.c` counts, so `github.time` is core.
  if (dotBefore) return 'id_suffix';
  return null;
}

const DOT = 0x2e;
const BUILTIN_PREFIX = 'builtin.';

export function isBridgeDefinition(def: { name: string; capability_id: string }): boolean {
  return BRIDGE_NAMES.includes(def.name) || BRIDGE_IDS.includes(def.capability_id);
}

export interface CatalogEntry {
  definition: ToolDefinition;
  tier: Tier;
  coreRule: CoreRule | null;
  coreName: string | null;
}

/**
 * The first core name (in CORE_NAMES order) the definition matches. Only a few
 * names can match at all: its own name, an alias of its id, and the id's part
 * after its last dot (core names hold no dot, so a `.c` that ends the id starts
 * there). Those are tried instead of every core name: this runs for every
 * definition of every evaluation.
 */
export function findCoreRule(def: ToolDefinition): { rule: CoreRule; coreName: string } | null {
  // Definitions an edit left alone are the same objects in the next evaluation: each is looked up once.
  let found = CORE_RULES.get(def);
  if (found === undefined) {
    found = lookUpCoreRule(def);
    CORE_RULES.set(def, found);
  }
  return found;
}

const CORE_RULES = new WeakMap<ToolDefinition, { rule: CoreRule; coreName: string } | null>();

function lookUpCoreRule(def: ToolDefinition): { rule: CoreRule; coreName: string } | null {
  const id = def.capability_id;
  let found: { rule: CoreRule; coreName: string } | null = null;
  let foundAt = CORE_NAMES.length;
  const consider = (c: string | undefined) => {
    const at = c === undefined ? undefined : CORE_ORDER.get(c);
    if (at === undefined || at >= foundAt) return;
    const rule = matchCoreName(def, c!);
    if (rule) {
      found = { rule, coreName: c! };
      foundAt = at;
    }
  };
  consider(def.name);
  consider(id.slice(id.lastIndexOf('.') + 1));
  consider(coreAliasOf(id));
  return found;
}

const CORE_ORDER: ReadonlyMap<string, number> = new Map(CORE_NAMES.map((c, i) => [c, i]));

export function buildCatalog(
  authorized: readonly ToolDefinition[],
  effectivePins: readonly string[],
  order?: SortMemo,
): CatalogEntry[] {
  const pins = new Set(effectivePins);
  const entries: CatalogEntry[] = [];
  for (const definition of authorized) {
    if (isBridgeDefinition(definition)) continue;
    const core = findCoreRule(definition);
    if (core) entries.push({ definition, tier: 'core', coreRule: core.rule, coreName: core.coreName });
    else if (pins.has(definition.capability_id))
      entries.push({ definition, tier: 'core', coreRule: 'profile_pin', coreName: null });
    else entries.push({ definition, tier: 'discoverable', coreRule: null, coreName: null });
  }
  // sortByBytes is stable, so duplicates keep their surface order.
  return sortByBytes(entries, (e) => e.definition.name, order);
}
