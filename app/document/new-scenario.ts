import { importCatalogs, writeScenarioText } from '../../core/index.ts';

/**
 * A new scenario: no tools, every setting at its default. It is the scenario
 * `disclosure import` starts every import from, so a catalog imported into it is
 * what the CLI prints.
 */
export function newScenarioText(): string {
  const made = importCatalogs(null, [], 'replace');
  return made.ok ? writeScenarioText(made.scenario) : '{\n  "definitions": []\n}\n';
}
