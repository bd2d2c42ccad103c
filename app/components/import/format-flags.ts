import { canonicalJson, type JsonValue } from '../../../core/index.ts';

/**
 * What a tool's own format flag would have done in the API it was written for,
 * shown beside what IronClaw does instead: a hosted MCP server's tools carry no
 * such flags, so none of them survives the import (issue brief, "formats in").
 */
const WOULD_HAVE: Record<string, (value: JsonValue) => string> = {
  defer_loading: (v) =>
    v === true
      ? 'Anthropic would keep this definition out of the prompt until its tool search finds it'
      : 'Anthropic would load this definition into the prompt up front',
  strict: (v) =>
    v === true
      ? 'OpenAI would constrain the model’s arguments to match the schema exactly'
      : 'OpenAI would not enforce the schema on the arguments',
  cache_control: () => 'Anthropic would end a prompt-cache segment after this tool',
};

const IRONCLAW_DOES: Record<string, string> = {
  defer_loading:
    'IronClaw ignores it: progressive disclosure decides whether the tool is advertised or deferred',
  strict: 'IronClaw ignores it: arguments are checked against the schema when the tool is called',
  cache_control: 'IronClaw ignores it',
};

interface FlagNote {
  flag: string;
  value: string;
  wouldHave: string;
  ironclaw: string;
}

export function describeFlags(flags: Record<string, JsonValue>): FlagNote[] {
  return Object.keys(flags).map((flag) => {
    const value = flags[flag]!;
    return {
      flag,
      value: canonicalJson(value),
      wouldHave: WOULD_HAVE[flag]?.(value) ?? 'a setting of the source format',
      ironclaw:
        IRONCLAW_DOES[flag] ?? 'IronClaw ignores it: only name, description, schema and annotations are read',
    };
  });
}
