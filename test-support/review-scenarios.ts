import { loadTemplates } from '../cli/templates.ts';
import { fromPlain } from '../core/json/json-value.ts';
import { prepareReview, type ReviewSubject } from '../core/review/review-subject.ts';

/** Small scenarios for the review's tests, written as plain objects. */

export const templates = loadTemplates();

export interface PlainTool {
  capability_id: string;
  name: string;
  description: string;
  parameters: unknown;
  verified?: boolean;
}

/** A tool whose name is its capability id encoded (`a.b` → `a__b`), unless given. */
export function tool(capabilityId: string, extra: Partial<PlainTool> = {}): PlainTool {
  return {
    capability_id: capabilityId,
    name: capabilityId.replaceAll('.', '__'),
    description: `Tool ${capabilityId}`,
    parameters: { type: 'object' },
    ...extra,
  };
}

/** A scenario that defers: max_tools 3 leaves room for the three bridges only, so four or more tools defer. */
export function deferred(
  definitions: PlainTool[],
  rest: Record<string, unknown> = {},
): Record<string, unknown> {
  return { definitions, caps: { max_tools: 3 }, ...rest };
}

export function review(scenario: Record<string, unknown>): ReviewSubject {
  const prepared = prepareReview({ value: fromPlain(scenario) }, templates);
  if (!prepared.ok) throw new Error(prepared.error);
  return prepared.subject;
}

/** `count` tools spread over `namespaces` namespaces, with names `pad` characters long. */
export function manyTools(count: number, namespaces: number, pad = 0): PlainTool[] {
  return Array.from({ length: count }, (_, i) => {
    const action = `action_${i}`.padEnd(pad, 'x');
    return tool(`svc${i % namespaces}.${action}`);
  });
}
