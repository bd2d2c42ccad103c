/** How to reach one running MCP server, after a config's variables were expanded. */
export type LiveServerSpec =
  | {
      id: string;
      transport: 'stdio';
      command: string;
      args: string[];
      /** Set for the server on top of the inherited environment. */
      env: Record<string, string>;
      cwd?: string;
      /** Hand the server this whole process's environment (the command-line form), not only the safe defaults. */
      inheritEnv?: boolean;
    }
  | { id: string; transport: 'http'; url: string; headers: Record<string, string> };

/**
 * The values that must never leave this process: the environment a config sets,
 * header values (and the token after a scheme such as `Bearer`) and a URL's user
 * and password. Values under four characters would blank ordinary words and are
 * left alone.
 */
export function secretsOf(spec: LiveServerSpec): string[] {
  const out: string[] = [];
  if (spec.transport === 'stdio') out.push(...Object.values(spec.env));
  else {
    for (const value of Object.values(spec.headers)) {
      out.push(value);
      const token = /^\S+\s+(.+)$/.exec(value)?.[1];
      if (token) out.push(token);
    }
    try {
      const url = new URL(spec.url);
      out.push(
        decodeURIComponent(url.username),
        decodeURIComponent(url.password),
        url.username,
        url.password,
      );
    } catch {}
  }
  return [...new Set(out.filter((s) => s.length >= 4))].sort((a, b) => b.length - a.length);
}

/** `text` with every secret replaced by `***`, the longest first so a secret inside another goes too. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join('***');
  return out;
}

/** An address as it may be shown: no user, password, query or fragment, which may all hold credentials. */
export function shownUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}${u.search ? '?…' : ''}`;
  } catch {
    return 'the given address';
  }
}
