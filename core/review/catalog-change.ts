import { isJsonObject, type JsonValue } from '../json/json-value.ts';
import type { Tier } from '../report/report.ts';
import {
  type CatalogDiff,
  diffCatalogs,
  type ServerDiff,
  type ToolAdded,
  type ToolChanged,
  type ToolRef,
  type ToolRenamed,
} from './catalog-diff.ts';
import { findabilityOf } from './findability.ts';
import type { Severity } from './finding.ts';
import { explainIndexPlace, type IndexPlace } from './index-place.ts';
import type { ReviewSubject } from './review-subject.ts';

/** What a tool is on one side: its estimate, tier, namespace, place in the index and own-name rank. */
export interface ToolFigures {
  est_tokens: number;
  tier: Tier;
  namespace: string;
  index_place: IndexPlace['status'];
  /** 1-based rank for its own name in tool_search; null when not returned or not probed (core tools are not searched). */
  own_name_rank: number | null;
}

/** Figures on each side; null on a side the tool is not in (or not authorised there). */
interface Sides {
  a: ToolFigures | null;
  b: ToolFigures | null;
}

export interface ServerChange {
  server: string;
  added: (ToolAdded & Sides)[];
  removed: (ToolRef & Sides)[];
  renamed: (ToolRenamed & Sides)[];
  changed: (ToolChanged & Sides)[];
}

type BreakingKind =
  | 'tool_removed'
  | 'tool_renamed'
  | 'required_parameter_added'
  | 'parameter_removed'
  | 'parameter_retyped'
  | 'enum_value_removed'
  | 'no_longer_found';

/** A change that breaks a client or a model that used the baseline, as a finding: one sentence, its severity. */
interface BreakingChange {
  kind: BreakingKind;
  severity: Exclude<Severity, 'info'>;
  server: string;
  tool: string;
  message: string;
}

/**
 * What a catalog change is, read by Compare, `report --against` (Markdown and
 * JSON `delta.catalog`) and the live banner: the diff of the two catalogs by
 * server, each tool's figures before and after, and the breaking changes.
 */
export interface CatalogChange {
  servers: ServerChange[];
  breaking: BreakingChange[];
  counts: { added: number; removed: number; renamed: number; changed: number };
}

/** Breaking for a caller: the first four fail a call that worked; the last fails a search that found the tool. */
const SEVERITY: Record<BreakingKind, BreakingChange['severity']> = {
  tool_removed: 'error',
  tool_renamed: 'error',
  required_parameter_added: 'error',
  parameter_removed: 'error',
  parameter_retyped: 'error',
  enum_value_removed: 'error',
  no_longer_found: 'warning',
};

export function compareCatalogs(a: ReviewSubject, b: ReviewSubject): CatalogChange {
  const diff = diffCatalogs(definitionsOf(a.value), definitionsOf(b.value));
  const fa = figuresOf(a);
  const fb = figuresOf(b);
  const sides = (before: string | null, after: string | null): Sides => ({
    a: before === null ? null : (fa.get(before) ?? null),
    b: after === null ? null : (fb.get(after) ?? null),
  });
  const servers: ServerChange[] = diff.servers.map((s) => ({
    server: s.server,
    added: s.added.map((t) => ({ ...t, ...sides(null, t.name) })),
    removed: s.removed.map((t) => ({ ...t, ...sides(t.name, null) })),
    renamed: s.renamed.map((t) => ({ ...t, ...sides(t.from.name, t.to.name) })),
    changed: s.changed.map((t) => ({ ...t, ...sides(t.name, t.name) })),
  }));
  return {
    servers,
    breaking: [...callBreaking(servers), ...rankLost(servers), ...expectationsLost(a, b, diff)],
    counts: {
      added: count(diff, 'added'),
      removed: count(diff, 'removed'),
      renamed: count(diff, 'renamed'),
      changed: count(diff, 'changed'),
    },
  };
}

/**
 * A change of catalog in one line's worth of figures, from the two scenarios'
 * definitions alone (no evaluation): what the live banner says of a re-import.
 */
export function summarizeCatalogChange(
  before: JsonValue,
  after: JsonValue,
): CatalogChange['counts'] & { breaking: number } {
  const diff = diffCatalogs(definitionsOf(before), definitionsOf(after));
  return {
    added: count(diff, 'added'),
    removed: count(diff, 'removed'),
    renamed: count(diff, 'renamed'),
    changed: count(diff, 'changed'),
    breaking: callBreaking(diff.servers).length,
  };
}

