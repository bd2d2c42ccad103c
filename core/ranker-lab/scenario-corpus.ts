import type { JudgedCorpus, JudgedIntent } from '../discovery/relevance.ts';
import { resolveExpected } from '../review/findability-expectations.ts';
import type { Scenario } from '../scenario.ts';
import type { Turn } from '../turn.ts';

/**
 * A scenario's judged queries (its queries with `expect`) as a judged corpus over the
 * tools tool_search indexes (the authorized definitions), every expected tool at grade
 * 3, so the relevance lab and `disclosure relevance` rank them as the review does. An
 * expected name no tool, or several, answer to is left out.
 */
export function judgedCorpusOfScenario(scenario: Scenario, turn: Turn): JudgedCorpus {
  const intents: JudgedIntent[] = [];
  for (const e of scenario.expectations.expectations) {
    const relevance = new Map<string, number>();
    for (const name of e.tools) {
      const found = resolveExpected(turn.catalog, turn.catalogByName, name);
      if (found.entry) relevance.set(found.entry.definition.name, 3);
    }
    if (relevance.size > 0) intents.push({ class: 'scenario_expect', query: e.query, relevance });
  }
  return { tools: turn.authorized.map((d) => ({ ...d, kind: 'scenario' })), intents };
}
