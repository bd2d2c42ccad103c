import { BRIDGE_NAMES } from '../catalog.ts';
import { isJsonObject, type JsonValue } from '../json/json-value.ts';
import { REPLACED_CATALOG_KEY } from '../tool-formats/index.ts';
import { createWorkBudget, type WorkBudget, walkWithin } from '../work-budget.ts';
import { type Finding, type FindingCause, finding, plural, someNames } from './finding.ts';
import type { ReviewSubject } from './review-subject.ts';

/**
 * What the scenario still says about tools its catalog no longer has: promotions,
 * pins, resolve entries and queries naming them, and a name or notes kept from a
 * catalog an import replaced (import-rule.ts). The catalog is every valid
 * definition, so a tool the surface or policy hides is not a leftover.
 */
export function leftoverFindings(subject: ReviewSubject, budget: WorkBudget = createWorkBudget()): Finding[] {
  const defs = subject.scenario.definitions.map((d) => d.definition);
  const names = new Set(defs.map((d) => d.name));
  const ids = new Set(defs.map((d) => d.capability_id));
  const known = (s: string) => names.has(s) || ids.has(s) || BRIDGE_NAMES.includes(s);
  const out: Finding[] = [];

  const promoted = indexed(listOf(subject.value, 'promoted')).filter(
    ([, p]) => typeof p === 'string' && !known(p),
  );
  if (promoted.length > 0) {
    const list = promoted.map(([, p]) => p as string);
    out.push(
      finding(
        'leftover_promotions',
        `${plural(list.length, 'promoted name')} (${someNames(list)}) ${list.length === 1 ? 'names' : 'name'} no tool of the catalog, so the promotion has no effect; remove ${list.length === 1 ? 'it' : 'them'} or promote a tool the catalog has.`,
        [],
        promoted.map(([i, p]) => ({
          rule: 'promoted_not_in_catalog',
          tool: p as string,
          field: `/promoted/${i}`,
          text: p as string,
        })),
      ),
    );
  }

  // Pins are honoured in bridged mode only; a pin of nothing is a leftover in every mode.
  const pins = indexed(listOf(subject.value, 'pins')).filter(([, p]) => typeof p === 'string' && !ids.has(p));
  if (pins.length > 0) {
    const list = pins.map(([, p]) => p as string);
    out.push(
      finding(
        'leftover_pins',
        `${plural(list.length, 'pin')} (${someNames(list)}) ${list.length === 1 ? 'names' : 'name'} no capability id of the catalog, so nothing is pinned by ${list.length === 1 ? 'it' : 'them'}; remove ${list.length === 1 ? 'it' : 'them'} or pin a capability id the catalog has.`,
        [],
        pins.map(([i, p]) => ({ rule: 'pin_not_in_catalog', field: `/pins/${i}`, text: p as string })),
      ),
    );
  }

  const resolves = indexed(listOf(subject.value, 'resolve')).filter(
    ([i, r]) => typeof r === 'string' && !known(r) && !resolvedToCatalog(subject, i),
  );
  if (resolves.length > 0) {
    const list = resolves.map(([, r]) => r as string);
    out.push(
      finding(
        'leftover_resolves',
        `${plural(list.length, 'resolve entry', 'resolve entries')} (${someNames(list)}) ${list.length === 1 ? 'finds' : 'find'} no tool of the catalog by any lookup; keep ${list.length === 1 ? 'it' : 'them'} only to show a name the model might invent.`,
        [],
        resolves.map(([i, r]) => ({
          rule: 'resolve_not_in_catalog',
          tool: r as string,
          field: `/resolve/${i}`,
          text: r as string,
        })),
      ),
    );
  }

  // Each tool-shaped word is looked for in every definition: a long query list runs within the budget.
  const queryCauses: FindingCause[] = [];
  walkWithin(budget, QUERY_WORDS_CHECK, listOf(subject.value, 'queries'), (q, i) => {
    const text = isJsonObject(q) && typeof q.query === 'string' ? q.query : null;
    if (text === null) return;
    const words = toolShapedWords(text);
    budget.spend(words.length * defs.length, 0);
    for (const word of words) {
      if (!mentionsCatalog(word, defs)) {
        queryCauses.push({
          rule: 'query_names_missing_tool',
          tool: word,
          field: `/queries/${i}/query`,
          text: word,
        });
      }
    }
  });
  if (queryCauses.length > 0) {
    const list = [...new Set(queryCauses.map((c) => c.text!))];
    out.push(
      finding(
        'leftover_queries',
        `${plural(new Set(queryCauses.map((c) => c.field)).size, 'query', 'queries')} ${queryCauses.length === 1 ? 'names' : 'name'} ${someNames(list)}, which no tool of the catalog is called, so ${list.length === 1 ? 'it asks' : 'they ask'} about a catalog that is gone; reword or remove ${list.length === 1 ? 'it' : 'them'}.`,
        [],
        queryCauses,
      ),
    );
  }

  const stale = staleWords(subject.value);
  if (stale.length > 0) {
    out.push(
      finding(
        'notes_after_replace',
        `The scenario's ${stale.map((s) => s.key).join(' and ')} ${stale.length === 1 ? 'was' : 'were'} written for a catalog an import replaced, so ${stale.length === 1 ? 'it' : 'they'} may describe tools that are gone; rewrite ${stale.length === 1 ? 'it' : 'them'} (or delete the "${REPLACED_CATALOG_KEY}" key) once checked.`,
        [],
        stale.map((s) => ({ rule: 'kept_after_replace', field: `/${s.key}`, text: s.text })),
      ),
    );
  }
  return out;
}

