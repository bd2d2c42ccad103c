import { templates } from '../app/evaluation/templates.ts';
import { canonicalJson, createEditSession, fromPlain, type ReportedLoad, reported } from '../core/index.ts';

/** Test helper: a scenario written as plain data, loaded the way the Worker loads text. */
export function loadPlain(scenario: Record<string, unknown>): ReportedLoad {
  const loaded = reported(createEditSession(templates).load(canonicalJson(fromPlain(scenario))));
  if (!loaded.ok) throw new Error(loaded.error);
  return loaded.load;
}

export const def = (
  id: string,
  name: string,
  description: string,
  parameters: unknown = { type: 'object' },
) => ({
  capability_id: id,
  name,
  description,
  parameters,
});

export const TITLE_SCHEMA = {
  type: 'object',
  properties: { title: { type: 'string' } },
  required: ['title'],
};
