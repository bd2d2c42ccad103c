import { admissionFindings } from './admission-findings.ts';
import { catalogFindings } from './catalog-findings.ts';
import { findabilityFindings } from './findability-findings.ts';
import { FINDING_IDS, type Finding } from './finding.ts';
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
  const all = [
    ...indexFindings(subject),
    ...tierFindings(subject),
    ...catalogFindings(subject),
    ...searchFindings(subject),
    ...findabilityFindings(subject),
    ...admissionFindings(subject),
    ...runtimeFindings(subject),
    ...leftoverFindings(subject),
  ];
  // FINDING_IDS is ordered by severity already; sort is stable, so per-server findings keep their order.
  return all.sort((a, b) => FINDING_IDS.indexOf(a.id) - FINDING_IDS.indexOf(b.id));
}
