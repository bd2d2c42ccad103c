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
  const first = entriesAnsweringTo(catalog, emitted)[0];
  return first ? { entry: first, rule: matchEmittedName(first.definition, emitted)! } : null;
}

/** The first entry, in catalog order, whose capability id is `id` (such an entry answers to `id`). */
export function firstWithId(catalog: readonly CatalogEntry[], id: string): CatalogEntry | undefined {
  return entriesAnsweringTo(catalog, id).find((entry) => entry.definition.capability_id === id);
}

/**
 * Every entry that answers to `emitted` by some forgiving rule, in catalog order.
 * A resolution asks this three ways of the same name, answered by one pass; a
 * catalog asked about more names than a scenario resolves is searched through
 * its keys instead (`mayAnswerTo`), built once for it.
 */
export function entriesAnsweringTo(catalog: readonly CatalogEntry[], emitted: string): CatalogEntry[] {
  if (lastAnswer?.catalog === catalog && lastAnswer.emitted === emitted) return lastAnswer.entries;
  const lookups = (LOOKUPS.get(catalog) ?? 0) + 1;
  LOOKUPS.set(catalog, lookups);
  let entries: CatalogEntry[];
  if (lookups > SCANS_BEFORE_KEYS) {
    entries = mayAnswerTo(catalog, emitted).filter((entry) => matchEmittedName(entry.definition, emitted));
  } else {
    // One pass, each entry first tested, without building a string, against the strings the rules would
    // compare: the rules themselves (which encode the id) run only for the few that pass.
    const asked = askedKeys(emitted);
    entries = catalog.filter(
      (entry) => mayAnswer(entry.definition, emitted, asked) && matchEmittedName(entry.definition, emitted),
    );
  }
  lastAnswer = { catalog, emitted, entries };
  return entries;
}

/** Whether a definition holds one of `asked` among its keys (`keysOfDefinition`), or encodes to `emitted`. */
function mayAnswer(definition: ToolDefinition, emitted: string, asked: readonly string[]): boolean {
  const id = definition.capability_id;
  if (encodesTo(id, emitted)) return true;
  const alias = coreAliasOf(id);
  for (const key of asked) {
    if (definition.name === key || id === key || alias === key) return true;
    if (id.length > key.length && id.endsWith(key) && id.charCodeAt(id.length - key.length - 1) === DOT)
      return true;
  }
  return false;
}

/** `encodeCapabilityId(id) === wire`, compared in place. */
function encodesTo(id: string, wire: string): boolean {
  if (id.startsWith(EXTERNAL_PREFIX))
    return id.length - EXTERNAL_PREFIX.length === wire.length && id.endsWith(wire);
  let at = 0;
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    if (c === DOT) {
      if (wire.charCodeAt(at) !== UNDERSCORE || wire.charCodeAt(at + 1) !== UNDERSCORE) return false;
      at += 2;
    } else if (wire.charCodeAt(at++) !== c) return false;
  }
  return at === wire.length;
}

const DOT = 0x2e;
const UNDERSCORE = 0x5f;

/** The strings a definition's keys (`keysOfDefinition`) must hold one of to answer to `emitted`. */
function askedKeys(emitted: string): string[] {
  const asked = [emitted, `builtin.${emitted}`];
  if (emitted.startsWith('external_tool__'))
    asked.push(`${EXTERNAL_PREFIX}${emitted.slice('external_tool__'.length)}`);
  for (const prefix of ['builtin__', 'builtin.'])
    if (emitted.startsWith(prefix)) asked.push(emitted.slice(prefix.length));
  return asked;
}

/**
 * Each string a forgiving rule compares with the emitted name: the name, the id,
 * the encoded id, the core name the id aliases, and what the id ends with after
 * each dot.
 */
function keysOfDefinition(definition: ToolDefinition): string[] {
  const id = definition.capability_id;
  const keys = [definition.name, id, encodedIdOf(definition)];
  const alias = coreAliasOf(id);
  if (alias !== undefined) keys.push(alias);
  for (let dot = id.indexOf('.'); dot >= 0; dot = id.indexOf('.', dot + 1)) keys.push(id.slice(dot + 1));
  return keys;
}

/** Names looked up by trying every entry before a catalog's keys are built (at 50,000 tools, 0.2 s). */
const SCANS_BEFORE_KEYS = 16;
const LOOKUPS = new WeakMap<readonly CatalogEntry[], number>();
let lastAnswer: { catalog: readonly CatalogEntry[]; emitted: string; entries: CatalogEntry[] } | null = null;

/**
 * The entries that may answer to `emitted`, in catalog order: a superset of those
 * matchEmittedName accepts, found through the strings each rule compares (name,
 * id, encoded id, what the id ends with after a dot, the core name it aliases)
 * instead of by trying every entry for every name.
 */
function mayAnswerTo(catalog: readonly CatalogEntry[], emitted: string): CatalogEntry[] {
  const byKey = keysOf(catalog);
  const positions = new Set<number>();
  for (const key of askedKeys(emitted)) for (const at of byKey.get(key) ?? []) positions.add(at);
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
      for (const key of keysOfDefinition(definition)) add(key, at);
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
