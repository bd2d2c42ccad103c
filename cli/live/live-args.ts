import type { Parsed, ReadArgs } from '../args.ts';

/** Where `import` reads a running catalog from, with the time each server is given. */
export type LiveSource = (
  | { kind: 'command'; id: string; command: string; args: string[] }
  | { kind: 'url'; id: string; url: string; headers: Record<string, string> }
  | { kind: 'config'; file: string; only: string[] }
) & { timeoutMs: number };

/** Thirty seconds to connect and list, per server: a slow `npx` start fits, a hung server does not stall a script. */
export const DEFAULT_TIMEOUT_SECONDS = 30;

/**
 * The live forms of `import`: `--id NAME -- COMMAND [ARG…]`, `--id NAME --url URL
 * [--header "Name: value"]…` or `--config FILE [--only NAME]…`, each with
 * `--timeout SECONDS`. Null when none is given (then it is a file import).
 */
export function readLiveArgs(
  read: ReadArgs,
  command: string[] | null,
  ids: string[],
): Parsed<LiveSource | null> {
  const fail = (error: string): Parsed<LiveSource | null> => ({ ok: false, error });
  const url = read.strings.get('url');
  const config = read.strings.get('config');
  const given = [command !== null, url !== undefined, config !== undefined].filter(Boolean).length;
  const timeout = read.strings.get('timeout')?.at(-1);
  if (given === 0) {
    for (const option of ['header', 'only', 'timeout'])
      if (read.strings.has(option))
        return fail(`--${option} is for reading a running server (-- COMMAND, --url or --config)`);
    return { ok: true, args: null };
  }
  if (given > 1) return fail('give one of -- COMMAND, --url URL or --config FILE');
  if (read.positionals.length > 0)
    return fail(`a running server is read instead of files; "${read.positionals[0]}" is not an option`);
  if (read.strings.has('format'))
    return fail('--format is for files; a running server sends tools/list results');
  const timeoutMs = timeout === undefined ? DEFAULT_TIMEOUT_SECONDS * 1000 : Number(timeout) * 1000;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0 || timeoutMs > 3_600_000)
    return fail(`--timeout takes seconds, more than 0 and at most 3600; got "${timeout}"`);
  if (config !== undefined) {
    if (ids.length > 0)
      return fail('with --config each server is imported under its name in the file; drop --id');
    if (read.strings.has('header'))
      return fail('--header is for --url; a config gives each server its "headers"');
    if (config.length > 1) return fail('give --config once');
    return {
      ok: true,
      args: { kind: 'config', file: config[0]!, only: read.strings.get('only') ?? [], timeoutMs },
    };
  }
  if (read.strings.has('only')) return fail('--only picks servers of a --config file');
  if (ids.length !== 1) return fail('a running server needs one --id NAME');
  const id = ids[0]!;
  if (command !== null) {
    if (read.strings.has('header')) return fail('--header is for --url');
    if (command.length === 0)
      return fail(
        'give the server\'s command after "--", e.g. -- npx -y @modelcontextprotocol/server-memory',
      );
    return {
      ok: true,
      args: { kind: 'command', id, command: command[0]!, args: command.slice(1), timeoutMs },
    };
  }
  if (url!.length > 1) return fail('give --url once');
  const headers: Record<string, string> = {};
  for (const header of read.strings.get('header') ?? []) {
    const at = header.indexOf(':');
    const name = at < 0 ? '' : header.slice(0, at).trim();
    // A header name is an HTTP token; the value is never echoed, it may be a secret.
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
      return fail('--header takes "Name: value", e.g. "Authorization: Bearer …"');
    headers[name] = header.slice(at + 1).trim();
  }
  return { ok: true, args: { kind: 'url', id, url: url![0]!, headers, timeoutMs } };
}
