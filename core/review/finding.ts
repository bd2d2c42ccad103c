/**
 * A review finding: one thing in a scenario that needs a reviewer's attention,
 * with a stable id (the check that found it), a severity, one sentence and the
 * tools it concerns.
 *
 * Severities (docs/cli.md, "Design reviews"):
 * - `error`: the model is shown something other than the design intends, or a tool
 *   is lost: the budget overridden by the core set, a namespace list cut short,
 *   names that shadow each other, definitions rejected, a catalog refused.
 * - `warning`: it works as IronClaw is built, but a reviewer should decide: a tool
 *   that is hard to reach, a rule that surprises, a setting without effect.
 * - `info`: what the budget does by design, worth knowing in a review.
 */
export type Severity = 'error' | 'warning' | 'info';

export const SEVERITIES: readonly Severity[] = ['error', 'warning', 'info'];

export interface Finding {
  id: FindingId;
  severity: Severity;
  /** One sentence. */
  message: string;
  /** Names of the tools it concerns (may be empty, e.g. for a refused catalog). */
  tools: string[];
  /** What exactly caused it, where known: one entry per tool, field or setting concerned. */
  causes?: FindingCause[];
}

/**
 * Where a finding comes from, so a reviewer can go to it: every part is plain
 * text from the data (render it as text, never as markup).
 */
export interface FindingCause {
  /** The stable id of the rule broken, e.g. `invalid_tool_name` or `prompt_injection:user:`. */
  rule: string;
  /** The tool concerned, by its name as the catalog or the server gives it. */
  tool?: string;
  /** The server concerned, by its id. */
  server?: string;
  /** A JSON Pointer (RFC 6901): into the tool as its server published it, or into the scenario. */
  field?: string;
  /** The text that matched or broke the rule, exactly as found. */
  text?: string;
  /** The rule in words, when the id alone does not say it. */
  detail?: string;
  /** What would pass. */
  fix?: string;
}

/** Every check, its severity and what it looks for; the order findings are listed in. */
export const FINDING_CHECKS = {
  core_over_caps: { severity: 'error', about: 'the always-advertised core set alone is over the caps' },
  namespaces_overflow: { severity: 'error', about: 'the namespace list itself overflowed the index budget' },
  duplicate_name: {
    severity: 'error',
    about: 'two definitions share a provider name; lookups find the last',
  },
  duplicate_capability_id: { severity: 'error', about: 'two definitions share a capability id' },
  provider_name_too_long: {
    severity: 'error',
    about: 'a provider name over the byte limit, so the tool is rejected',
  },
  admission_rejected: { severity: 'error', about: 'an imported server’s catalog was refused by admission' },
  server_not_read: { severity: 'error', about: 'a running server could not be read, so it has no tools' },
  secret_in_tool_text: {
    severity: 'warning',
    about: 'a running server’s tool quotes a secret of its connection in its own text',
  },
  work_budget_reached: {
    severity: 'warning',
    about: 'the work budget stopped a long list, so its later items were not evaluated',
  },
  namespace_without_representative: { severity: 'warning', about: 'a namespace the index names no tool of' },
  index_near_cap: { severity: 'warning', about: 'the index is within 5 % of its byte budget' },
  core_by_suffix: {
    severity: 'warning',
    about: 'a tool is core only because its capability id ends in a core name',
  },
  pins_ignored: { severity: 'warning', about: 'profile pins in a mode that does not honour them' },
  schema_over_search_bound: {
    severity: 'warning',
    about: 'a schema too large to ever come back complete from search',
  },
  not_found_by_own_name: { severity: 'warning', about: 'searching a tool’s own name does not rank it first' },
  search_name_collision: {
    severity: 'warning',
    about: 'the words of a tool’s own name bring another tool first',
  },
  expected_tool_missed: {
    severity: 'warning',
    about: 'a query does not return a tool the scenario expects it to find',
  },
  expect_invalid: { severity: 'warning', about: 'a query’s `expect` is not a list of tool names' },
  promotion_never_fits: {
    severity: 'warning',
    about: 'a promoted tool that cannot fit the caps in any order',
  },
  leftover_promotions: { severity: 'warning', about: 'promoted names that are not in the catalog' },
  leftover_pins: { severity: 'warning', about: 'pinned capability ids that are not in the catalog' },
  leftover_resolves: { severity: 'warning', about: 'resolve entries that name no tool of the catalog' },
  leftover_queries: { severity: 'warning', about: 'queries that name a tool not in the catalog' },
  notes_after_replace: {
    severity: 'warning',
    about: 'the name or notes were written for a catalog an import replaced',
  },
  admission_tools_skipped: {
    severity: 'warning',
    about: 'admission skipped some of an imported server’s tools',
  },
  admission_text_truncated: {
    severity: 'warning',
    about: 'admission cut a description or title of an imported tool to its bound',
  },
  admission_safety_findings: {
    severity: 'warning',
    about: 'the safety scan reported findings on an imported server',
  },
  admission_provider_names: {
    severity: 'warning',
    about: 'an imported server has provider names over the limit',
  },
  // Other runtimes (core/runtimes/): caps, OpenAI's namespace guidance, the prompt cache across turns.
  runtime_cap_exceeded: {
    severity: 'warning',
    about: 'the catalog is over another runtime’s hard cap on tools',
  },
  openai_namespace_large: {
    severity: 'warning',
    about: 'an MCP server becomes an OpenAI namespace of 10 or more functions',
  },
  promotion_breaks_cache: {
    severity: 'warning',
    about: 'a promotion changes the tools array, so the prompt cache is not reused',
  },
  representatives_cut: { severity: 'info', about: 'discoverable tools the index does not name' },
} as const satisfies Record<string, { severity: Severity; about: string }>;

export type FindingId = keyof typeof FINDING_CHECKS;

export const FINDING_IDS = Object.keys(FINDING_CHECKS) as FindingId[];

export function finding(
  id: FindingId,
  message: string,
  tools: readonly string[] = [],
  causes: readonly FindingCause[] = [],
): Finding {
  const out: Finding = { id, severity: FINDING_CHECKS[id].severity, message, tools: [...tools] };
  // Left out when empty, so a finding without known causes reads as before.
  if (causes.length > 0) out.causes = [...causes];
  return out;
}

/** Whether `severity` is at or above `threshold` (error > warning > info). */
export function isAtOrAbove(severity: Severity, threshold: Severity): boolean {
  return SEVERITIES.indexOf(severity) <= SEVERITIES.indexOf(threshold);
}

/** "a, b, c and 4 more": a few names for a sentence; the finding's `tools` holds them all. */
export function someNames(names: readonly string[], shown = 3): string {
  if (names.length <= shown) return names.join(', ');
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A cause in one line of plain text, the same in the Problems panel, the CLI and the Markdown. */
export function describeCause(c: FindingCause): string {
  const parts: string[] = [];
  if (c.server !== undefined) parts.push(`server ${c.server}`);
  if (c.tool !== undefined) parts.push(`tool ${c.tool}`);
  if (c.field !== undefined) parts.push(`field ${c.field}`);
  if (c.text !== undefined) parts.push(`text “${c.text}”`);
  parts.push(`rule ${c.rule}${c.detail ? ` (${c.detail})` : ''}`);
  if (c.fix !== undefined) parts.push(`fix: ${c.fix}`);
  return parts.join(' · ');
}
