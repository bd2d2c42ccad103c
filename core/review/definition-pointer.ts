import type { ToolDefinition } from '../report/report.ts';
import type { ReviewSubject } from './review-subject.ts';

/**
 * The JSON Pointer of a definition's key in the scenario as written
 * (`/definitions/3/name`), so a finding points at the line to change; null when
 * the definition is not one the scenario read (a bridge, say).
 */
export function definitionPointer(
  subject: ReviewSubject,
  definition: ToolDefinition,
  key: 'name' | 'capability_id',
): string | null {
  // The turn's definitions are the scenario reader's own objects, so identity finds the input index.
  const read = subject.scenario.definitions.find((d) => d.definition === definition);
  return read ? `/definitions/${read.index}/${key}` : null;
}
