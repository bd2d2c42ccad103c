import { linkFitsChat, linkTooLongLine } from './chat-link.ts';
import { findabilityChangeLine, findabilityLines } from './findability-markdown.ts';
import { describeCause, type Finding, plural } from './finding.ts';
import { escapeMarkdown, fencedBlock, inlineCode, wrapProse } from './markdown-text.ts';
import { describeIndexCache, describeToolsCache, notSentWhy } from './prompt-cache-text.ts';
import type { ReviewDelta, ReviewReport, ReviewRuntimes } from './review-report.ts';
import type { SideSummary } from './side-summary.ts';

/** How many names a list shows before "and N more"; the JSON report keeps them all. */
const LIST_NAMES = 12;

/**
 * The review as a Markdown block for a design document or a chat: the scenario,
 * its settings, a summary table (token figures marked as byte-derived
 * estimates), the index text, the findings, the changes from the baseline and
 * the links. Prose wraps at PROSE_WIDTH; the links, which can run to tens of
 * thousands of characters, are reference definitions at the very end, and a
 * link too long for chat tools says to attach the file instead.
 */
export function renderReviewMarkdown(report: ReviewReport): string {
  const { scenario, baseline } = report.summary;
  const out: string[] = [];
  out.push(`## Disclosure review: ${escapeMarkdown(scenario.name ?? 'unnamed scenario')}`, '');
  out.push(wrapProse(settingsLine(scenario)), '');
  if (baseline)
    out.push(
      wrapProse(
        `Baseline: ${escapeMarkdown(baseline.name ?? 'unnamed scenario')}; ${settingsLine(baseline)}`,
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
  out.push(`### Findings (${report.findings.length})`, '');
  if (report.findings.length === 0) out.push('No findings.');
  for (const f of report.findings)
    out.push(item(findingLine(f)), ...causeLines(f).map((line) => wrapProse(line, undefined, '    ')));
  out.push('');
  out.push(...findabilityLines(report.findability));
  if (report.delta && baseline)
    out.push('### Changes from the baseline', '', ...deltaLines(report.delta, baseline, scenario), '');
  out.push(...runtimeLines(report.runtimes));
  out.push(...linkLines(scenario, baseline));
  return `${out.join('\n').trimEnd()}\n`;
}

/** A list item wrapped, its continuation lines indented into the item. */
function item(line: string): string {
  return wrapProse(line, undefined, '  ');
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

function settingsLine(s: SideSummary): string {
  const caps = `max_tokens ${s.caps.max_tokens}, max_tools ${s.caps.max_tools}, ctx_limit ${s.caps.ctx_limit ?? 'none'} (defer threshold ${s.caps.defer_threshold_tokens})`;
  const policy = s.policy.kind === 'allow_all' ? 'allow_all' : `${s.policy.kind} (${names(s.policy.ids)})`;
  const layer = s.layer_enabled ? '' : ' (no disclosure layer: every permitted tool is sent)';
  return `Mode ${inlineCode(s.mode)}${layer}; caps ${caps}; policy ${policy}.`;
}

function summaryTable(s: SideSummary, base: SideSummary | null): string[] {
  const rows: [string, (x: SideSummary) => string][] = [
    ['Tools (permitted)', (x) => `${x.tools} (${x.permitted_tools})`],
    ['Namespaces', (x) => String(x.namespaces)],
    ['Index bytes', (x) => `${x.index_bytes} of ${x.index_budget_bytes}${x.index_sent ? '' : ' (not sent)'}`],
    ['Representatives listed', (x) => `${x.representatives_listed} of ${x.representatives_total}`],
    ['Advertised tools', (x) => `${x.advertised_tools}${x.deferred ? ' (deferred)' : ''}`],
    ['Advertised tokens (estimate)', (x) => `≈ ${x.advertised_est_tokens}`],
    [
      'Saving against off (estimate)',
      (x) => `≈ ${x.saving_est_tokens} of ${x.off_est_tokens} (${x.saving_percent} %)`,
    ],
  ];
  const head = base ? ['| | baseline | scenario |', '|---|---|---|'] : ['| | scenario |', '|---|---|'];
  return [
    ...head,
    ...rows.map(([label, cell]) => `| ${label} | ${base ? `${cell(base)} | ` : ''}${cell(s)} |`),
  ];
}

function findingLine(f: Finding): string {
  const tools = f.tools.length > 0 ? ` Tools: ${names(f.tools)}.` : '';
  return `- **${f.severity}** ${inlineCode(f.id)}: ${escapeMarkdown(f.message)}${tools}`;
}

/** A finding's causes as sub-items, a few of them; the JSON report keeps them all. */
function causeLines(f: Finding): string[] {
  const causes = f.causes ?? [];
  const lines = causes.slice(0, LIST_NAMES).map((c) => `  - ${escapeMarkdown(describeCause(c))}`);
  if (causes.length > LIST_NAMES) lines.push(`  - and ${causes.length - LIST_NAMES} more`);
  return lines;
}

function deltaLines(d: ReviewDelta, a: SideSummary, b: SideSummary): string[] {
  const lines = [
    `- Index: ${a.index_bytes} → ${b.index_bytes} bytes (${signed(d.index_bytes)}); ${describeIndexCache(d.prompt_cache, a, b)}.`,
  ];
  for (const s of d.index_sections) {
    if (s.delta !== 0)
      lines.push(`  - ${s.kind.replaceAll('_', ' ')}: ${s.a} → ${s.b} bytes (${signed(s.delta)})`);
  }
  lines.push(listLine('Representatives added', d.representatives_added));
  lines.push(listLine('Representatives removed', d.representatives_removed));
  if (d.tiers_changed.length > 0) {
    lines.push(
      `- Tier changed: ${d.tiers_changed.map((t) => `${inlineCode(t.name)} ${t.a} → ${t.b}`).join(', ')}`,
    );
  }
  lines.push(listLine('Advertised added', d.advertised_added));
  lines.push(listLine('Advertised removed', d.advertised_removed));
  lines.push(
    `- Advertised: ${a.advertised_tools} → ${b.advertised_tools} tools, ≈ ${a.advertised_est_tokens} → ≈ ${b.advertised_est_tokens} estimated tokens (${signed(d.advertised_est_tokens)}); saving against off ≈ ${a.saving_est_tokens} → ≈ ${b.saving_est_tokens}.`,
  );
  lines.push(
    `- Prompt cache: tool_search description ${describeIndexCache(d.prompt_cache, a, b)}; tools array ${describeToolsCache(d.prompt_cache, inlineCode)}.`,
  );
  lines.push(findabilityChangeLine(d.findability));
  for (const q of d.queries) {
    const label = q.query === null ? inlineCode(JSON.stringify(q.arguments)) : `“${escapeMarkdown(q.query)}”`;
    const parts = [
      ...q.moved.map((m) => `${inlineCode(m.name)} ${m.from} → ${m.to}`),
      ...q.entered.map((m) => `${inlineCode(m.name)} entered at ${m.rank}`),
      ...q.left.map((m) => `${inlineCode(m.name)} left (was ${m.rank})`),
    ];
    lines.push(`- Query ${label}: ${parts.length > 0 ? parts.join(', ') : 'same results'}`);
  }
  return lines.map((line) => (line.startsWith('  - ') ? wrapProse(line, undefined, '    ') : item(line)));
}

function listLine(label: string, list: readonly string[]): string {
  return `- ${label}: ${list.length === 0 ? 'none' : names(list)}`;
}

function names(list: readonly string[]): string {
  const shown = list.slice(0, LIST_NAMES).map(inlineCode).join(', ');
  return list.length > LIST_NAMES ? `${shown} and ${list.length - LIST_NAMES} more` : shown;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0';
}

type Linked = { label: string; ref: string; link: string };

/** The link section: each side's link by reference, the too-long warnings, then the definitions, last. */
function linkLines(scenario: SideSummary, baseline: SideSummary | null): string[] {
  const sides: [string, SideSummary][] = [['scenario', scenario]];
  if (baseline) sides.push(['baseline', baseline]);
  const out = ['### Links', ''];
  const linked: Linked[] = [];
  for (const [label, side] of sides) {
    const title = label === 'scenario' ? 'Scenario' : 'Baseline';
    if (side.link === null) {
      out.push(item(`- ${title}: too large for a link; attach the ${label} file instead.`));
      continue;
    }
    // A bare fragment has no origin: it is appended to the playground's address.
    out.push(
      side.link.startsWith('#')
        ? item(`- ${title}: append the fragment [${label}][${label}] to the playground’s address.`)
        : item(`- ${title}: [open the ${label} in the playground][${label}]`),
    );
    linked.push({ label, ref: label, link: side.link });
  }
  const tooLong = linked.filter((l) => !linkFitsChat(l.link));
  if (tooLong.length > 0) out.push('', ...tooLong.map((l) => wrapProse(linkTooLongLine(l.label, l.link))));
  if (linked.length > 0)
    out.push('', ...linked.map((l) => `[${l.ref}]: ${l.link.replace(/[<>\s]/g, encodeURIComponent)}`));
  return out;
}

/** Other runtimes (a table) and the prompt cache across the Turns timeline (one table per strategy). */
function runtimeLines(r: ReviewRuntimes): string[] {
  const out = ['### Other runtimes', '', wrapProse(escapeMarkdown(r.mapping)), ''];
  out.push('| Runtime | Up front | Deferred | Caps and guidance hit |', '|---|---|---|---|');
  for (const v of r.views) {
    const tokens = `≈ ${v.upfront.tokens.tokens} tokens (${v.upfront.tokens.method === 'o200k_base' ? 'o200k_base' : 'estimate'})`;
    const hits = v.checks
      .filter((c) => c.hit)
      .map((c) => `${c.kind} ${c.limit}${c.subject ? ` (${c.subject})` : ''}: ${c.consequence}`);
    out.push(
      `| ${escapeMarkdown(v.title)} | ${plural(v.upfront.tools, 'tool')}, ${v.upfront.bytes} bytes, ${tokens} | ${v.deferred.tools} | ${hits.length > 0 ? escapeMarkdown(hits.join('; ')) : 'none'} |`,
    );
  }
  out.push('');
  const cache = r.prompt_cache_turns;
  if (!cache) return out;
  out.push('### Prompt cache across turns', '', wrapProse(escapeMarkdown(cache.system_note)), '');
  for (const s of cache.strategies) {
    out.push(
      wrapProse(
        `**${escapeMarkdown(s.title)}**: ≈ ${s.uncached_total} estimated tokens of prefix no longer cached in all.`,
      ),
      '',
    );
    out.push(
      '| Turn | Tools identical | First difference | Prefix no longer cached | Loaded |',
      '|---|---|---|---|---|',
    );
    for (const t of s.turns) {
      const same = t.tools_identical === null ? '—' : t.tools_identical ? 'yes' : 'no';
      const diff = t.first_difference
        ? `byte ${t.first_difference.byte} (${t.first_difference.tool ?? 'end'})`
        : '—';
      out.push(
        `| ${t.turn} | ${same} | ${escapeMarkdown(diff)} | ≈ ${t.uncached_tokens} | ${t.loaded.length > 0 ? names(t.loaded) : '—'} |`,
      );
    }
    out.push('');
  }
  return out;
}
