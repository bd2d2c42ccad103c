/**
 * Hostile inputs shared by the reader, link, CLI and worker tests, so each side
 * is checked against the very same text.
 */

/** The classic wedge: a ~4 KB scenario whose one tool's `parameters` are 2,000 nested arrays. */
export function deepScenarioText(levels = 2000): string {
  return (
    '{"definitions":[{"capability_id":"deep.tool","name":"deep_tool","description":"x","parameters":' +
    `${'['.repeat(levels)}${']'.repeat(levels)}}]}`
  );
}
