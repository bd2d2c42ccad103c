import { type CatalogEntry, coreAliasOf, matchCoreName } from './catalog.ts';
import { encodeCapabilityId } from './ids.ts';
import type { ToolDefinition } from './report/report.ts';

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
  if (encodeCapabilityId(id) === emitted) return 'encoded_capability_id';
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
function findByExactName(catalog: readonly CatalogEntry[], name: string): CatalogEntry | undefined {
  return entriesByName(catalog).get(name);
}

/**
 * Each name of the catalog with the entry a lookup of it lands on (a later equal name
 * replaces an earlier). Made once per catalog: the turn's own lookups and these share it,
 * since a map of every name of a large catalog is costly to make on every edit.
 */
export function entriesByName(catalog: readonly CatalogEntry[]): ReadonlyMap<string, CatalogEntry> {
  let byName = LAST_BY_NAME.get(catalog);
  if (!byName) {
    byName = new Map();
    for (const e of catalog) byName.set(e.definition.name, e);
    LAST_BY_NAME.set(catalog, byName);
  }
  return byName;
}

/** Catalogs are not changed once built (core/catalog.ts), so a map made for one stays right for it. */
const LAST_BY_NAME = new WeakMap<readonly CatalogEntry[], Map<string, CatalogEntry>>();

/** Exact catalog name first, then the first forgiving match in catalog order. */
export function resolveForgiving(
  catalog: readonly CatalogEntry[],
  emitted: string,
  memo?: NameAnswers,
): { entry: CatalogEntry; rule: MatchRule } | null {
  const exact = findByExactName(catalog, emitted);
  if (exact) return { entry: exact, rule: 'exact_name' };
  return firstAnswering(entriesAnsweringTo(catalog, emitted, memo), emitted);
}

/**
 * `resolveForgiving`, for a caller that has already found every entry answering
 * to `emitted` (entriesAnsweringTo) to ask other questions of the same name: one
 * pass over the catalog answers them all.
 */
export function resolveAmong(
  catalog: readonly CatalogEntry[],
  emitted: string,
  answering: readonly CatalogEntry[],
): { entry: CatalogEntry; rule: MatchRule } | null {
  const exact = findByExactName(catalog, emitted);
  return exact ? { entry: exact, rule: 'exact_name' } : firstAnswering(answering, emitted);
}

function firstAnswering(
  answering: readonly CatalogEntry[],
  emitted: string,
): { entry: CatalogEntry; rule: MatchRule } | null {
  const first = answering[0];
  return first ? { entry: first, rule: matchEmittedName(first.definition, emitted)! } : null;
}

/**
 * Every entry that answers to `emitted` by some forgiving rule, in catalog order.
 * Each entry is first tested, without building a string, against the strings the
 * rules would compare; the rules themselves (which encode the id) run only for the
 * few that pass.
 */
export function entriesAnsweringTo(
  catalog: readonly CatalogEntry[],
  emitted: string,
  memo?: NameAnswers,
): CatalogEntry[] {
  const answers = memo ? answersTo(memo, emitted) : new WeakMap<ToolDefinition, boolean>();
  let asked: readonly string[] | null = null;
  const entries = catalog.filter((entry) => {
    const known = answers.get(entry.definition);
    if (known !== undefined) return known;
    asked ??= askedKeys(emitted);
    const answer =
      mayAnswer(entry.definition, emitted, asked) && matchEmittedName(entry.definition, emitted) !== null;
    answers.set(entry.definition, answer);
    return answer;
  });
  return entries;
}

/**
 * Whether a definition answers to a name depends on its name and id alone, and a
 * definition is never changed: what was found for a name lately is kept for each
 * definition, so after an edit to one definition of a large catalog only that one is
 * tested again, not all of them for every name. An edit session
 * keeps the answers for the last few names asked (core/cache/evaluation-cache.ts), and
 * they go with their definitions.
 */
export type NameAnswers = Map<string, WeakMap<ToolDefinition, boolean>>;

function answersTo(memo: NameAnswers, emitted: string): WeakMap<ToolDefinition, boolean> {
  let answers = memo.get(emitted);
  if (answers) memo.delete(emitted);
  else answers = new WeakMap();
  memo.set(emitted, answers);
  // Oldest first, so the first key is the name asked least lately.
  if (memo.size > KEPT_NAMES) memo.delete(memo.keys().next().value!);
  return answers;
}

const KEPT_NAMES = 8;

/**
 * Whether a definition may answer to `emitted`: its name, its id, the core name its
 * id aliases or what its id ends with after a dot is one of `asked`, or its id
 * encodes to `emitted`. A superset of what matchEmittedName accepts.
 */
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

/** The strings the forgiving rules compare a definition's name, id and alias with, for `emitted`. */
function askedKeys(emitted: string): string[] {
  const asked = [emitted, `builtin.${emitted}`];
  if (emitted.startsWith('external_tool__'))
    asked.push(`${EXTERNAL_PREFIX}${emitted.slice('external_tool__'.length)}`);
  for (const prefix of ['builtin__', 'builtin.'])
    if (emitted.startsWith(prefix)) asked.push(emitted.slice(prefix.length));
  return asked;
}

/** The plain lookup used by search results and `tool_describe`: exact name, else the encoded form. */
export function resolveExactOrEncoded(
  catalog: readonly CatalogEntry[],
  emitted: string,
): CatalogEntry | undefined {
  return findByExactName(catalog, emitted) ?? findByExactName(catalog, encodeCapabilityId(emitted));
}
