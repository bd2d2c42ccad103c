import { loadTemplates } from '../cli/templates.ts';
import {
  canonicalJson,
  createEditSession,
  fromPlain,
  prepareReview,
  type ReviewSubject,
} from '../core/index.ts';

/** Small scenarios for the review's tests, written as plain objects. */

export const templates = loadTemplates();

interface PlainTool {
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

/** The review of a scenario text, loaded through an edit session as the playground and the command line load it. */
export function reviewText(text: string): ReviewSubject {
  const prepared = prepareReview(createEditSession(templates).load(text), templates);
  if (!prepared.ok) throw new Error(prepared.error);
  return prepared.subject;
}

/** The review of a scenario written as plain data, through its canonical JSON text. */
export function review(scenario: Record<string, unknown>): ReviewSubject {
  return reviewText(canonicalJson(fromPlain(scenario)));
}

/** `count` tools spread over `namespaces` namespaces, with names `pad` characters long. */
export function manyTools(count: number, namespaces: number, pad = 0): PlainTool[] {
  return Array.from({ length: count }, (_, i) => {
    const action = `action_${i}`.padEnd(pad, 'x');
    return tool(`svc${i % namespaces}.${action}`);
  });
}
