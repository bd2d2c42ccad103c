import { readScore } from '../discovery/explain-search.ts';
import { toolCount } from '../display/tool-count.ts';
import type { CoreRule } from '../report/report.ts';
import type { ToolExplanation } from './explain-tool.ts';
import type { ToNameIt } from './index-place.ts';
import type { QueryRank } from './search-rank.ts';

/** The tier rules as a reader names them (DISCLOSURE.md §4). */
export const CORE_RULE_LABELS: Readonly<Record<CoreRule, string>> = {
  core_name: 'core name',
  builtin_id: 'builtin.<core name>',
  memory_alias: 'memory id',
  web_access_alias: 'web-access id',
  id_suffix: 'id ends with .<core name>',
  profile_pin: 'profile pin',
};

/** One line of "Why?": the question, core's answer in a sentence, and any figure rounded in it in full. */
interface ExplanationLine {
  label: string;
  text: string;
  exact?: string;
}

/**
 * explainTool's answer in sentences, one per question a reviewer asks (on the
 * surface? tier? advertised? in the index? searchable? where from?). The browser's
 * "Why?" and `disclosure explain` print these very lines, and every figure in them
 * is a field of the explanation, itself read from the report. `went`: where a name
 * the baseline had went in this change (where-tool-went.ts), said for a name no
 * definition has now.
 */
export function describeExplanation(e: ToolExplanation, went?: string | null): ExplanationLine[] {
  const lines: ExplanationLine[] = [];
  if (e.capability_id !== null) lines.push({ label: 'Capability id', text: e.capability_id });
  const gone = e.surface.status === 'unknown' && went ? `not in this scenario: ${went}` : null;
  lines.push({ label: 'Surface', text: gone ?? surfaceText(e) });
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
      text: `${e.schema.bytes} bytes, ${fit} the ${e.schema.bound}-byte search bound`,
    });
    // The estimate is of the whole definition as sent, not of the schema alone (DISCLOSURE.md §3).
    lines.push({
      label: 'Definition tokens',
      text: `≈ ${e.schema.est_tokens} estimated tokens (byte-derived) for its name, description and parameters as sent`,
    });
  }
  if (e.own_name_search) lines.push({ label: 'Own name', ...rankLine(e.own_name_search) });
  if (e.query_search) lines.push({ label: 'Query', ...rankLine(e.query_search) });
  if (e.provenance) {
    const p = e.provenance;
    lines.push({
      label: 'From',
      text: `imported server ${p.server_id}${p.format ? ` (${p.format})` : ''}, admission ${p.outcome}`,
    });
  }
  return lines;
}

/** The same lines as plain text, for the command line: a heading, then "Label: text" a line. */
export function explanationText(e: ToolExplanation): string {
  const lines = describeExplanation(e);
  const width = lines.reduce((most, l) => Math.max(most, l.label.length), 0);
  const body = lines.map((l) => `${`${l.label}:`.padEnd(width + 2)}${l.text}`);
  return [`Why? ${e.name ?? '(unnamed definition)'}`, ...body].join('\n');
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

/**
 * What the turn sends (the header's figures), then the permitted catalog the caps
 * were measured on (§7): the two are different figures and each is named.
 */
function advertisedText(e: ToolExplanation): string {
  const a = e.advertised;
  const promotion = a.promotion && a.reason === 'deferred' ? `; its promotion: ${a.promotion}` : '';
  const sent = `the turn advertises ${toolCount(a.advertised_count)}, ${a.advertised_tokens} est. tokens`;
  const overTokens = a.effective_tokens > a.threshold;
  const overCount = a.effective_count > a.max_tools;
  const against = `${overTokens ? 'over' : 'within'} the threshold ${a.threshold}, ${overCount ? 'over' : 'within'} max_tools ${a.max_tools}`;
  const catalog =
    a.reason === 'layer_off'
      ? ''
      : `; the permitted catalog is ${toolCount(a.effective_count)}, ${a.effective_tokens} est. tokens (${against})`;
  return `${a.advertised ? 'yes' : 'no'}: ${ADVERTISED_REASONS[a.reason]}${promotion}; ${sent}${catalog}`;
}

function indexText(e: ToolExplanation): string {
  const i = e.index;
  const read = i.read_by_model ? '' : ' (the model does not read the index this turn)';
  switch (i.status) {
    case 'listed':
      return `listed${i.round !== null ? ` in fair round ${i.round}` : ''}, bytes ${i.start_byte}–${i.end_byte}${read}`;
    case 'cut':
      return `cut${i.round !== null ? ` (fair round ${i.round})` : ''}, so not named: the budget stopped at the ${i.stopped_at.kind} line “${i.stopped_at.text.trim()}”, which would make ${i.stopped_at.bytes_if_added} bytes, past ${i.budget} − ${i.reserve}${read}. ${toNameText(i.to_name, i.budget, i.reserve)}`;
    case 'namespaces_overflow':
      return `not named: the namespace list itself overflowed at “${i.stopped_at.text.trim()}” (${i.stopped_at.bytes_if_added} bytes, past ${i.budget} − ${i.reserve})${read}. ${toNameText(i.to_name, i.budget, i.reserve)}`;
    case 'not_indexed':
      return i.reason === 'core'
        ? 'not indexed: core tools are advertised, not discovered'
        : i.reason === 'not_permitted'
          ? 'not indexed: not permitted'
          : 'not indexed: not in the catalog';
  }
}

/** What would get an unnamed tool its line: bytes to free before it, and the tools whose lines come first. */
export function toNameText(t: ToNameIt, budget: number, reserve: number): string {
  const bytes = `To be named, its line would end at byte ${t.bytes_through_line}: free ${t.bytes_to_free} bytes before it (the budget is ${budget} − ${reserve})`;
  if (t.ahead_count === 0) return `${bytes}; it is the first tool left out.`;
  const more = t.ahead_count > t.ahead.length ? `, and ${t.ahead_count - t.ahead.length} more` : '';
  const tools = t.ahead_count === 1 ? '1 unnamed tool comes' : `${t.ahead_count} unnamed tools come`;
  const where = t.order === 'fair_rounds' ? 'in the fair rounds' : 'in catalog order';
  return `${bytes}; ${tools} before it ${where} and would be named first: ${t.ahead.join(', ')}${more}.`;
}

function rankLine(r: QueryRank): { text: string; exact?: string } {
  const first = r.first ? `; first is ${r.first.name}` : '';
  if (r.rank === null || r.score === null)
    return { text: `“${r.query}” does not score it (${r.scored_count} tools score)${first}` };
  const score = readScore(r.score, r.rank === 1 ? null : r.first_score);
  return {
    text: `“${r.query}” ranks it ${r.rank} of ${r.scored_count} (${score.text})${r.rank === 1 ? '' : first}`,
    exact: score.exact,
  };
}