const QUERY_WORDS_CHECK = { list: 'leftover_queries', noun: 'queries checked for tool names' };

function listOf(value: JsonValue, key: string): JsonValue[] {
  const list = isJsonObject(value) ? value[key] : undefined;
  return Array.isArray(list) ? list : [];
}

function indexed(list: JsonValue[]): [number, JsonValue][] {
  return list.map((v, i) => [i, v]);
}

/** Whether any of the agent's lookups (exact, forgiving, by capability id) found the entry in the catalog. */
function resolvedToCatalog(subject: ReviewSubject, index: number): boolean {
  const r = subject.report.resolutions[index];
  if (!r || !('catalog_target' in r)) return false;
  return r.catalog_target !== null || r.capability_info_target !== null || r.matches_provider_name.length > 0;
}

/**
 * Words of a query written the way tool names are: letters and digits joined by
 * `_`, `.` or `__` (`create_issue`, `github.search`). Plain words never count, so
 * a query in prose is not a leftover.
 */
export function toolShapedWords(query: string): string[] {
  const words = query.split(/[\s,;:()"'`“”‘’!?]+/).map((w) => w.replace(/^[.-]+|[.-]+$/g, ''));
  return [...new Set(words.filter((w) => /^[A-Za-z0-9]+(?:[._-]+[A-Za-z0-9]+)+$/.test(w) && /[_.]/.test(w)))];
}

/** A word names a catalog tool when it is part of a name or capability id (search splits names the same way). */
function mentionsCatalog(word: string, defs: readonly { name: string; capability_id: string }[]): boolean {
  const w = word.toLowerCase();
  return defs.some((d) => d.name.toLowerCase().includes(w) || d.capability_id.toLowerCase().includes(w));
}

/** The name and notes that still read as the replaced catalog's scenario had them. */
function staleWords(value: JsonValue): { key: 'name' | 'notes'; text: string }[] {
  if (!isJsonObject(value)) return [];
  const kept = value[REPLACED_CATALOG_KEY];
  if (!isJsonObject(kept ?? null)) return [];
  const out: { key: 'name' | 'notes'; text: string }[] = [];
  for (const key of ['name', 'notes'] as const) {
    const was = (kept as Record<string, JsonValue>)[key];
    if (typeof was === 'string' && value[key] === was) out.push({ key, text: was });
  }
  return out;
}
