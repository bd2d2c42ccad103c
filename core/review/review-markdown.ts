import { describeCause, type Finding } from './finding.ts';
import { escapeMarkdown, fencedBlock, inlineCode } from './markdown-text.ts';
import type { ReviewDelta, ReviewReport } from './review-report.ts';
import type { SideSummary } from './side-summary.ts';

/** How many names a list shows before "and N more"; the JSON report keeps them all. */
const LIST_NAMES = 12;

/**
 * The review as a Markdown block for a design document: the scenario, its
 * settings, a summary table (token figures marked as byte-derived estimates), the
 * index text, the findings, the changes from the baseline and the link.
 */
export function renderReviewMarkdown(report: ReviewReport): string {
  const { scenario, baseline } = report.summary;
  const out: string[] = [];
  out.push(`## Disclosure review: ${escapeMarkdown(scenario.name ?? 'unnamed scenario')}`, '');
  out.push(settingsLine(scenario), '');
  if (baseline)
    out.push(
      `Baseline: ${escapeMarkdown(baseline.name ?? 'unnamed scenario')}; ${settingsLine(baseline)}`,
      '',
    );
  out.push(...summaryTable(scenario, baseline), '');
  out.push(
    'Token figures are IronClaw’s byte-derived estimates (ASCII ÷ 4, other characters weighted by their UTF-8 bytes), not a tokenizer’s count.',
    '',
  );
  out.push(`### Index (tool_search description, ${scenario.index_bytes} bytes)`, '');
  out.push(fencedBlock(report.index_text.scenario), '');
  out.push(`### Findings (${report.findings.length})`, '');
  if (report.findings.length === 0) out.push('No findings.');
  for (const f of report.findings) out.push(findingLine(f), ...causeLines(f));
  out.push('');
  if (report.delta && baseline)
    out.push('### Changes from the baseline', '', ...deltaLines(report.delta, baseline, scenario), '');
  out.push('### Link', '');
  out.push(linkLine('Scenario', scenario.link));
  if (baseline) out.push(linkLine('Baseline', baseline.link));
  return `${out.join('\n').trimEnd()}\n`;
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
    ['Index bytes', (x) => `${x.index_bytes} of ${x.index_budget_bytes}`],
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
    `- Index: ${a.index_bytes} → ${b.index_bytes} bytes (${signed(d.index_bytes)}); ${d.index_identical ? 'byte-identical' : `differs from byte ${d.prompt_cache.index_first_difference}`}.`,
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
  const first = d.prompt_cache.tools_first_difference;
  lines.push(
    `- Prompt cache: tool_search description ${d.index_identical ? 'identical' : 'changed'}; tools array ${
      d.tools_array_identical || !first
        ? 'identical'
        : `changed from position ${first.position + 1} (${toolChange(first.a_tool, first.b_tool)}), byte ${first.byte_offset}`
    }.`,
  );
  for (const q of d.queries) {
    const label = q.query === null ? inlineCode(JSON.stringify(q.arguments)) : `“${escapeMarkdown(q.query)}”`;
    const parts = [
      ...q.moved.map((m) => `${inlineCode(m.name)} ${m.from} → ${m.to}`),
      ...q.entered.map((m) => `${inlineCode(m.name)} entered at ${m.rank}`),
      ...q.left.map((m) => `${inlineCode(m.name)} left (was ${m.rank})`),
    ];
    lines.push(`- Query ${label}: ${parts.length > 0 ? parts.join(', ') : 'same results'}`);
  }
  return lines;
}

function toolChange(a: string | null, b: string | null): string {
  if (a !== null && a === b) return `${inlineCode(a)} changed`;
  return `${a === null ? 'none' : inlineCode(a)} → ${b === null ? 'none' : inlineCode(b)}`;
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

function linkLine(label: string, link: string | null): string {
  if (link === null) return `- ${label}: too large for a link; share its file`;
  // A bare fragment has no origin: show it to append to the playground's address.
  return link.startsWith('#')
    ? `- ${label}: append to the playground’s address: ${inlineCode(link)}`
    : `- ${label}: <${link.replace(/[<>\s]/g, encodeURIComponent)}>`;
}
