import { fromPlain } from '../../core/json-value.ts';
import { writePrettyJson } from '../state/pretty-json.ts';

/** Helpers the presets share: every preset is generated in code, deterministically. */

export interface ParamSpec {
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

/** A service tool as a connected account exposes it: the verb's parameters plus account and paging options. */
export function accountTool(service: string, verb: string, object: string, plural: string): PlainDefinition {
  const tool = crudTool(service, verb, object, plural);
  // Real integrations carry account and paging options on every call; they weigh in the token estimate.
  const properties = (tool.parameters as { properties: Record<string, unknown> }).properties;
  properties.workspace = {
    type: 'string',
    description: `Which ${service} workspace or account to act in; the connected one by default.`,
  };
  if (verb === 'list' || verb === 'search') {
    properties.sort = {
      type: 'string',
      description: 'Sort order of the results.',
      enum: ['newest', 'oldest', 'relevance'],
    };
    properties.updated_since = {
      type: 'string',
      description: 'Only return items changed after this ISO 8601 time.',
    };
  }
  return tool;
}

/** A verb applied to an object, with parameters that fit the verb. */
export function crudTool(service: string, verb: string, object: string, plural: string): PlainDefinition {
  const id = `${service}.${verb}_${verb === 'list' || verb === 'search' ? plural : object}`;
  const label = object.replaceAll('_', ' ');
  const pluralLabel = plural.replaceAll('_', ' ');
  switch (verb) {
    case 'list':
      return defineTool(id, `List ${pluralLabel} in ${service}, newest first.`, [
        PARAM.query(pluralLabel),
        PARAM.limit(),
        PARAM.cursor(),
      ]);
    case 'search':
      return defineTool(id, `Search ${pluralLabel} in ${service} by keyword.`, [
        { ...PARAM.query(pluralLabel), required: true },
        PARAM.limit(),
      ]);
    case 'get':
      return defineTool(id, `Fetch one ${label} from ${service} with all its fields.`, [PARAM.id(object)]);
    case 'create':
    case 'send':
    case 'post':
    case 'upload':
      return defineTool(id, `${capitalise(verb)} a ${label} in ${service}.`, [
        PARAM.text('title', `Title of the new ${label}.`),
        PARAM.text('body', `Body text of the ${label}.`, false),
        PARAM.list('labels', 'Labels to attach.'),
      ]);
    case 'update':
      return defineTool(id, `Update fields of an existing ${label} in ${service}.`, [
        PARAM.id(object),
        PARAM.text('title', 'New title.', false),
        PARAM.text('body', 'New body text.', false),
      ]);
    default:
      return defineTool(id, `${capitalise(verb.replaceAll('_', ' '))} a ${label} in ${service}.`, [
        PARAM.id(object),
        PARAM.flag('notify', 'Notify watchers of the change.'),
      ]);
  }
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Scenario text as the editor shows it: the author's key order, two-space indent. */
export function writeScenarioText(scenario: Record<string, unknown>): string {
  return `${writePrettyJson(fromPlain(scenario))}\n`;
}

/** The key every preset carries: model production, where the policy already filtered the surface. */
export const PRODUCTION_SURFACE = { surface: 'production' } as const;
