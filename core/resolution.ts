import { type CatalogEntry, coreAliasOf, matchCoreName } from './catalog.ts';
import { encodeCapabilityId } from './ids.ts';
import type { ToolDefinition } from './report.ts';

/** How a name the model emits finds a catalog definition (DISCLOSURE.md §11). */

export type MatchRule =
  | 'exact_name'
  | 'capability_id'
  | 'encoded_capability_id'
  | 'external_tool_encoded'
  | 'builtin_prefix'
  | 'memory_core_name'
  | 'builtin_capability_id';

const MEMORY_CORE_NAMES = new Set(['memory_search', 'memory_read', 'memory_write', 'memory_tree']);
const EXTERNAL_PREFIX = 'external_tool.';

/** The first forgiving rule by which `def` answers to `emitted`, or null. */
export function matchEmittedName(def: ToolDefinition, emitted: string): MatchRule | null {
  const id = def.capability_id;
  if (def.name === emitted) return 'exact_name';
  if (id === emitted) return 'capability_id';
  if (encodedIdOf(def) === emitted) return 'encoded_capability_id';
  if (id.startsWith(EXTERNAL_PREFIX) && `external_tool__${id.slice(EXTERNAL_PREFIX.length)}` === emitted) {
    return 'external_tool_encoded';
  }
  for (const prefix of ['builtin__', 'builtin.']) {
    // Whatever the rest is, it is tried as a core name: `builtin__export_comments` matches any `*.export_comments`.
    if (emitted.startsWith(prefix) && matchCoreName(def, emitted.slice(prefix.length)))
      return 'builtin_prefix';
  }
  if (MEMORY_CORE_NAMES.has(emitted) && matchCoreName(def, emitted)) return 'memory_core_name';
  if (id === `builtin.${emitted}`) return 'builtin_capability_id';
  return null;
}

/**
 * Among duplicated names the last entry answers (SCENARIO.md, "Duplicate names"):
 * upstream's binary search over the sorted catalog lands on the last equal name.
 */
export function findByExactName(catalog: readonly CatalogEntry[], name: string): CatalogEntry | undefined {
  let byName = LAST_BY_NAME.get(catalog);
  if (!byName) {
    // Several lookups run per evaluated name; one pass maps the names (a later equal name replaces an earlier).
    byName = new Map();
    for (const e of catalog) byName.set(e.definition.name, e);
    LAST_BY_NAME.set(catalog, byName);
  }
  return byName.get(name);
}

/** Catalogs are not changed once built (core/catalog.ts), so a map made for one stays right for it. */
const LAST_BY_NAME = new WeakMap<readonly CatalogEntry[], Map<string, CatalogEntry>>();

/** The wire-encoded id of a definition, encoded once per definition: every lookup compares it with every entry. */
function encodedIdOf(def: ToolDefinition): string {
  let encoded = ENCODED_IDS.get(def);
  if (encoded === undefined) {
    encoded = encodeCapabilityId(def.capability_id);
    ENCODED_IDS.set(def, encoded);
  }
  return encoded;
}

const ENCODED_IDS = new WeakMap<ToolDefinition, string>();

/** Exact catalog name first, then the first forgiving match in catalog order. */
export function resolveForgiving(
  catalog: readonly CatalogEntry[],
  emitted: string,
): { entry: CatalogEntry; rule: MatchRule } | null {
  const exact = findByExactName(catalog, emitted);
  if (exact) return { entry: exact, rule: 'exact_name' };
  for (const entry of mayAnswerTo(catalog, emitted)) {
    const rule = matchEmittedName(entry.definition, emitted);
    if (rule) return { entry, rule };
  }
  return null;
}

/** Every entry that answers to `emitted` by some forgiving rule, in catalog order. */
export function entriesAnsweringTo(catalog: readonly CatalogEntry[], emitted: string): CatalogEntry[] {
  return mayAnswerTo(catalog, emitted).filter((entry) => matchEmittedName(entry.definition, emitted));
}

/** The first entry, in catalog order, whose capability id is `id`. */
export function firstWithId(catalog: readonly CatalogEntry[], id: string): CatalogEntry | undefined {
  return mayAnswerTo(catalog, id).find((entry) => entry.definition.capability_id === id);
}

/**
 * The entries that may answer to `emitted`, in catalog order: a superset of those
 * matchEmittedName accepts, found through the strings each rule compares (name,
 * id, encoded id, what the id ends with after a dot, the core name it aliases)
 * instead of by trying every entry of a 10,000-tool catalog for every name.
 */
function mayAnswerTo(catalog: readonly CatalogEntry[], emitted: string): CatalogEntry[] {
  const byKey = keysOf(catalog);
  const asked = [emitted, `builtin.${emitted}`];
  if (emitted.startsWith('external_tool__'))
    asked.push(`${EXTERNAL_PREFIX}${emitted.slice('external_tool__'.length)}`);
  for (const prefix of ['builtin__', 'builtin.'])
    if (emitted.startsWith(prefix)) asked.push(emitted.slice(prefix.length));
  const positions = new Set<number>();
  for (const key of asked) for (const at of byKey.get(key) ?? []) positions.add(at);
  return [...positions].sort((a, b) => a - b).map((at) => catalog[at]!);
}

const KEYS = new WeakMap<readonly CatalogEntry[], Map<string, number[]>>();

/** Per catalog, once: each string a forgiving rule compares with the emitted name, to the entries holding it. */
function keysOf(catalog: readonly CatalogEntry[]): Map<string, number[]> {
  let byKey = KEYS.get(catalog);
  if (!byKey) {
    byKey = new Map();
    const add = (key: string, at: number) => {
      const list = byKey!.get(key);
      if (list === undefined) byKey!.set(key, [at]);
      else if (list[list.length - 1] !== at) list.push(at);
    };
    catalog.forEach(({ definition }, at) => {
      const id = definition.capability_id;
      add(definition.name, at);
      add(id, at);
      add(encodedIdOf(definition), at);
      const alias = coreAliasOf(id);
      if (alias !== undefined) add(alias, at);
      for (let dot = id.indexOf('.'); dot >= 0; dot = id.indexOf('.', dot + 1)) add(id.slice(dot + 1), at);
    });
    KEYS.set(catalog, byKey);
  }
  return byKey;
}

/** The plain lookup used by search results and `tool_describe`: exact name, else the encoded form. */
export function resolveExactOrEncoded(
  catalog: readonly CatalogEntry[],
  emitted: string,
): CatalogEntry | undefined {
  return findByExactName(catalog, emitted) ?? findByExactName(catalog, encodeCapabilityId(emitted));
}
