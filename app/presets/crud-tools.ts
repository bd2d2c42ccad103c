import { defineTool, PARAM, type PlainDefinition } from './tool-factory.ts';

/** Service tools made from a verb and an object, the way most integrations name theirs. */

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
