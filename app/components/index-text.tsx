import { memo } from 'react';
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
export function IndexText({ report, onToolClick }: { report: Report; onToolClick?: (name: string) => void }) {
  const description = report.tool_search_description;
  const sections = report.explain.index.sections;
  // Spans only when they add up to the description exactly; otherwise the plain text is still the truth.
  const usable = sections.map((s) => s.text).join('') === description;
  const keys = usable ? sectionKeys(sections) : [];
  return (
    <pre
      data-testid="index-text"
      className="whitespace-pre-wrap break-words rounded bg-slate-50 p-3 font-mono text-[0.8125rem] leading-relaxed dark:bg-slate-900"
    >
      {usable
        ? sections.map((section, i) => <Section key={keys[i]} section={section} onToolClick={onToolClick} />)
        : description}
    </pre>
  );
}

/**
 * Keys that name what a section stands for (its kind, namespace and tool), not
 * where it sits: an edit that lengthens one namespace line shifts the bytes of
 * every section after it, and keys made of offsets would have React rebuild the
 * whole index instead of changing the text that changed. Repeats of the same
 * kind and name are told apart by their order.
 */
export function sectionKeys(sections: readonly IndexSection[]): string[] {
  const seen = new Map<string, number>();
  return sections.map((section) => {
    const base = `${section.kind}\u0000${section.namespace ?? ''}\u0000${section.name ?? ''}`;
    const repeat = seen.get(base) ?? 0;
    seen.set(base, repeat + 1);
    return `${base}\u0000${repeat}`;
  });
}

/**
 * One section's span. The Worker sends each section anew, so it is drawn again
 * only when what it shows changed: an edit of one namespace line leaves the
 * others' text alone but moves their bytes, which only their titles show.
 */
const Section = memo(
  function Section({
    section,
    onToolClick,
  }: {
    section: IndexSection;
    onToolClick?: (name: string) => void;
  }) {
    return (
      <span title={describeSection(section)} className={classFor(section)}>
        <SectionText section={section} onToolClick={onToolClick} />
      </span>
    );
  },
  (before, after) => before.onToolClick === after.onToolClick && sameSection(before.section, after.section),
);

/** The same fields with the same values: a section is flat (text, kind, names, round, bytes). */
export function sameSection(a: IndexSection, b: IndexSection): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof IndexSection)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * A representative's name is a button that selects the tool and opens its Why?; the button holds
 * exactly the name, so the <pre>'s text stays the description byte for byte.
 */
function SectionText({
  section,
  onToolClick,
}: {
  section: IndexSection;
  onToolClick?: (name: string) => void;
}) {
  const name = section.kind === 'representative' ? section.name : undefined;
  const at = name ? section.text.lastIndexOf(name) : -1;
  if (!name || !onToolClick || at < 0) return <>{section.text}</>;
  return (
    <>
      {section.text.slice(0, at)}
      <button
        type="button"
        aria-label={`Why? ${name}`}
        onClick={() => onToolClick(name)}
        className="cursor-pointer underline decoration-dotted underline-offset-2 hover:decoration-solid"
      >
        {name}
      </button>
      {section.text.slice(at + name.length)}
    </>
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
