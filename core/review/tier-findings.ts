import { type CatalogEntry, CORE_NAMES, matchCoreName } from '../catalog.ts';
import { isJsonObject } from '../json/json-value.ts';
import { saturatingAdd } from '../token-estimate.ts';
import { definitionPointer } from './definition-pointer.ts';
import { type Finding, type FindingCause, finding, plural, someNames } from './finding.ts';
import type { ReviewSubject } from './review-subject.ts';

/** Findings about tiers, pins, caps and promotions (DISCLOSURE.md §4, §7). */
export function tierFindings(subject: ReviewSubject): Finding[] {
  const out: Finding[] = [];
  const { report, turn, scenario } = subject;
  const layerOn = report.mode.decorator_enabled;

  const bySuffix = turn.catalog.filter((e) => turn.permitted(e) && coreOnlyBySuffix(e, turn.effectivePins));
  if (layerOn && bySuffix.length > 0) {
    const example = bySuffix[0]!;
    out.push(
      finding(
        'core_by_suffix',
        `${plural(bySuffix.length, 'tool')} (${someNames(bySuffix.map((e) => e.definition.name))}) ${bySuffix.length === 1 ? 'is' : 'are'} core only because the capability id ends in a core name (${example.definition.capability_id} ends in .${example.coreName}), so ${bySuffix.length === 1 ? 'it is' : 'they are'} always advertised once anything is deferred.`,
        bySuffix.map((e) => e.definition.name),
        bySuffix.map((e) => {
          const cause: FindingCause = {
            rule: 'core_by_id_suffix',
            tool: e.definition.name,
            text: e.definition.capability_id,
            detail: `the capability id ends in .${e.coreName}`,
          };
          const field = definitionPointer(subject, e.definition, 'capability_id');
          if (field !== null) cause.field = field;
          return cause;
        }),
      ),
    );
  }

  if (scenario.pins.length > 0 && !report.mode.includes_profile_pins) {
    const pinned = new Set(scenario.pins);
    const names = turn.catalog
      .filter((e) => pinned.has(e.definition.capability_id))
      .map((e) => e.definition.name);
    out.push(
      finding(
        'pins_ignored',
        `${plural(scenario.pins.length, 'profile pin')} ${scenario.pins.length === 1 ? 'has' : 'have'} no effect: mode ${report.mode.resolved} does not honour pins; only bridged does.`,
        names,
        pinPointers(subject).map(({ field, pin }) => ({
          rule: 'pins_need_bridged',
          field,
          text: pin,
          detail: `mode ${report.mode.resolved} does not honour pins`,
        })),
      ),
    );
  }

  const fixed = alwaysAdvertised(subject);
  if (layerOn && report.active_set.deferred) {
    const { threshold, max_tools } = report.explain.active;
    const overTokens = fixed.tokens > threshold;
    const overCount = fixed.count > max_tools;
    if (overTokens || overCount) {
      const parts = [
        overTokens ? `${fixed.tokens} estimated tokens against a threshold of ${threshold}` : '',
        overCount ? `${fixed.count} tools against max_tools ${max_tools}` : '',
      ].filter(Boolean);
      out.push(
        finding(
          'core_over_caps',
          `The core tools and the bridges, advertised whatever the caps, come to ${parts.join(' and ')}, so more is advertised than the budget allows.`,
          fixed.coreNames,
        ),
      );
    }

    const never = report.explain.active.promotions.filter(
      (p) =>
        p.tokens !== null &&
        !['not_in_catalog', 'not_permitted', 'already_listed'].includes(p.outcome) &&
        (fixed.count >= max_tools || saturatingAdd(fixed.tokens, p.tokens) > threshold),
    );
    if (never.length > 0) {
      out.push(
        finding(
          'promotion_never_fits',
          `${plural(never.length, 'promoted tool')} (${someNames(never.map((p) => p.name))}) can never be advertised: even first in line, the core tools and bridges (${fixed.count} tools, ${fixed.tokens} tokens) leave no room under max_tools ${max_tools} and the ${threshold}-token threshold.`,
          never.map((p) => p.name),
          never.map((p) => ({ rule: 'promotion_never_fits', tool: p.name, text: p.name })),
        ),
      );
    }
  }
  return out;
}

/** Each valid pin with its place in the scenario (`/pins/i`). */
function pinPointers(subject: ReviewSubject): { field: string; pin: string }[] {
  const list = isJsonObject(subject.value) ? subject.value.pins : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((pin, i) => (typeof pin === 'string' ? [{ field: `/pins/${i}`, pin }] : []));
}

/**
 * Core by the id-suffix rule and by nothing else: no core name matches it by
 * name, builtin id or alias, and no effective pin holds it (DISCLOSURE.md §4).
 */
export function coreOnlyBySuffix(entry: CatalogEntry, effectivePins: readonly string[]): boolean {
  if (entry.tier !== 'core' || effectivePins.includes(entry.definition.capability_id)) return false;
  let suffix = false;
  for (const c of CORE_NAMES) {
    const rule = matchCoreName(entry.definition, c);
    if (rule === 'id_suffix') suffix = true;
    else if (rule !== null) return false;
  }
  return suffix;
}

/** The part of a deferred active set the caps never cut: the core entries and the bridges (§7). */
function alwaysAdvertised(subject: ReviewSubject): {
  count: number;
  tokens: number;
  coreNames: string[];
} {
  const defs = subject.report.active_set.definitions;
  const lastBridge = defs.findLastIndex((d) => d.bridge);
  const fixed = defs.slice(0, lastBridge + 1);
  return {
    count: fixed.length,
    tokens: fixed.reduce((sum, d) => saturatingAdd(sum, d.est_schema_tokens), 0),
    coreNames: fixed.filter((d) => !d.bridge).map((d) => d.name),
  };
}
