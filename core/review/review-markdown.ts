import { catalogChangeLines } from './catalog-change-markdown.ts';
import { linkFitsChat, linkTooLongLine } from './chat-link.ts';
import { findabilityChangeLine, findabilityLines } from './findability-markdown.ts';
import { describeCause, type Finding } from './finding.ts';
import {
  cutAtLine,
  MARKDOWN_LEVELS,
  MARKDOWN_MAX_CHARS,
  type MarkdownLimits,
  Omissions,
} from './markdown-budget.ts';
import { firstOf, item, type MarkdownContext, names, signed } from './markdown-list.ts';
import { escapeMarkdown, fencedBlock, inlineCode, PROSE_WIDTH, wrapProse } from './markdown-text.ts';
import { describeIndexCache, describeToolsCache, notSentWhy } from './prompt-cache-text.ts';
import { runtimeLines } from './review-markdown-runtimes.ts';
import type { ReviewDelta, ReviewReport } from './review-report.ts';
import type { SideSummary } from './side-summary.ts';

/**
 * The review as a Markdown block for a design document, a chat or a pull request:
 * the scenario, its settings, a summary table (token figures marked as byte-derived
 * estimates), the index text, the findings, the changes from the baseline, other
 * runtimes, the prompt cache and the links. It is never longer than
 * MARKDOWN_MAX_CHARS (markdown-budget.ts): long lists are cut to counts, a link
 * that does not fit becomes a line saying to attach the file, and the Markdown
 * says what it left out, which the JSON report keeps. Every line but the index
 * text and the link definitions stays within PROSE_WIDTH.
 */
export function renderReviewMarkdown(report: ReviewReport, options: MarkdownOptions = {}): string {
  let md = '';
  for (const limits of MARKDOWN_LEVELS) {
    md = renderWithin(report, limits, options);
    if (md.length <= MARKDOWN_MAX_CHARS) return md;
  }
  // Text from the data itself (a name, a query) can still be too long: whole lines are kept, and it is said.
  const cut = `\n\n${wrapProse('This Markdown stops here at its limit; the JSON report has the whole review.')}\n`;
  return `${cutAtLine(md, MARKDOWN_MAX_CHARS - cut.length).trimEnd()}${cut}`;
}

/** Room kept for the closing line that says what was left out. */
const NOTE_ROOM = 800;
const HEADING_NAME_CHARS = PROSE_WIDTH - 24;
const FULL_NAME_CHARS = 2000;

function renderWithin(report: ReviewReport, limits: MarkdownLimits, options: MarkdownOptions): string {
  const ctx: MarkdownContext = { limits, left: new Omissions() };
  const body = bodyLines(report, ctx, options).join('\n').trimEnd();
  const { scenario, baseline } = report.summary;
  const links = linkLines(scenario, baseline, MARKDOWN_MAX_CHARS - body.length - NOTE_ROOM, ctx);
  const left = ctx.left.describe();
  const note = left
    ? [
        wrapProse(
          `Left out of this Markdown to keep it within ${MARKDOWN_MAX_CHARS.toLocaleString('en-US')} characters: ${left}. The JSON report (Download report, or disclosure report --format json) has them all.`,
        ),
        '',
      ]
    : [];
  return `${[body, '', ...note, ...links].join('\n').trimEnd()}\n`;
}

function bodyLines(report: ReviewReport, ctx: MarkdownContext, options: MarkdownOptions): string[] {
  const { scenario, baseline } = report.summary;
  const out: string[] = [...titleLines(scenario), '', wrapProse(settingsLine(scenario, ctx)), ''];
  if (baseline)
    out.push(
      wrapProse(
        `Baseline: ${escapeMarkdown(baselineName(baseline, options.baselineLabel))}; ${settingsLine(baseline, ctx)}`,
      ),
      '',
    );
  out.push(...summaryTable(scenario, baseline), '');
  out.push(
    wrapProse(
      'Token figures are IronClaw’s byte-derived estimates (ASCII ÷ 4, other characters weighted by their UTF-8 bytes), not a tokenizer’s count.',
    ),
    '',
  );
  out.push(...indexLines(scenario, report.index_text.scenario), '');
  out.push(...findingLines(report.findings, ctx), '');
  out.push(...findabilityLines(report.findability));
  if (report.delta && baseline) {
    out.push(...catalogChangeLines(report.delta.catalog, ctx));
    out.push('### Changes from the baseline', '', ...deltaLines(report.delta, baseline, scenario, ctx), '');
  }
  out.push(...runtimeLines(report.runtimes, ctx));
  return out;
}

interface MarkdownOptions {
  /** What the baseline is to the person (the file given to --against, Compare's "before shop changed its tools"). */
  baselineLabel?: string;
}

/** The baseline by its name and what it is to the person; by that alone when it has no name. */
function baselineName(s: SideSummary, label: string | undefined): string {
  if (!label) return shortName(s, FULL_NAME_CHARS);
  return s.name === null ? label : `${shortName(s, FULL_NAME_CHARS)} (${label})`;
}

