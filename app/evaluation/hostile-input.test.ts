import { describe, expect, it } from 'vitest';
import { decodeShareLink } from '../../core/index.ts';
import { evaluateOnce } from '../../test-support/evaluate-once.ts';
import {
  DEEP_SCENARIO_LINK,
  deepScenarioText,
  HOSTILE_SCENARIOS,
} from '../../test-support/hostile-inputs.ts';

/** What the evaluation worker reports for a text it cannot read. */
function parseFailure(text: string) {
  const { parse } = evaluateOnce(text);
  return parse.ok ? 'read' : { line: parse.line, column: parse.column, error: parse.error };
}

describe('the browser worker refuses hostile scenarios as the CLI does (cli/hostile-input.test.ts)', () => {
  it.each(HOSTILE_SCENARIOS)('refuses $name at its line and column, in the shared words', (h) => {
    expect(parseFailure(h.text)).toEqual({ line: h.line, column: h.column, error: h.error });
  });

  it('opens the short link of the 2,000-deep scenario to the same refusal', () => {
    const decoded = decodeShareLink(DEEP_SCENARIO_LINK);
    expect(decoded).toEqual({ ok: true, text: deepScenarioText(), version: 2 });
    expect(DEEP_SCENARIO_LINK.length).toBeLessThan(150);
    const deep = HOSTILE_SCENARIOS[0]!;
    expect(decoded.ok && parseFailure(decoded.text)).toEqual({
      line: deep.line,
      column: deep.column,
      error: deep.error,
    });
  });
});
