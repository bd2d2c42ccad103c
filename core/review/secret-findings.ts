import { type Finding, finding, plural } from './finding.ts';
import type { ImportedServer } from './imported-servers.ts';

/** A definition as the scenario gives it: enough to tell which server's tool it is. */
interface DefinitionName {
  capability_id: string;
  name: string;
}

/**
 * A running server whose tools quote a secret of its connection (an env value, a
 * header, a `${…}` expansion) in their own text. The index must keep the server's
 * words, so the text stays and so does the secret, in the scenario, its links and
 * exports: said here by tool and field, never by the secret itself.
 */
export function secretInToolTextFinding(
  server: ImportedServer,
  catalog: readonly DefinitionName[],
): Finding | null {
  const quotes = server.source?.quoted_secrets ?? [];
  if (quotes.length === 0) return null;
  const first = quotes[0]!;
  const more = quotes.length > 1 ? ` and ${plural(quotes.length - 1, 'more place')}` : '';
  const ext = server.summary?.extension_id;
  const tools = [...new Set(quotes.map((q) => q.tool))].flatMap((tool) => {
    const entry = ext ? catalog.find((d) => d.capability_id === `${ext}.${tool}`) : undefined;
    return entry ? [entry.name] : [];
  });
  return finding(
    'secret_in_tool_text',
    `Server ${server.id}'s tool ${first.tool} quotes a secret of its connection at ${first.field}${more}; the text is kept as the server sent it, so the scenario, its links and exports hold the secret.`,
    tools,
    quotes.map((q) => ({
      rule: 'secret_in_tool_text',
      server: server.id,
      tool: q.tool,
      field: q.field,
      detail: 'a value of the connection’s environment, headers, URL credentials or variable expansions',
      fix: 'take the secret out of the tool’s text at its server, or import it again without that value',
    })),
  );
}
