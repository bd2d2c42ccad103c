import { createWorkBudget, type WorkStop } from '../work-budget.ts';
import { admissionFindings } from './admission-findings.ts';
import { catalogFindings } from './catalog-findings.ts';
import { findabilityFindings } from './findability-findings.ts';
import { FINDING_IDS, type Finding, finding } from './finding.ts';
import { indexFindings } from './index-findings.ts';
import { leftoverFindings } from './leftover-findings.ts';
import type { ReviewSubject } from './review-subject.ts';
import { runtimeFindings } from './runtime-findings.ts';
import { searchFindings } from './search-findings.ts';
import { tierFindings } from './tier-findings.ts';

/**
 * Everything in a scenario that needs a reviewer's attention, most severe first
 * (then in the order of FINDING_CHECKS). Each figure comes from the core's own
 * rules and limits, so a finding and the panel that shows its cause agree.
 */
export function reviewFindings(subject: ReviewSubject): Finding[] {
  // The review's own walks (a search per deferred tool, the queries' words) share one budget.
  const budget = createWorkBudget();
  const all = [
    ...indexFindings(subject),
    ...tierFindings(subject),
    ...catalogFindings(subject),
    ...searchFindings(subject, budget),
    ...findabilityFindings(subject),
    ...admissionFindings(subject),
    ...runtimeFindings(subject),
    ...leftoverFindings(subject, budget),
  ];
  all.push(...budgetFindings([...(subject.report.work_stopped ?? []), ...budget.stops]));
  // FINDING_IDS is ordered by severity already; sort is stable, so per-server findings keep their order.
  return all.sort((a, b) => FINDING_IDS.indexOf(a.id) - FINDING_IDS.indexOf(b.id));
}

/** One finding per list the work budget cut, in the evaluation or in this review, with the budget's own words. */
function budgetFindings(stops: readonly WorkStop[]): Finding[] {
  return stops.map((stop) =>
    finding(
      'work_budget_reached',
      `Not everything was evaluated: ${stop.message}.`,
      [],
      stop.field === undefined
        ? []
        : [{ rule: `work_budget_${stop.spent}`, field: stop.field, detail: 'the first item not run' }],
    ),
  );
}
