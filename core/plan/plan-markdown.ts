import type { EvaluatedPlan, PlanProposal } from './propose-plan.ts';
import type { PlanRuntime } from './task-cost.ts';

/** A plan proposal as Markdown for a design document or a review (`disclosure plan`). */

const RUNTIME_TITLES: Record<PlanRuntime, string> = {
  ironclaw: 'IronClaw',
  anthropic: 'Anthropic',
  openai: 'OpenAI',
};

/** A share as the review writes it (one decimal), or n/a. */
function planPercent(x: number | null): string {
  return x === null ? 'n/a' : `${Math.round(x * 1000) / 10} %`;
}

export function renderPlanMarkdown(p: PlanProposal): string {
  const lines: string[] = ['# Plan (the playground’s proposal, not IronClaw’s behaviour)', ''];
  lines.push(`Target: ${targetWords(p)}.`, '', p.why, '');
  const rows = [p.chosen, p.current, byId(p, 'all_up_front'), byId(p, 'all_deferred')].filter(
    (x, i, all): x is EvaluatedPlan => x !== null && x !== undefined && all.indexOf(x) === i,
  );
  lines.push(...figureTable(p, rows, p.chosen), '');
  lines.push(
    '## Frontier',
    '',
    'Plans no other evaluated plan beats on both tokens up front and judged recall.',
    '',
  );
  lines.push(
    ...figureTable(
      p,
      p.frontier.map((id) => byId(p, id)!),
      p.chosen,
    ),
    '',
  );
  if (p.chosen) {
    const up = p.tools.filter((t) => t.placement === 'up_front');
    const deferred = p.tools.filter((t) => t.placement === 'deferred');
    lines.push(`## The plan’s tools`, '');
    lines.push(
      `Up front (${up.length}): ${up.map((t) => `\`${t.name}\` (${reasonWords(t.reason)})`).join(', ') || 'none'}.`,
    );
    lines.push('', `Deferred: ${deferred.length} tools.`, '');
    const misses = p.chosen.figures.misses;
    if (misses.length > 0) {
      lines.push('Judged queries the plan misses:', '');
      for (const m of misses) lines.push(`- “${m.query}” does not find \`${m.expected}\``);
      lines.push('');
    }
  }
  if (p.fixes.length > 0) {
    lines.push('## Description fixes (Findability’s what-if)', '');
    for (const f of p.fixes)
      lines.push(
        `- \`${f.tool}\`: add ${f.words.map((w) => `“${w}”`).join(', ')} to its description (${f.field}); “${f.query}” then ranks it ${f.rank_after}`,
      );
    lines.push('');
  }
  if (p.leave_out.length > 0) {
    lines.push('## Proposed to leave out (for a person to decide; not applied)', '');
    for (const l of p.leave_out) lines.push(`- \`${l.tool}\`: ${l.detail}`);
    lines.push('');
  }
  const caps = p.chosen?.figures.caps ?? [];
  lines.push('## Caps', '');
  lines.push(
    caps.length === 0
      ? 'The plan keeps every runtime’s documented tool cap.'
      : caps.map((c) => `- ${c.runtime}: ${c.actual} against a cap of ${c.limit} (${c.fact_id})`).join('\n'),
    '',
  );
  lines.push('## Assumptions', '', ...p.assumptions.map((a) => `- ${a}`), '');
  if (p.notes.length > 0) lines.push('## Notes', '', ...p.notes.map((n) => `- ${n}`), '');
  lines.push(
    `Evaluated ${p.work.plans} plans (${p.work.steps} tools examined)${p.work.stop ? `; ${p.work.stop.message}` : ''}.`,
  );
  return `${lines.join('\n')}\n`;
}

function byId(p: PlanProposal, id: string): EvaluatedPlan | undefined {
  return p.evaluated.find((e) => e.id === id);
}

function targetWords(p: PlanProposal): string {
  const under = `under ${p.runtimes.map((r) => RUNTIME_TITLES[r]).join(', ')}`;
  const floor = p.min_recall === null ? '' : `, judged recall at least ${planPercent(p.min_recall)}`;
  const t = p.target;
  if (t.kind === 'budget') return `at most ${t.tokens} tokens up front ${under}${floor}`;
  if (t.kind === 'max_tools') return `at most ${t.tools} tools up front ${under}${floor}`;
  return `the fewest expected input tokens per task (${RUNTIME_TITLES[p.runtimes[0]!]})${floor}`;
}

function reasonWords(reason: string): string {
  return reason === 'core'
    ? 'core'
    : reason === 'pinned'
      ? 'pinned'
      : reason === 'all_up_front'
        ? 'mode off'
        : reason;
}

function figureTable(
  p: PlanProposal,
  plans: readonly EvaluatedPlan[],
  chosen: EvaluatedPlan | null,
): string[] {
  const rs = p.runtimes;
  const titles = rs.map((r) => RUNTIME_TITLES[r]).join(' / ');
  const out = [
    `| plan | tools up front | tokens up front (${titles}) | judged recall@k | MRR | round trips per task | input tokens per task (${titles}) | cost per task (${titles}) | index bytes, tools it names |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const plan of plans) {
    const f = plan.figures;
    const mark = plan === chosen ? ' (proposed)' : '';
    out.push(
      `| ${plan.label}${mark} | ${f.upfront[rs[0]!].tools} | ${rs.map((r) => f.upfront[r].tokens).join(' / ')} | ${planPercent(f.recall)} | ${f.mrr === null ? 'n/a' : f.mrr.toFixed(3)} | ${f.round_trips.toFixed(2)} | ${rs.map((r) => f.per_task[r].input_tokens).join(' / ')} | ${rs.map((r) => f.per_task[r].cost).join(' / ')} | ${f.index.sent ? `${f.index.bytes}, ${f.index.tools_named}` : 'not sent'} |`,
    );
  }
  return out;
}
