import { INDEX_BUDGET_BYTES } from '../limits.ts';
import { type Finding, finding, plural, someNames } from './finding.ts';
import { type ReviewSubject, searchIsAdvertised } from './review-subject.ts';

/** The review's own margin: an index this close to its budget loses a line to the next tool added. */
const NEAR_CAP_FRACTION = 0.05;

/**
 * Findings about the tool_search description (DISCLOSURE.md §6), raised only when
 * the model reads it (tool_search is advertised).
 */
export function indexFindings(subject: ReviewSubject): Finding[] {
  if (!searchIsAdvertised(subject)) return [];
  const { report } = subject;
  const index = report.explain.index;
  const out: Finding[] = [];

  if (index.stopped_at?.kind === 'namespace') {
    const listed = index.sections.filter((s) => s.kind === 'namespace').map((s) => s.namespace!);
    const listedSet = new Set(listed);
    const missing = report.discoverable_namespaces.filter((g) => !listedSet.has(g.namespace));
    out.push(
      finding(
        'namespaces_overflow',
        `The namespace list overflowed the ${INDEX_BUDGET_BYTES}-byte budget after ${listed.length} of ${report.discoverable_namespaces.length} namespaces, so the index names no representative tools at all.`,
        missing.flatMap((g) => g.tool_names),
      ),
    );
  }

  const bare = index.rounds.filter((r) => !r.tools.some((t) => t.shown));
  if (bare.length > 0) {
    out.push(
      finding(
        'namespace_without_representative',
        `${plural(bare.length, 'namespace')} of ${index.rounds.length} (${someNames(bare.map((r) => r.namespace))}) ${bare.length === 1 ? 'has' : 'have'} no representative tool in the index.`,
        bare.flatMap((r) => r.tools.map((t) => t.name)),
      ),
    );
  }

  if (index.shown_count < index.total_count) {
    const listed = new Set(index.sections.filter((s) => s.kind === 'representative').map((s) => s.name!));
    const cut = discoverableNames(subject).filter((name) => !listed.has(name));
    out.push(
      finding(
        'representatives_cut',
        `The index names ${index.shown_count} of ${index.total_count} discoverable tools; the other ${index.total_count - index.shown_count} are reachable only through tool_search.`,
        cut,
      ),
    );
  }

  const bytes = report.tool_search_description_bytes;
  const nearFrom = Math.ceil(INDEX_BUDGET_BYTES * (1 - NEAR_CAP_FRACTION));
  if (bytes >= nearFrom) {
    out.push(
      finding(
        'index_near_cap',
        `The index is ${bytes} bytes of its ${INDEX_BUDGET_BYTES}-byte budget (${percent(bytes / INDEX_BUDGET_BYTES)}), within ${percent(NEAR_CAP_FRACTION)} of the cap.`,
      ),
    );
  }
  return out;
}

/** Discoverable permitted tools in index order (namespace rounds, or catalog order). */
function discoverableNames(subject: ReviewSubject): string[] {
  const index = subject.report.explain.index;
  if (index.rounds.length > 0) return index.rounds.flatMap((r) => r.tools.map((t) => t.name));
  return subject.report.catalog.filter((e) => e.tier === 'discoverable' && e.permitted).map((e) => e.name);
}

function percent(fraction: number): string {
  return `${Math.round(fraction * 1000) / 10} %`;
}
