/**
 * Hostile inputs shared by the reader, CLI and worker tests, with the refusal
 * each must give, so every side is checked against the very same text and words.
 */

/** The classic wedge: a ~4 KB scenario whose one tool's `parameters` are 2,000 nested arrays. */
export function deepScenarioText(levels = 2000): string {
  return (
    '{"definitions":[{"capability_id":"deep.tool","name":"deep_tool","description":"x","parameters":' +
    `${'['.repeat(levels)}${']'.repeat(levels)}}]}`
  );
}

interface HostileScenario {
  name: string;
  text: string;
  /** Where the reader points and what it says. */
  line: number;
  column: number;
  error: string;
}

/** The 2,000-deep scenario's share link as an earlier build wrote it (v2). */
export const DEEP_SCENARIO_LINK =
  '#v2/fA4RG-3MUQqAIBAE0Lvsd3SArhIRphssmIr6UYh3T8FLCPM-Z3ankOFbnGTxLtG2F9IqqEus5O8UQ1vrOazZe0sLOfXwiM4RGU46Suj_rXlbElRsZ5lj3wMAAIDpHQAAADC9etQf';

export const HOSTILE_SCENARIOS: HostileScenario[] = [
  {
    name: 'deep.json',
    text: deepScenarioText(),
    line: 1,
    column: 349,
    error: 'recursion limit exceeded: nested more than 256 levels deep',
  },
  {
    name: 'bom.json',
    text: '\uFEFF{"definitions":[]}',
    line: 1,
    column: 1,
    error:
      'the text starts with a byte-order mark (U+FEFF), which JSON does not allow; remove it or save the file as UTF-8 without BOM',
  },
  {
    name: 'surrogate.json',
    text: '{"definitions":[],"resolve":["\\udc00x"]}',
    line: 1,
    column: 36,
    error: 'lone leading surrogate in hex escape "\\udc00"',
  },
  {
    name: 'huge-number.json',
    text: `{"definitions":[],\n"caps":{"max_tokens":${'7'.repeat(100_000)}}}`,
    line: 2,
    column: 22,
    error: `number out of range: ${'7'.repeat(20)}…`,
  },
];
