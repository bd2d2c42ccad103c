import { quoteJsonString, type TextEdit } from '../../core/index.ts';
import { jsonPath, locateJsonPaths } from './json-locate.ts';
import type { ReadScenario } from './scenario-text-edit.ts';

type PlannedEdit = { ok: true; change: TextEdit } | { ok: false; reason: string };

/**
 * Replaces one string deep in the scenario (a definition's description, say) and
 * leaves every other byte alone, only while it still reads `expected`: a change
 * worked out for an earlier text must not land on whatever that place holds now.
 */
export function planStringAt(
  text: string,
  path: readonly (string | number)[],
  expected: string,
  value: string,
  readScenario: ReadScenario,
): PlannedEdit {
  const read = readScenario(text);
  if (!read.ok) return read;
  const where = path.join('/');
  const at = locateJsonPaths(text, [jsonPath(...path)]).get(jsonPath(...path));
  if (!at) return { ok: false, reason: `the scenario has no /${where}` };
  const current: unknown = JSON.parse(text.slice(at.start, at.end));
  if (current !== expected)
    return {
      ok: false,
      reason: `/${where} has changed since the review; wait for the review of the new text`,
    };
  return {
    ok: true,
    change: { prefix: at.start, suffix: text.length - at.end, middle: quoteJsonString(value) },
  };
}
