import {
  canonicalJson,
  invalidJsonMessage,
  JsonNumber,
  type JsonObject,
  parseJson,
} from '../../core/index.ts';

/** A JSON number lexeme, as the number input may hold one (or not, mid-typing). */
const NUMBER_LEXEME = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;

/**
 * The `tool_search` arguments the model would emit for a query and a limit as
 * typed. The limit goes in as written, so `2.5` or `-1` reach the bridge and fall
 * back to the default there, exactly as they would for the model (§11).
 */
export function buildSearchArguments(query: string, limitText: string): JsonObject {
  const args: JsonObject = { query };
  const lexeme = limitText.trim();
  if (NUMBER_LEXEME.test(lexeme)) args.limit = new JsonNumber(lexeme);
  return args;
}

type ArgumentsText = { ok: true; text: string } | { ok: false; error: string };

/** The arguments text the Worker is sent: built from the fields, or raw JSON as typed. */
export function searchArgumentsText(query: string, limitText: string, raw: string | null): ArgumentsText {
  if (raw === null) return { ok: true, text: canonicalJson(buildSearchArguments(query, limitText)) };
  const parsed = parseJson(raw);
  if (!parsed.ok) return { ok: false, error: invalidJsonMessage(parsed) };
  return { ok: true, text: raw };
}
