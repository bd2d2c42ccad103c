import { parseArgs } from 'node:util';

/** A command's arguments, read, or the one sentence that says what is wrong with them. */
export type Parsed<T> = { ok: true; args: T } | { ok: false; error: string };

type OptionSpec = Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>;

export interface ReadArgs {
  positionals: string[];
  /** Each string option's values in the order given (the last one wins where one is read). */
  strings: Map<string, string[]>;
  flags: Set<string>;
}

/**
 * Reads a command's arguments with node:util's parseArgs. It runs leniently and the
 * tokens are checked here, so every command refuses an unknown option or a missing
 * value in the same words ("unknown option "--x" for report", "--to needs a value").
 */
export function readArgs(
  command: string,
  argv: readonly string[],
  options: OptionSpec,
): { ok: true; read: ReadArgs } | { ok: false; error: string } {
  const { positionals, tokens } = parseArgs({
    args: [...argv],
    options,
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  const strings = new Map<string, string[]>();
  const flags = new Set<string>();
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const spec = Object.hasOwn(options, token.name) ? options[token.name] : undefined;
    if (spec === undefined) return { ok: false, error: `unknown option "${token.rawName}" for ${command}` };
    if (spec.type === 'boolean') {
      if (token.value !== undefined) return { ok: false, error: `${token.rawName} takes no value` };
      flags.add(token.name);
      continue;
    }
    if (token.value === undefined) return { ok: false, error: `${token.rawName} needs a value` };
    strings.set(token.name, [...(strings.get(token.name) ?? []), token.value]);
  }
  return { ok: true, read: { positionals, strings, flags } };
}

/** The last value given for a string option. */
export function lastValue(read: ReadArgs, name: string): string | undefined {
  return read.strings.get(name)?.at(-1);
}
