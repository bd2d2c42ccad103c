import type {
  ActiveDefinitionReport,
  ActiveExplanation,
  ActiveSetReport,
  PromotionOutcome,
} from './report/report.ts';
import { saturatingAdd } from './token-estimate.ts';

/** What is advertised this turn (DISCLOSURE.md §7). */

export interface Caps {
  maxTokens: number;
  maxTools: number | bigint;
  ctxLimit: number | null;
}

export function deferThreshold(caps: Caps): number {
  return caps.ctxLimit === null ? caps.maxTokens : Math.min(caps.maxTokens, Math.floor(caps.ctxLimit / 10));
}

export interface ActiveCandidate {
  name: string;
  capability_id: string;
  tier: 'core' | 'discoverable';
  permitted: boolean;
  tokens: number;
}

export interface BridgeCandidate {
  name: string;
  capability_id: string;
  tokens: number;
}

const atLeast = (count: number, max: number | bigint) => BigInt(count) >= BigInt(max);

export function selectActiveSet(
  catalog: readonly ActiveCandidate[],
  bridges: readonly BridgeCandidate[],
  promoted: readonly string[],
  caps: Caps,
): { activeSet: ActiveSetReport; explanation: ActiveExplanation } {
  const threshold = deferThreshold(caps);
  const effective = catalog.filter((e) => e.permitted);
  const effectiveTokens = effective.reduce((sum, e) => saturatingAdd(sum, e.tokens), 0);
  const overTokens = effectiveTokens > threshold;
  const overCount = BigInt(effective.length) > BigInt(caps.maxTools);
  const base = {
    effective_count: effective.length,
    effective_tokens: effectiveTokens,
    threshold,
    max_tools: Number(caps.maxTools),
    over_tokens: overTokens,
    over_count: overCount,
    off_tokens: effectiveTokens,
    off_count: effective.length,
  };

  // A row shows the figure of the entry a name lookup finds (the last of duplicated names,
  // permitted or not), while the sum counts the entry listed (vectors/fuzz/fuzz_s111_00039,
  // fuzz_s111_00372): upstream reports each advertised name's tokens by looking it up.
  const shownTokens = new Map<string, number>();
  for (const e of catalog) shownTokens.set(e.name, e.tokens);

  const definitions: ActiveDefinitionReport[] = [];
  let tokens = 0;
  const push = (d: { name: string; capability_id: string; tokens: number }, bridge: boolean) => {
    const shown = bridge ? d.tokens : (shownTokens.get(d.name) ?? d.tokens);
    definitions.push({ name: d.name, capability_id: d.capability_id, bridge, est_schema_tokens: shown });
    tokens = saturatingAdd(tokens, d.tokens);
  };

  if (!overTokens && !overCount) {
    for (const e of effective) push(e, false);
    const promotions = promoted.map((name) => ({ name, outcome: 'not_deferred' as const, tokens: null }));
    return finish(definitions, false, tokens, { ...base, promotions });
  }

  // Deferred: every permitted core entry (even past the caps), the bridges, then promotions.
  // §7: each core name is listed once; a repeated name adds neither a row nor tokens.
  const listed = new Set<string>();
  for (const e of effective) {
    if (e.tier !== 'core' || listed.has(e.name)) continue;
    push(e, false);
    listed.add(e.name);
  }
  for (const b of bridges) {
    push(b, true);
    listed.add(b.name);
  }

  const promotions: ActiveExplanation['promotions'] = [];
  let stopped = false;
  for (const name of promoted) {
    // A name lookup: of duplicated names the last answers (SCENARIO.md, "Duplicate names").
    const entry = catalog.findLast((e) => e.name === name);
    let outcome: PromotionOutcome;
    if (stopped) outcome = 'not_reached';
    else if (!entry) outcome = 'not_in_catalog';
    else if (!entry.permitted) outcome = 'not_permitted';
    else if (listed.has(name)) outcome = 'already_listed';
    else if (atLeast(definitions.length, caps.maxTools)) outcome = 'count_cap';
    else if (saturatingAdd(tokens, entry.tokens) > threshold) outcome = 'token_cap';
    else outcome = 'advertised';
    // §7: the first promotion that does not fit ends the list; later ones are not tried.
    if (outcome === 'count_cap' || outcome === 'token_cap') stopped = true;
    if (outcome === 'advertised' && entry) {
      push(entry, false);
      listed.add(name);
    }
    promotions.push({ name, outcome, tokens: entry ? entry.tokens : null });
  }
  return finish(definitions, true, tokens, { ...base, promotions });
}

function finish(
  definitions: ActiveDefinitionReport[],
  deferred: boolean,
  tokens: number,
  partial: Omit<ActiveExplanation, 'saving_tokens' | 'saving_percent'>,
): { activeSet: ActiveSetReport; explanation: ActiveExplanation } {
  const saving = partial.off_tokens - tokens;
  return {
    activeSet: { names: definitions.map((d) => d.name), deferred, advertised_tokens: tokens, definitions },
    explanation: {
      ...partial,
      saving_tokens: saving,
      saving_percent: partial.off_tokens === 0 ? 0 : (100 * saving) / partial.off_tokens,
    },
  };
}
