import { type CatalogSource, QUOTED_SECRETS_KEPT, type QuotedSecret } from '../../core/index.ts';
import type { LiveServerSpec } from './server-spec.ts';

/**
 * The one redaction every text from a live connection passes before it leaves the
 * process (docs/mcp-import.md, "Secrets"). It knows every secret of that
 * connection: the environment a config sets, every `${…}` expansion wherever it
 * was used (command, args, cwd, url, headers, env), header values and the token
 * after their scheme, and a URL's user and password in clear and as the Basic
 * value they travel as. Values under four characters would blank ordinary words
 * and are left alone. Variables `import -- COMMAND` passes on from the user's own
 * environment are not secrets of the connection: nothing names them.
 */
export interface Redactor {
  /** `text` with every secret (and its base64) replaced by `***`. */
  (text: string): string;
  /** Redacts, then cuts to `max` characters: a cut can never leave a part of a secret. */
  cut: (text: string, max: number) => string;
  /** The secrets' greatest length, so a reader that keeps a bounded part of a text can keep enough to redact it. */
  longest: number;
  /** The secrets themselves, to find them in what a server says of its tools. */
  secrets: readonly string[];
}

const SHORTEST_SECRET = 4;
const MASK = '***';

export function redactorOf(spec: LiveServerSpec): Redactor {
  return createRedactor(secretsOf(spec));
}

function createRedactor(given: readonly string[]): Redactor {
  const all = new Set<string>();
  for (const secret of given) {
    if (secret.length < SHORTEST_SECRET) continue;
    all.add(secret);
    // A server echoing a value it was given encoded (an Authorization header) gives it away as surely.
    all.add(Buffer.from(secret).toString('base64'));
    all.add(Buffer.from(secret).toString('base64url'));
  }
  const secrets = [...all].filter((s) => s.length >= SHORTEST_SECRET).sort((a, b) => b.length - a.length);
  const redact = ((text: string) => {
    let out = text;
    // Longest first, so a secret inside another goes with it.
    for (const secret of secrets) if (out.includes(secret)) out = out.split(secret).join(MASK);
    return out;
  }) as Redactor;
  redact.cut = (text, max) => {
    const out = redact(text);
    return out.length <= max ? out : out.slice(0, max);
  };
  redact.longest = secrets.reduce((n, s) => Math.max(n, s.length), 0);
  redact.secrets = secrets;
  return redact;
}

/** The values of `spec` that must never leave this process (see Redactor). */
function secretsOf(spec: LiveServerSpec): string[] {
  const out: string[] = [...(spec.expanded ?? [])];
  if (spec.transport === 'stdio') {
    out.push(...Object.values(spec.env));
    return out;
  }
  for (const value of Object.values(spec.headers)) {
    out.push(value);
    const [, scheme, token] = /^(\S+)\s+(.+)$/.exec(value) ?? [];
    if (token === undefined) continue;
    out.push(token);
    if (scheme!.toLowerCase() === 'basic') {
      const clear = Buffer.from(token, 'base64').toString('utf8');
      if (clear.includes(':')) out.push(clear, clear.slice(clear.indexOf(':') + 1));
    }
  }
  try {
    const url = new URL(spec.url);
    const user = safeDecode(url.username);
    const password = safeDecode(url.password);
    out.push(user, password, url.username, url.password);
    if (user !== '' || password !== '') out.push(basicValue(user, password));
  } catch {}
  return out;
}

/** The Basic credentials a URL's user-info travels as (connect.ts sends them so). */
export function basicValue(user: string, password: string): string {
  return Buffer.from(`${user}:${password}`).toString('base64');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The longest a server's name or version is kept: enough to tell the software, no room to carry a document. */
const SERVER_WORDS_MAX = 200;

/**
 * `source` as the record may keep it: of what a server says of itself only its
 * name and version, which identify the software, each redacted and then cut.
 */
export function concealSource(source: CatalogSource, redact: Redactor): CatalogSource {
  const server = source.server;
  return {
    ...source,
    server:
      server === null
        ? null
        : {
            name: redact.cut(String(server.name), SERVER_WORDS_MAX),
            version: redact.cut(String(server.version), SERVER_WORDS_MAX),
          },
    protocol_version:
      source.protocol_version === null ? null : redact.cut(source.protocol_version, SERVER_WORDS_MAX),
  };
}

/**
 * Where the tools of `pages` quote a secret of the connection. Their text is kept as
 * the server sent it (the index must show the server's own words), so this is said
 * as a finding naming the tool and the field instead. Walked with its own stack:
 * a page is already bounded by the reader, its depth is not.
 */
export function quotedSecrets(pages: readonly unknown[], redact: Redactor): QuotedSecret[] {
  const out: QuotedSecret[] = [];
  if (redact.secrets.length === 0) return out;
  const holds = (text: string) => redact.secrets.some((s) => text.includes(s));
  for (const page of pages) {
    const tools = (page as { tools?: unknown } | null)?.tools;
    if (!Array.isArray(tools)) continue;
    for (const tool of tools) {
      if (tool === null || typeof tool !== 'object') continue;
      const name =
        typeof (tool as { name?: unknown }).name === 'string' ? (tool as { name: string }).name : '?';
      const stack: [unknown, string][] = Object.entries(tool).map(([k, v]) => [v, `/${pointerPart(k)}`]);
      while (stack.length > 0) {
        const [value, path] = stack.pop()!;
        if (typeof value === 'string') {
          if (holds(value) || holds(path))
            out.push({ tool: redact.cut(name, 200), field: redact.cut(path, 500) });
        } else if (value !== null && typeof value === 'object')
          for (const [k, v] of Object.entries(value)) stack.push([v, `${path}/${pointerPart(k)}`]);
        if (out.length >= QUOTED_SECRETS_KEPT) return out;
      }
    }
  }
  return out;
}

/** A key as one step of a JSON Pointer (RFC 6901); the whole pointer is cut like any server text. */
function pointerPart(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}