function count(diff: CatalogDiff, key: 'added' | 'removed' | 'renamed' | 'changed'): number {
  return diff.servers.reduce((n, s) => n + s[key].length, 0);
}

function definitionsOf(value: JsonValue): JsonValue[] {
  return isJsonObject(value) && Array.isArray(value.definitions) ? value.definitions : [];
}

function figuresOf(subject: ReviewSubject): Map<string, ToolFigures> {
  const ranks = new Map(findabilityOf(subject).tools.map((t) => [t.name, t.own_name_rank] as const));
  const out = new Map<string, ToolFigures>();
  for (const row of subject.report.catalog)
    out.set(row.name, {
      est_tokens: row.est_schema_tokens,
      tier: row.tier,
      namespace: row.namespace,
      index_place: explainIndexPlace(subject, subject.turn.catalogByName.get(row.name) ?? null).status,
      own_name_rank: ranks.get(row.name) ?? null,
    });
  return out;
}

/** What fails a call that worked against the baseline: read from the diff alone, so the live banner can say it too. */
function callBreaking(servers: readonly ServerDiff[]): BreakingChange[] {
  const out: BreakingChange[] = [];
  const add = (kind: BreakingKind, server: string, tool: string, message: string) =>
    out.push({ kind, severity: SEVERITY[kind], server, tool, message });
  for (const s of servers) {
    for (const t of s.removed)
      add('tool_removed', s.server, t.name, `${t.name} was removed: a call to it now fails.`);
    for (const t of s.renamed)
      add(
        'tool_renamed',
        s.server,
        t.from.name,
        `${t.from.name} is now ${t.to.name}: a call by the old name now fails.`,
      );
    for (const t of s.changed) {
      for (const p of t.parameters) {
        if ((p.kind === 'added' && p.required) || p.kind === 'made_required')
          add(
            'required_parameter_added',
            s.server,
            t.name,
            `${t.name} now requires "${p.parameter}": a call without it fails.`,
          );
        else if (p.kind === 'removed')
          add(
            'parameter_removed',
            s.server,
            t.name,
            `${t.name} no longer takes "${p.parameter}": a call with it may fail.`,
          );
        else if (p.kind === 'retyped')
          add(
            'parameter_retyped',
            s.server,
            t.name,
            `${t.name}'s "${p.parameter}" is now ${p.after}, was ${p.before}.`,
          );
        else if (p.kind === 'enum_removed')
          add(
            'enum_value_removed',
            s.server,
            t.name,
            `${t.name}'s "${p.parameter}" no longer accepts ${p.values.map((v) => `"${v}"`).join(', ')}.`,
          );
      }
    }
  }
  return out;
}

/** Tools found first by their own name before and no longer. */
function rankLost(servers: readonly ServerChange[]): BreakingChange[] {
  const out: BreakingChange[] = [];
  const add = (kind: BreakingKind, server: string, tool: string, message: string) =>
    out.push({ kind, severity: SEVERITY[kind], server, tool, message });
  for (const s of servers) {
    for (const t of [...s.changed, ...s.renamed.map((r) => ({ ...r, name: r.to.name }))])
      if (t.a?.own_name_rank === 1 && t.b !== null && t.b.own_name_rank !== 1)
        add(
          'no_longer_found',
          s.server,
          t.name,
          `${t.name} is no longer found first by its own name (rank ${t.b.own_name_rank ?? 'none'}).`,
        );
  }
  return out;
}

/** Expected tools a query found in the baseline and no longer finds. */
function expectationsLost(a: ReviewSubject, b: ReviewSubject, diff: CatalogDiff): BreakingChange[] {
  const renamed = new Map(
    diff.servers.flatMap((s) => s.renamed.map((r) => [r.from.name, r.to.name] as const)),
  );
  const metBefore = new Set(
    findabilityOf(a)
      .expectations.filter((e) => e.met && e.tool !== null)
      .map((e) => `${e.query}\u0000${renamed.get(e.tool!) ?? e.tool}`),
  );
  return findabilityOf(b)
    .expectations.filter((e) => !e.met && e.tool !== null && metBefore.has(`${e.query}\u0000${e.tool}`))
    .map((e) => ({
      kind: 'no_longer_found' as const,
      severity: SEVERITY.no_longer_found,
      server: b.report.catalog.find((row) => row.name === e.tool)?.namespace ?? '',
      tool: e.tool!,
      message: `"${e.query}" no longer finds ${e.tool}, which it found before.`,
    }));
}
