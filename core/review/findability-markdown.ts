import { showInvisible } from '../display/visible-text.ts';
import { type Findability, type FindabilityScore, sharePercent as percent } from './findability.ts';
import type { FindabilityChange, ShareChange } from './findability-change.ts';
import { effectsLine } from './fix-effects.ts';
import { escapeMarkdown, inlineCode, wrapProse } from './markdown-text.ts';

/** Text from data, its invisible characters named, as Markdown text. */
const text = (s: string) => escapeMarkdown(showInvisible(s));

/** Servers and misses a Markdown review lists before "and N more"; the JSON report keeps them all. */
const LISTED = 12;

/**
 * Findability in a Markdown review, summarised with counts (a catalog of thousands
 * of tools has a row per tool in the JSON, not here): the shares, the worst
 * servers, and each expected tool missed with its fix.
 */
export function findabilityLines(f: Findability): string[] {
  const out = ['### Findability', ''];
  out.push(wrapProse(judgedHeadline(f.score)), '');
  const probed = f.searchable
    ? `Found by its own name: ${scoreWords(f.score)} (tool_search at limit ${f.limit}), close to a lookup by name; ${f.collisions.length} outranked by another tool.`
    : 'Found by its own name: nothing is deferred, so no tool needs finding by search.';
  const unprobed =
    f.not_probed.length > 0
      ? ` ${f.not_probed.length} deferred tools were not probed: the review’s search work ran out.`
      : '';
  const unchecked =
    f.expectations_unchecked > 0
      ? ` ${f.expectations_unchecked} more expected tools were not checked (a review checks at most ${f.expectations.length}).`
      : '';
  out.push(wrapProse(`${probed}${unprobed} Expected tools: ${expectedWords(f.score)}.${unchecked}`), '');
  const servers = [...f.servers].sort((x, y) => (x.own_name_share ?? 1) - (y.own_name_share ?? 1));
  if (servers.length > 1) {
    out.push(
      '| Server | Judged recall@k | Judged MRR | Found by its own name | Expected tools met |',
      '|---|---|---|---|---|',
    );
    for (const s of servers.slice(0, LISTED))
      out.push(
        `| ${text(s.server)} | ${s.judged ? percent(s.judged.recall) : '—'} | ${s.judged ? s.judged.mrr.toFixed(3) : '—'} | ${scoreWords(s)} | ${expectedWords(s)} |`,
      );
    if (servers.length > LISTED) out.push(`| and ${servers.length - LISTED} more | | | | |`);
    out.push('');
  }
  const misses = f.expectations.filter((e) => !e.met);
  for (const m of misses.slice(0, LISTED)) {
    const rank = m.rank === null ? 'scores nothing' : `ranks ${m.rank}`;
    const fix = m.fix
      ? `adding ${m.fix.words.map((w) => `“${text(w)}”`).join(', ')} to its description would bring it to ${m.fix.rank_after}: ${text(effectsLine(m.fix.effects))}`
      : `no description change found (${text(m.no_fix ?? m.why_not ?? '')})`;
    out.push(
      wrapProse(
        `- “${text(m.query)}” misses ${inlineCode(showInvisible(m.tool ?? m.expected))} (${rank}); ${fix}.`,
        undefined,
        '  ',
      ),
    );
  }
  if (misses.length > LISTED) out.push(`- and ${misses.length - LISTED} more`);
  if (misses.length > 0) out.push('');
  return out;
}

/** Findability from the baseline to the scenario, for "Changes from the baseline". */
export function findabilityChangeLine(c: FindabilityChange): string {
  return `- Findability: found by its own name ${shareChange(c.own_name)}; expected tools met ${shareChange(c.expected)}; outranked ${c.collisions.a} → ${c.collisions.b}, missed ${c.misses.a} → ${c.misses.b}.`;
}

/**
 * The headline: judged queries' recall and MRR when the scenario has them; otherwise a
 * plain statement that the own-name figure does not measure what requests find.
 */
export function judgedHeadline(s: FindabilityScore): string {
  if (!s.judged)
    return 'No judged queries: no query of the scenario says which tools it expects (`expect`), so nothing here measures what people’s requests find; the own-name figure below is close to a lookup by name. Add `expect` to a query written the way people ask to measure it.';
  return `Judged queries: recall@k ${percent(s.judged.recall)}, MRR ${s.judged.mrr.toFixed(3)} over ${s.judged.queries} ${s.judged.queries === 1 ? 'query' : 'queries'} with \`expect\` (k = each query's limit).`;
}

function scoreWords(s: FindabilityScore): string {
  return s.tools === 0 ? 'no tool probed' : `${s.first} of ${s.tools} first (${percent(s.own_name_share)})`;
}

function expectedWords(s: FindabilityScore): string {
  return s.expectations === 0
    ? 'none listed'
    : `${s.met} of ${s.expectations} met (${percent(s.expected_share)})`;
}

function shareChange(c: ShareChange): string {
  return `${percent(c.a)} → ${percent(c.b)}`;
}
