import { createWorkBudget, type WorkBudget, walkWithin } from '../work-budget.ts';
import { type Finding, finding, plural, someNames } from './finding.ts';
import { type ReviewSubject, searchIsAdvertised } from './review-subject.ts';
import { rankForQuery, ranksFirst, schemaSize } from './search-rank.ts';

const OWN_NAME_CHECK = { list: 'not_found_by_own_name', noun: 'deferred tools searched by their own name' };

/**
 * Findings about reaching deferred tools through tool_search (DISCLOSURE.md §10,
 * §11). Only deferred tools need search, so only they are checked, and only when
 * tool_search is advertised.
 */
export function searchFindings(subject: ReviewSubject, budget: WorkBudget = createWorkBudget()): Finding[] {
  if (!searchIsAdvertised(subject)) return [];
  const { report, turn } = subject;
  const advertised = new Set(report.active_set.names);
  const deferred = turn.catalog.filter((e) => turn.permitted(e) && !advertised.has(e.definition.name));
  const out: Finding[] = [];

  if (report.mode.includes_complete_signatures) {
    const big = deferred
      .map((e) => ({ name: e.definition.name, size: schemaSize(e.definition.parameters) }))
      .filter((t) => !t.size.fits);
    if (big.length > 0) {
      const largest = big.reduce((most, t) => Math.max(most, t.size.bytes), 0);
      out.push(
        finding(
          'schema_over_search_bound',
          `${plural(big.length, 'deferred tool')} (${someNames(big.map((t) => t.name))}) ${big.length === 1 ? 'has a schema' : 'have schemas'} over the ${big[0]!.size.bound}-byte search bound (largest ${largest} bytes), so tool_search never returns ${big.length === 1 ? 'it' : 'them'} complete and the model must call tool_describe first.`,
          big.map((t) => t.name),
        ),
      );
    }
  }

  // One search per deferred tool: the catalog's size times itself at worst, so it runs within the budget.
  const checked = walkWithin(budget, OWN_NAME_CHECK, deferred, (e) => {
    const ranked = ranksFirst(subject, e.definition.name, e.definition);
    budget.spend(ranked.examined, 0);
    return ranked.first ? null : e;
  });
  const missed = checked.results.filter((e) => e !== null);
  if (missed.length > 0) {
    const example = missed[0]!.definition;
    const rank = rankForQuery(subject, example.name, example);
    const where =
      rank.rank === null ? 'is not found at all' : `ranks ${rank.rank} behind ${rank.first!.name}`;
    out.push(
      finding(
        'not_found_by_own_name',
        `Searching their own name does not rank ${plural(missed.length, 'deferred tool')} first (${example.name} ${where})${checked.stop ? `; only the first ${checked.stop.done} of ${checked.stop.of} were searched` : ''}.`,
        missed.map((e) => e.definition.name),
      ),
    );
  }
  return out;
}
