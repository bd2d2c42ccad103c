import { MAX_PROVIDER_NAME_BYTES } from '../limits.ts';
import type { ToolDefinition } from '../report/report.ts';
import { utf8Length } from '../text/utf8-length.ts';
import { definitionPointer } from './definition-pointer.ts';
import { type Finding, type FindingCause, finding, plural, someNames } from './finding.ts';
import type { ReviewSubject } from './review-subject.ts';

/** Findings about the definitions themselves: names that collide, names too long to be a tool. */
export function catalogFindings(subject: ReviewSubject): Finding[] {
  const out: Finding[] = [];
  const authorized = subject.turn.authorized;

  const names = repeated(authorized.map((d) => d.name));
  if (names.length > 0) {
    out.push(
      finding(
        'duplicate_name',
        `${plural(names.length, 'provider name')} (${someNames(names)}) ${names.length === 1 ? 'is' : 'are'} used by more than one definition on the surface; every lookup by name lands on the last of them, so the others cannot be searched, described or called by name.`,
        names,
        places(
          subject,
          authorized.filter((d) => names.includes(d.name)),
          'name',
          'duplicate_name',
        ),
      ),
    );
  }

  const ids = new Set(repeated(authorized.map((d) => d.capability_id)));
  if (ids.size > 0) {
    const tools = [...new Set(authorized.filter((d) => ids.has(d.capability_id)).map((d) => d.name))];
    out.push(
      finding(
        'duplicate_capability_id',
        `${plural(ids.size, 'capability id')} (${someNames([...ids])}) ${ids.size === 1 ? 'is' : 'are'} declared by more than one definition on the surface, so policy, pins and search cannot tell those tools apart.`,
        tools,
        places(
          subject,
          authorized.filter((d) => ids.has(d.capability_id)),
          'capability_id',
          'duplicate_capability_id',
        ),
      ),
    );
  }

  const tooLongErrors = subject.scenario.errors.definitions.filter(
    (e) => e.field === 'name' && typeof e.input === 'string' && utf8Length(e.input) > MAX_PROVIDER_NAME_BYTES,
  );
  const tooLong = tooLongErrors.map((e) => e.input as string);
  if (tooLong.length > 0) {
    out.push(
      finding(
        'provider_name_too_long',
        `${plural(tooLong.length, 'definition')} ${tooLong.length === 1 ? 'has' : 'have'} a provider name over ${MAX_PROVIDER_NAME_BYTES} bytes (the longest is ${tooLong.reduce((most, n) => Math.max(most, utf8Length(n)), 0)}), so ${tooLong.length === 1 ? 'it is' : 'they are'} rejected and never reach the model.`,
        tooLong,
        tooLongErrors.map((e) => ({
          rule: 'provider_name_length',
          tool: e.input as string,
          field: `/definitions/${e.index}/name`,
          detail: e.error,
        })),
      ),
    );
  }
  return out;
}

/** Where each of these definitions says the repeated key. */
function places(
  subject: ReviewSubject,
  defs: readonly ToolDefinition[],
  key: 'name' | 'capability_id',
  rule: string,
): FindingCause[] {
  return defs.map((d) => {
    const cause: FindingCause = { rule, tool: d.name, text: d[key] };
    const field = definitionPointer(subject, d, key);
    if (field !== null) cause.field = field;
    return cause;
  });
}

/** Values that occur more than once, each once, in first-seen order. */
function repeated(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out = new Set<string>();
  for (const v of values) {
    if (seen.has(v)) out.add(v);
    seen.add(v);
  }
  return [...out];
}
