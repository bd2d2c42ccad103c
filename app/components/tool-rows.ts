import {
  type CoreRule,
  type JsonObject,
  type Policy,
  permits,
  type Report,
  readPolicyLeniently,
} from '../../core/index.ts';
import type { DefinitionRow } from '../evaluation/evaluation-types.ts';
import { readStringList } from '../scenario-text/scenario-inputs.ts';

export type ToolStatus = 'advertised' | 'deferred' | 'denied' | 'not on surface' | 'invalid';

export interface ToolRow {
  index: number;
  name: string;
  capabilityId: string;
  namespace: string;
  tier: string;
  coreRule: CoreRule | null;
  status: ToolStatus;
  tokens: number | null;
  /** As the scenario's policy and pins say now (the text), so ticking reflects at once. */
  denied: boolean;
  pinned: boolean;
  editable: boolean;
}

/** One row per definition as written, joined with what the report says about it. */
export function buildToolRows(
  rows: readonly DefinitionRow[],
  report: Report,
  inputs: JsonObject | null,
): ToolRow[] {
  // explain.tiers[i] describes catalog[i] and names the definition it came from.
  const byDefinition = new Map(
    report.explain.tiers.map((tier, i) => [tier.definition_index, { entry: report.catalog[i]!, tier }]),
  );
  const advertised = new Set(report.active_set.names);
  const invalid = new Set(report.errors.definitions.map((e) => e.index));
  const policy = inputs ? readPolicyLeniently(inputs.policy) : { kind: 'allow_all' as const, ids: [] };
  // The core's own policy check (DISCLOSURE.md §9), on the policy as the controls read it.
  const readable: Policy =
    policy.kind === 'allow_all' ? { kind: 'allow_all' } : { kind: policy.kind, ids: new Set(policy.ids) };
  const pins = new Set(inputs ? readStringList(inputs, 'pins') : []);

  return rows.map((row) => {
    const id = row.capability_id ?? '';
    const name = row.name ?? '';
    const { entry, tier } = byDefinition.get(row.index) ?? {};
    const status: ToolStatus = invalid.has(row.index)
      ? 'invalid'
      : !entry
        ? 'not on surface'
        : !entry.permitted
          ? 'denied'
          : advertised.has(name)
            ? 'advertised'
            : 'deferred';
    return {
      index: row.index,
      name: name || '(no name)',
      capabilityId: id || '(no id)',
      namespace: entry?.namespace ?? '',
      tier: entry?.tier ?? '',
      coreRule: tier?.core_rule ?? null,
      status,
      tokens: entry?.est_schema_tokens ?? null,
      denied: !permits(readable, id),
      pinned: pins.has(id),
      editable: inputs !== null && row.capability_id !== null,
    };
  });
}

// The tier rules' names are core's, so the table, "Why?" and the CLI name them alike.
export { CORE_RULE_LABELS } from '../../core/index.ts';
