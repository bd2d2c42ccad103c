import { basename, dirname, resolve } from 'node:path';
import { isJsonObject, type JsonObject, type JsonValue } from '../../core/index.ts';
import type { LiveServerSpec } from './server-spec.ts';

/**
 * The servers of an MCP client's config file, in its order (docs/mcp-import.md,
 * "From a running server"): `mcpServers` (Claude Desktop, Cursor, Windsurf,
 * Claude Code's `.mcp.json`) or `servers` (VS Code's `.vscode/mcp.json`), each
 * `command`/`args`/`env`/`cwd` or `url`/`headers`, with the `${…}` variables those
 * clients expand. A server that is written wrongly is a failure of its own, so
 * the others are still read.
 */
interface ClientConfig {
  /** Which key held the servers, for messages. */
  key: 'mcpServers' | 'servers';
  servers: ConfigEntry[];
}

type ConfigEntry =
  | { ok: true; spec: LiveServerSpec }
  | { ok: false; id: string; error: string }
  | { ok: 'disabled'; id: string };

interface ConfigContext {
  /** The config file's path: relative `cwd` values and `${workspaceFolder}` are read from it. */
  file: string;
  env: Readonly<Record<string, string | undefined>>;
  home: string;
}

export function readClientConfig(
  value: JsonValue,
  context: ConfigContext,
): { ok: true; config: ClientConfig } | { ok: false; error: string } {
  if (!isJsonObject(value)) return { ok: false, error: 'not a JSON object; expected {"mcpServers": {...}}' };
  const key = Object.hasOwn(value, 'mcpServers')
    ? 'mcpServers'
    : Object.hasOwn(value, 'servers')
      ? 'servers'
      : null;
  if (key === null)
    return {
      ok: false,
      error:
        'no "mcpServers" (Claude Desktop, Cursor, Windsurf, Claude Code) or "servers" (VS Code) object in it',
    };
  const map = value[key];
  if (!isJsonObject(map ?? null))
    return { ok: false, error: `"${key}" must map each server's name to its settings` };
  const servers = Object.keys(map as JsonObject).map((id) =>
    readEntry(id, (map as JsonObject)[id]!, context),
  );
  return { ok: true, config: { key, servers } };
}

function readEntry(id: string, raw: JsonValue, context: ConfigContext): ConfigEntry {
  const fail = (error: string): ConfigEntry => ({ ok: false, id, error });
  if (!isJsonObject(raw)) return fail('its settings are not an object');
  if (raw.disabled === true) return { ok: 'disabled', id };
  const expanded: string[] = [];
  const expand = expander(context, expanded);
  const text = (field: string): string | undefined | Error => {
    const v = raw[field];
    if (v === undefined) return undefined;
    if (typeof v !== 'string') return new Error(`"${field}" must be a string`);
    return expand(v, field);
  };
  const url = text(Object.hasOwn(raw, 'url') ? 'url' : 'serverUrl');
  const command = text('command');
  if (url instanceof Error) return fail(url.message);
  if (command instanceof Error) return fail(command.message);
  const type = typeof raw.type === 'string' ? raw.type : undefined;
  if (command !== undefined && url === undefined) {
    if (type !== undefined && type !== 'stdio')
      return fail(`"type" is "${type}" but only "command" is given`);
    const args = strings(raw.args, 'args', expand);
    const env = stringMap(raw.env, 'env', expand);
    const cwd = text('cwd');
    for (const part of [args, env, cwd]) if (part instanceof Error) return fail(part.message);
    const spec: LiveServerSpec = {
      id,
      transport: 'stdio',
      command,
      args: args as string[],
      env: env as Record<string, string>,
      expanded,
    };
    if (typeof cwd === 'string') spec.cwd = resolve(dirname(context.file), cwd);
    return { ok: true, spec };
  }
  if (url !== undefined && command === undefined) {
    if (type === 'stdio') return fail('"type" is "stdio" but a "url" is given');
    const headers = stringMap(raw.headers, 'headers', expand);
    if (headers instanceof Error) return fail(headers.message);
    // "sse" in a config means an older server: it is tried over Streamable HTTP first all the same.
    return { ok: true, spec: { id, transport: 'http', url, headers, expanded } };
  }
  return fail(
    command === undefined ? 'it has neither "command" nor "url"' : 'it has both "command" and "url"',
  );
}

function strings(value: JsonValue | undefined, field: string, expand: Expand): string[] | Error {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
    return new Error(`"${field}" must be an array of strings`);
  const out: string[] = [];
  for (const v of value as string[]) {
    const e = expand(v, field);
    if (e instanceof Error) return e;
    out.push(e);
  }
  return out;
}

function stringMap(
  value: JsonValue | undefined,
  field: string,
  expand: Expand,
): Record<string, string> | Error {
  if (value === undefined) return {};
  if (!isJsonObject(value)) return new Error(`"${field}" must map names to strings`);
  const out: Record<string, string> = {};
  for (const [name, v] of Object.entries(value)) {
    if (typeof v !== 'string') return new Error(`"${field}.${name}" must be a string`);
    const e = expand(v, `${field}.${name}`);
    if (e instanceof Error) return e;
    out[name] = e;
  }
  return out;
}

type Expand = (text: string, field: string) => string | Error;

const VARIABLE = /\$\{([^}]*)\}/g;

/**
 * `${env:NAME}` (VS Code, Cursor), `${NAME}` and `${NAME:-default}` (Claude Code),
 * `${userHome}` and `${workspaceFolder}`. A variable that is not set is an error
 * naming it rather than an empty value, and `${input:…}` (a VS Code prompt) cannot
 * be answered here. Each variable's value put in is added to `expanded`: a secret
 * of the connection wherever it was used (an API key in `args` as much as in `env`).
 */
function expander(context: ConfigContext, expanded: string[]): Expand {
  const folder = dirname(resolve(context.file));
  // `.vscode/mcp.json` and `.cursor/mcp.json` sit one folder below the workspace.
  const workspace = ['.vscode', '.cursor'].includes(basename(folder)) ? dirname(folder) : folder;
  return (text, field) => {
    let problem: string | null = null;
    const out = text.replace(VARIABLE, (whole, inner: string) => {
      const value = expansionOf(whole, inner);
      // The two folders are where the config points, not credentials: a tool naming its folder is no leak.
      if (value !== null && inner !== 'userHome' && inner !== 'workspaceFolder') expanded.push(value);
      return value ?? whole;
    });
    return problem === null ? out : new Error(problem);

    function expansionOf(whole: string, inner: string): string | null {
      if (inner === 'userHome') return context.home;
      if (inner === 'workspaceFolder') return workspace;
      if (inner.startsWith('input:')) {
        problem ??= `"${field}" asks for ${whole}, which only the client can prompt for; put the value in an environment variable and write \${env:NAME}`;
        return null;
      }
      const [name, fallback] = splitDefault(inner.startsWith('env:') ? inner.slice(4) : inner);
      const value = context.env[name];
      // As a shell's `:-`: the default stands in for an empty value too.
      if (value !== undefined && (fallback === undefined || value !== '')) return value;
      if (fallback !== undefined) return fallback;
      problem ??= `"${field}" uses ${whole} but ${name} is not set`;
      return null;
    }
  };
}

function splitDefault(inner: string): [string, string | undefined] {
  const at = inner.indexOf(':-');
  return at < 0 ? [inner, undefined] : [inner.slice(0, at), inner.slice(at + 2)];
}
