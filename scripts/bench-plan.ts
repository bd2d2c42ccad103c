import { loadTemplates } from '../cli/templates.ts';
import { canonicalJson, fromPlain, proposePlan } from '../core/index.ts';
import { buildScenario } from './bench-scenario.ts';

/**
 * The planner's time on the benchmark's catalog with judged queries (docs/planning.md,
 * "Bounds"): `npx tsx scripts/bench-plan.ts [TOOLS] [QUERIES]`, 2,000 and 200 by default.
 * Each judged query asks for one tool in the words of its description, so some are found
 * and some are not. Prints the time to each plan, as the page's Worker runs it (no fixes),
 * twice (the first pays the engine's warm-up), then with Findability's fixes, as
 * `disclosure plan` runs it.
 */

const tools = Number(process.argv[2] ?? 2000);
const queries = Number(process.argv[3] ?? 200);
const scenario = buildScenario(tools) as { definitions: { name: string; description: string }[] };
const judged = Array.from({ length: queries }, (_, i) => {
  const d = scenario.definitions[(i * 7919) % scenario.definitions.length]!;
  const words = d.description.split(' ').slice(0, 3).join(' ');
  return { query: words, limit: 10, expect: [d.name], weight: 1 + (i % 3) };
});
const text = canonicalJson(fromPlain({ ...scenario, queries: judged }));
const templates = loadTemplates();

// The first run pays the engine's warm-up, as a Worker's first plan does; the second is the page's usual case.
for (const fixes of [false, false, true]) {
  const started = performance.now();
  const result = proposePlan(text, templates, { fixes });
  const ms = Math.round(performance.now() - started);
  if (!result.ok) throw new Error(result.error);
  const p = result.proposal;
  console.log(
    `${tools} tools, ${queries} judged queries, ${fixes ? 'with' : 'without'} fixes: ${p.work.plans} plans in ${ms} ms (${p.work.steps} tools examined); frontier ${p.frontier.length} plans`,
  );
}
