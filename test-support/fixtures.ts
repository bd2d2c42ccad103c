import { loadTemplates } from '../cli/templates.ts';
import {
  buildTurn,
  fromPlain,
  readScenario,
  type Templates,
  type ToolDefinition,
  type Turn,
} from '../core/index.ts';

/** The prompts/ templates, read once for every test in a file. */
const templates: Templates = loadTemplates();

/** A definition as the scenario reader returns it (verified false). */
export function definition(
  capability_id: string,
  name: string,
  description = '',
  parameters: unknown = {},
): ToolDefinition {
  return { capability_id, name, description, parameters: fromPlain(parameters), verified: false };
}

/** A definition as a scenario writes it, for `definitions: [...]`. */
export function scenarioTool(
  capability_id: string,
  name: string,
  description = '',
  parameters: unknown = {},
) {
  return { capability_id, name, description, parameters };
}

/** Reads a plain scenario and builds its turn; a rejected scenario fails the test with its reason. */
export function turnOf(scenario: Record<string, unknown>): Turn {
  const read = readScenario(fromPlain(scenario));
  if (!read.ok) throw new Error(read.error);
  return buildTurn(read.scenario, templates);
}
