import { invalidJsonMessage, isJsonObject, parseJson } from '../../core/index.ts';
import type { ScenarioRead } from './scenario-text-edit.ts';

/**
 * Reads the scenario through the number-preserving reader; controls need an object to edit.
 * The page's thread reads a text itself only when the Worker has not read it yet, so this is
 * a script of its own (app/document/page-readers.ts), and the reader with it.
 */
export function readScenarioObject(text: string): ScenarioRead {
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, reason: `fix the JSON first (${invalidJsonMessage(parsed)})` };
  if (!isJsonObject(parsed.value)) return { ok: false, reason: 'the scenario must be a JSON object' };
  return { ok: true, value: parsed.value };
}
