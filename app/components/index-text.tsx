import type { IndexSection, Report } from '../../core/index.ts';
import { roundTextClass } from './round-colors.ts';

const KIND_CLASS: Record<IndexSection['kind'], string> = {
  header: 'text-slate-700 dark:text-slate-300',
  namespace: 'font-semibold text-slate-900 dark:text-slate-100',
  namespace_overflow: 'font-semibold text-amber-700 dark:text-amber-400',
  representatives_heading: 'text-slate-700 dark:text-slate-300',
  representative: '',
  tail: 'italic text-slate-600 dark:text-slate-400',
  empty_catalog: 'text-slate-700 dark:text-slate-300',
};

/**
 * The description exactly as the model receives it: the <pre>'s text is the
 * description and nothing else; its parts are spans coloured by kind and round,
 * with the byte count so far on hover. Text from the scenario is rendered as
 * text, never as HTML.
 */
export function IndexText({ report }: { report: Report }) {
  const description = report.tool_search_description;
  const sections = report.explain.index.sections;
  // Spans only when they add up to the description exactly; otherwise the plain text is still the truth.
  const usable = sections.map((s) => s.text).join('') === description;
  return (
    <pre
      data-testid="index-text"
      className="whitespace-pre-wrap break-words rounded bg-slate-50 p-2 font-mono text-xs leading-relaxed dark:bg-slate-900"
    >
      {usable
        ? sections.map((section) => (
            <span
              key={`${section.kind}:${section.start_byte}:${section.end_byte}`}
              title={describeSection(section)}
              className={classFor(section)}
            >
              {section.text}
            </span>
          ))
        : description}
    </pre>
  );
}

function classFor(section: IndexSection): string {
  return section.kind === 'representative' && section.round !== undefined
    ? roundTextClass(section.round)
    : KIND_CLASS[section.kind];
}

function describeSection(section: IndexSection): string {
  const what =
    section.kind === 'representative'
      ? `representative of ${section.namespace ?? '?'}, fair round ${section.round ?? '?'}`
      : section.kind === 'namespace'
        ? `namespace line: ${section.namespace ?? ''}`
        : section.kind.replaceAll('_', ' ');
  const size = section.end_byte - section.start_byte;
  return `${what}\nbytes ${section.start_byte}–${section.end_byte} (+${size}); ${section.end_byte} bytes so far`;
}
