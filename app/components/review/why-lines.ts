import type { QueryRank, ToolExplanation } from '../../../core/index.ts';
import { CORE_RULE_LABELS } from '../tool-rows.ts';

/** One row of the "Why?" panel: what is asked, and core's answer in a sentence. */
export interface WhyLine {
  label: string;
  text: string;
}

/**
 * core's explainTool put into sentences, one per question a reviewer asks
 * (on the surface? tier? advertised? in the index? searchable? where from?).
 * Only wording lives here; every verdict is core's.
 */
export function describeExplanation(e: ToolExplanation): WhyLine[] {
  const lines: WhyLine[] = [{ label: 'Surface', text: surfaceText(e) }];
  if (e.tier) {
    const rule = e.tier.core_rule ? ` by the ${CORE_RULE_LABELS[e.tier.core_rule]} rule` : '';
    const suffix = e.tier.only_by_suffix ? ' (only because its id ends in a core name)' : '';
    lines.push({ label: 'Tier', text: `${e.tier.tier}${rule}${suffix}` });
  }
  lines.push({ label: 'Advertised', text: advertisedText(e) });
  lines.push({ label: 'Index', text: indexText(e) });
  if (e.namespace !== null) lines.push({ label: 'Namespace', text: e.namespace });
  if (e.schema) {
    const fit = e.schema.fits ? 'within' : 'over';
    lines.push({
      label: 'Schema',
      text: `${e.schema.bytes} bytes, ${fit} the ${e.schema.bound}-byte search bound; ${e.schema.est_tokens} estimated tokens (byte-derived)`,
    });
  }
  if (e.own_name_search) lines.push({ label: 'Own name', text: rankText(e.own_name_search) });
  if (e.query_search) lines.push({ label: 'Query', text: rankText(e.query_search) });
  if (e.provenance) {
    const p = e.provenance;
    lines.push({
      label: 'From',
      text: `imported server ${p.server_id}${p.format ? ` (${p.format})` : ''}, admission ${p.outcome}`,
    });
  }
  return lines;
}

function surfaceText(e: ToolExplanation): string {
  const s = e.surface;
  switch (s.status) {
    case 'unknown':
      return 'no definition has this name';
    case 'invalid_definition':
      return `the definition is invalid: ${s.errors.join('; ')}`;
    case 'not_on_surface':
      return s.denied_by_policy
        ? 'not on the surface: the policy denies it'
        : 'not on the surface: surface_ids does not list it';
    case 'excluded_bridge':
      return 'a bridge name: the catalog leaves bridge definitions out';
    case 'on_surface': {
      const shadow =
        s.shadowed_by_index !== null
          ? `; definitions[${s.shadowed_by_index}] has the same name and wins`
          : '';
      return `${s.permitted ? 'on the surface and permitted' : 'on the surface, not permitted'}${shadow}`;
    }
  }
}

const ADVERTISED_REASONS: Record<ToolExplanation['advertised']['reason'], string> = {
  not_in_catalog: 'not in the catalog',
  denied_by_policy: 'denied by the policy',
  layer_off: 'mode off sends every permitted tool with its schema',
  all_fit: 'nothing is deferred: the permitted tools fit both caps',
  core: 'core tools are advertised whatever the caps',
  profile_pin: 'pinned in bridged mode, so core',
  promoted: 'promoted in an earlier turn, and it fits',
  deferred: 'deferred: reached through tool_search',
};

function advertisedText(e: ToolExplanation): string {
  const a = e.advertised;
  const caps = `the turn advertises ${a.effective_count} tools, ${a.effective_tokens} estimated tokens (threshold ${a.threshold}, max_tools ${a.max_tools})`;
  const promotion = a.promotion && a.reason === 'deferred' ? `; its promotion: ${a.promotion}` : '';
  return `${a.advertised ? 'yes' : 'no'}: ${ADVERTISED_REASONS[a.reason]}${promotion}; ${caps}`;
}

function indexText(e: ToolExplanation): string {
  const i = e.index;
  const read = i.read_by_model ? '' : ' (the model does not read the index this turn)';
  switch (i.status) {
    case 'listed':
      return `listed${i.round !== null ? ` in fair round ${i.round}` : ''}, bytes ${i.start_byte}–${i.end_byte}${read}`;
    case 'cut':
      return `cut${i.round !== null ? ` (fair round ${i.round})` : ''}: the budget stopped at the ${i.stopped_at.kind} line “${i.stopped_at.text.trim()}”, which would make ${i.stopped_at.bytes_if_added} bytes, past ${i.budget} − ${i.reserve}${read}`;
    case 'namespaces_overflow':
      return `not named: the namespace list itself overflowed at “${i.stopped_at.text.trim()}” (${i.stopped_at.bytes_if_added} bytes, past ${i.budget} − ${i.reserve})${read}`;
    case 'not_indexed':
      return i.reason === 'core'
        ? 'not indexed: core tools are advertised, not discovered'
        : i.reason === 'not_permitted'
          ? 'not indexed: not permitted'
          : 'not indexed: not in the catalog';
  }
}

function rankText(r: QueryRank): string {
  const first = r.first ? `; first is ${r.first.name}` : '';
  return r.rank === null
    ? `“${r.query}” does not score it (${r.scored_count} tools score)${first}`
    : `“${r.query}” ranks it ${r.rank} of ${r.scored_count}${r.rank === 1 ? '' : first}`;
}
