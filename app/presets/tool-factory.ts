import { fromPlain } from '../../core/index.ts';
import { writePrettyJson } from '../scenario-text/pretty-json.ts';

/** Helpers the presets share: every preset is generated in code, deterministically. */

interface ParamSpec {
  name: string;
  type: 'string' | 'integer' | 'boolean' | 'array' | 'object';
  description: string;
  required?: boolean;
  enum?: string[];
}

export interface PlainDefinition {
  capability_id: string;
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** The runtime's wire name for a capability id: dots become double underscores (DISCLOSURE.md §1). */
export function wireName(capabilityId: string): string {
  return capabilityId.replaceAll('.', '__');
}

export function defineTool(
  capabilityId: string,
  description: string,
  params: ParamSpec[] = [],
): PlainDefinition {
  const properties: Record<string, unknown> = {};
  for (const p of params) {
    const schema: Record<string, unknown> = { type: p.type, description: p.description };
    if (p.type === 'array') schema.items = { type: 'string' };
    if (p.enum) schema.enum = p.enum;
    properties[p.name] = schema;
  }
  const required = params.filter((p) => p.required).map((p) => p.name);
  const parameters: Record<string, unknown> = { type: 'object', properties };
  if (required.length > 0) parameters.required = required;
  return { capability_id: capabilityId, name: wireName(capabilityId), description, parameters };
}

/** Common parameters, so generated schemas look like real ones and weigh like them. */
export const PARAM = {
  id: (what: string): ParamSpec => ({
    name: `${what}_id`,
    type: 'string',
    description: `Identifier of the ${what}.`,
    required: true,
  }),
  query: (what: string): ParamSpec => ({
    name: 'query',
    type: 'string',
    description: `Free-text filter over ${what}.`,
  }),
  limit: (): ParamSpec => ({
    name: 'limit',
    type: 'integer',
    description: 'Maximum number of results to return.',
  }),
  cursor: (): ParamSpec => ({
    name: 'cursor',
    type: 'string',
    description: 'Opaque cursor from a previous page.',
  }),
  text: (name: string, what: string, required = true): ParamSpec => ({
    name,
    type: 'string',
    description: what,
    required,
  }),
  flag: (name: string, what: string): ParamSpec => ({ name, type: 'boolean', description: what }),
  list: (name: string, what: string): ParamSpec => ({ name, type: 'array', description: what }),
};

/** Scenario text as the editor shows it: the author's key order, two-space indent. */
export function writeScenarioText(scenario: Record<string, unknown>): string {
  return `${writePrettyJson(fromPlain(scenario))}\n`;
}

/** The key every preset carries: model production, where the policy already filtered the surface. */
export const PRODUCTION_SURFACE = { surface: 'production' } as const;