/** The heading holds the name as far as a line allows; a longer name follows in full (within reason). */
function titleLines(s: SideSummary): string[] {
  const name = escapeMarkdown(shortName(s, HEADING_NAME_CHARS));
  const heading = `## Disclosure review: ${name}`;
  if (!name.endsWith('…')) return [heading];
  return [heading, '', wrapProse(`Scenario name: ${escapeMarkdown(shortName(s, FULL_NAME_CHARS))}`)];
}

function shortName(s: SideSummary, max: number): string {
  const name = s.name ?? 'unnamed scenario';
  const chars = [...name];
  return chars.length <= max ? name : `${chars.slice(0, max - 1).join('')}…`;
}

/** The index as the model reads it, or, where no tool_search is sent, plainly not sent. */
function indexLines(s: SideSummary, text: string): string[] {
  if (s.index_sent)
    return [`### Index (tool_search description, ${s.index_bytes} bytes)`, '', fencedBlock(text)];
  return [
    '### Index (not sent)',
    '',
    wrapProse(
      `This scenario sends no tool_search (${notSentWhy(s)}), so the model never reads the index. Had it been sent, tool_search’s description would be this text (${s.index_bytes} bytes):`,
    ),
    '',
    fencedBlock(text),
  ];
}

function settingsLine(s: SideSummary, ctx: MarkdownContext): string {
  const caps = `max_tokens ${s.caps.max_tokens}, max_tools ${s.caps.max_tools}, ctx_limit ${s.caps.ctx_limit ?? 'none'} (defer threshold ${s.caps.defer_threshold_tokens})`;
  const policy =
    s.policy.kind === 'allow_all' ? 'allow_all' : `${s.policy.kind} (${names(s.policy.ids, ctx)})`;
  const layer = s.layer_enabled ? '' : ' (no disclosure layer: every permitted tool is sent)';
  return `Mode ${inlineCode(s.mode)}${layer}; caps ${caps}; policy ${policy}.`;
}

function summaryTable(s: SideSummary, base: SideSummary | null): string[] {
  const rows: [string, (x: SideSummary) => string][] = [
    ['Tools (permitted)', (x) => `${x.tools} (${x.permitted_tools})`],
    ['Namespaces', (x) => String(x.namespaces)],
    ['Index bytes', (x) => `${x.index_bytes} of ${x.index_budget_bytes}${x.index_sent ? '' : ' (not sent)'}`],
    ['Representatives listed', (x) => `${x.representatives_listed} of ${x.representatives_total}`],
    ['Advertised tools', (x) => `${x.advertised_tools}${x.deferred ? ', the rest deferred' : ''}`],
    ['Advertised tokens (estimate)', (x) => `≈ ${x.advertised_est_tokens}`],
    [
      'Saving against off (est.)',
      (x) => `≈ ${x.saving_est_tokens} of ${x.off_est_tokens} (${x.saving_percent} %)`,
    ],
  ];
  const head = base ? ['| | baseline | scenario |', '|---|---|---|'] : ['| | scenario |', '|---|---|'];
  return [
    ...head,
    ...rows.map(([label, cell]) => `| ${label} | ${base ? `${cell(base)} | ` : ''}${cell(s)} |`),
  ];
}

/** The findings, as many in full as the limits allow; the rest counted by check. */
function findingLines(findings: readonly Finding[], ctx: MarkdownContext): string[] {
  const out = [`### Findings (${findings.length})`, ''];
  if (findings.length === 0) out.push('No findings.');
  const shown = firstOf(findings, ctx.limits.findings, 'findings', ctx);
  for (const f of shown)
    out.push(
      item(findingLine(f, ctx)),
      ...causeLines(f, ctx).map((line) => wrapProse(line, undefined, '    ')),
    );
  const rest = findings.slice(shown.length);
  if (rest.length > 0) {
    const byId = new Map<string, number>();
    for (const f of rest) byId.set(f.id, (byId.get(f.id) ?? 0) + 1);
    const counts = [...byId].map(([id, n]) => `${inlineCode(id)} × ${n}`).join(', ');
    out.push(item(`- and ${rest.length} more: ${counts}.`));
  }
  return out;
}

function findingLine(f: Finding, ctx: MarkdownContext): string {
  const tools = f.tools.length > 0 ? ` Tools: ${names(f.tools, ctx)}.` : '';
  return `- **${f.severity}** ${inlineCode(f.id)}: ${escapeMarkdown(f.message)}${tools}`;
}

/** A finding's causes as sub-items, as many as the limits allow; the JSON report keeps them all. */
function causeLines(f: Finding, ctx: MarkdownContext): string[] {
  const causes = f.causes ?? [];
  const shown = firstOf(causes, ctx.limits.causes, 'causes of findings', ctx);
  const lines = shown.map((c) => `  - ${escapeMarkdown(describeCause(c))}`);
  if (causes.length > shown.length) lines.push(`  - and ${causes.length - shown.length} more`);
  return lines;
}

