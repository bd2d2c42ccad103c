import { type LoadedScenario, loadScenario } from '../app/discovery/loaded-scenario.ts';
import { templates } from '../app/evaluation/templates.ts';
import { canonicalJson, fromPlain } from '../core/index.ts';

/** Test helper: a scenario written as plain data, loaded the way the Worker loads text. */
export function loadPlain(scenario: Record<string, unknown>): LoadedScenario {
  const result = loadScenario(canonicalJson(fromPlain(scenario)), templates);
  if (!result.ok) throw new Error(result.error);
  return result.loaded;
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