function deltaLines(d: ReviewDelta, a: SideSummary, b: SideSummary, ctx: MarkdownContext): string[] {
  const list = (label: string, xs: readonly string[]) =>
    `- ${label}: ${xs.length === 0 ? 'none' : names(xs, ctx)}`;
  const lines = [
    `- Index: ${a.index_bytes} → ${b.index_bytes} bytes (${signed(d.index_bytes)}); ${describeIndexCache(d.prompt_cache, a, b)}.`,
  ];
  for (const s of d.index_sections) {
    if (s.delta !== 0)
      lines.push(`  - ${s.kind.replaceAll('_', ' ')}: ${s.a} → ${s.b} bytes (${signed(s.delta)})`);
  }
  lines.push(list('Representatives added', d.representatives_added));
  lines.push(list('Representatives removed', d.representatives_removed));
  if (d.tiers_changed.length > 0) {
    const shown = firstOf(d.tiers_changed, ctx.limits.names, 'tier changes', ctx);
    const more = d.tiers_changed.length - shown.length;
    lines.push(
      `- Tier changed: ${shown.map((t) => `${inlineCode(t.name)} ${t.a} → ${t.b}`).join(', ')}${more > 0 ? ` and ${more} more` : ''}`,
    );
  }
  lines.push(list('Advertised added', d.advertised_added));
  lines.push(list('Advertised removed', d.advertised_removed));
  lines.push(
    `- Advertised: ${a.advertised_tools} → ${b.advertised_tools} tools, ≈ ${a.advertised_est_tokens} → ≈ ${b.advertised_est_tokens} estimated tokens (${signed(d.advertised_est_tokens)}); saving against off ≈ ${a.saving_est_tokens} → ≈ ${b.saving_est_tokens}.`,
  );
  lines.push(
    `- Prompt cache: tool_search description ${describeIndexCache(d.prompt_cache, a, b)}; tools array ${describeToolsCache(d.prompt_cache, inlineCode)}.`,
  );
  lines.push(findabilityChangeLine(d.findability));
  const queries = firstOf(d.queries, ctx.limits.rows, 'compared queries', ctx);
  for (const q of queries) {
    const label = q.query === null ? inlineCode(JSON.stringify(q.arguments)) : `“${escapeMarkdown(q.query)}”`;
    const moves = [
      ...q.moved.map((m) => `${inlineCode(m.name)} ${m.from} → ${m.to}`),
      ...q.entered.map((m) => `${inlineCode(m.name)} entered at ${m.rank}`),
      ...q.left.map((m) => `${inlineCode(m.name)} left (was ${m.rank})`),
    ];
    const parts = firstOf(moves, ctx.limits.names, 'moves in query results', ctx);
    const more = moves.length > parts.length ? ` and ${moves.length - parts.length} more` : '';
    lines.push(`- Query ${label}: ${parts.length > 0 ? `${parts.join(', ')}${more}` : 'same results'}`);
  }
  if (d.queries.length > queries.length)
    lines.push(`- and ${d.queries.length - queries.length} more queries`);
  return lines.map((line) => (line.startsWith('  - ') ? wrapProse(line, undefined, '    ') : item(line)));
}

type Linked = { label: string; link: string };

/**
 * The link section: each side's link by reference, then the definitions, last. A link
 * is defined only while it fits in `room`; one that does not is a line saying to attach
 * the file, and one too long for chat tools says so.
 */
function linkLines(
  scenario: SideSummary,
  baseline: SideSummary | null,
  room: number,
  ctx: MarkdownContext,
): string[] {
  const sides: [string, SideSummary][] = [['scenario', scenario]];
  if (baseline) sides.push(['baseline', baseline]);
  const out = ['### Links', ''];
  const linked: Linked[] = [];
  let left = room;
  for (const [label, side] of sides) {
    const title = label === 'scenario' ? 'Scenario' : 'Baseline';
    const definition =
      side.link === null ? '' : `[${label}]: ${side.link.replace(/[<>\s]/g, encodeURIComponent)}`;
    if (side.link === null) {
      out.push(item(`- ${title}: too large for a link; attach the ${label} file instead.`));
      continue;
    }
    if (definition.length + 200 > left) {
      ctx.left.add(`${label} link`, 1);
      out.push(
        item(
          `- ${title}: its link is ${side.link.length.toLocaleString('en-US')} characters, more than this Markdown has room for; attach the ${label} file instead.`,
        ),
      );
      continue;
    }
    left -= definition.length + 200;
    // A bare fragment has no origin: it is appended to the playground's address.
    out.push(
      side.link.startsWith('#')
        ? item(`- ${title}: append the fragment [${label}][${label}] to the playground’s address.`)
        : item(`- ${title}: [open the ${label} in the playground][${label}]`),
    );
    linked.push({ label, link: side.link });
  }
  const tooLong = linked.filter((l) => !linkFitsChat(l.link));
  if (tooLong.length > 0) out.push('', ...tooLong.map((l) => wrapProse(linkTooLongLine(l.label, l.link))));
  if (linked.length > 0)
    out.push('', ...linked.map((l) => `[${l.label}]: ${l.link.replace(/[<>\s]/g, encodeURIComponent)}`));
  return out;
}
