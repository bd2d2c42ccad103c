import { fromPlain, isJsonObject, type JsonObject, type JsonValue } from '../json/json-value.ts';

/**
 * Where a catalog read from a running server came from, as its `servers[]`
 * record keeps it (docs/mcp-import.md, "From a running server"). It names the
 * transport and what the server said of itself, never how it was reached: no
 * command line, address, environment or header, so no secret can travel in it.
 */
export interface CatalogSource {
  transport: CatalogTransport;
  /** The server's `serverInfo`, null when it never answered `initialize`. */
  server: { name: string; version: string } | null;
  /** The protocol version the server answered with. */
  protocol_version: string | null;
  /** When the catalog was read (or the read failed), as an ISO 8601 UTC time. */
  read_at: string;
  /**
   * Where the server's tools quote a secret of the connection (docs/findings.md,
   * `secret_in_tool_text`): the tool and the field, never the secret. Left out when none.
   */
  quoted_secrets?: QuotedSecret[];
}

/** A tool's text that holds a secret of its connection: the tool as its server names it, the field as a JSON Pointer. */
export interface QuotedSecret {
  tool: string;
  field: string;
}

/** The most quotes a record keeps: enough to name the problem, bounded like the rest of a link. */
export const QUOTED_SECRETS_KEPT = 20;

export type CatalogTransport = 'stdio' | 'streamable-http' | 'sse';

const TRANSPORTS: readonly string[] = ['stdio', 'streamable-http', 'sse'] satisfies CatalogTransport[];

/** A server that could not be read: recorded under `servers` with why, and no tools. */
export interface UnreadServer {
  id: string;
  /** Null when the server could not even be tried (its config entry is written wrongly). */
  source: CatalogSource | null;
  /** The cause in one sentence, e.g. "exited with status 1: …". */
  failure: string;
}

export function sourceValue(source: CatalogSource): JsonObject {
  return fromPlain(source) as JsonObject;
}

/** A recorded source, read leniently like the rest of `servers`: null unless its transport is known. */
export function readCatalogSource(value: JsonValue | undefined): CatalogSource | null {
  if (!isJsonObject(value ?? null)) return null;
  const v = value as JsonObject;
  if (typeof v.transport !== 'string' || !TRANSPORTS.includes(v.transport)) return null;
  const server = isJsonObject(v.server ?? null) ? (v.server as JsonObject) : null;
  return {
    transport: v.transport as CatalogTransport,
    server:
      server && typeof server.name === 'string'
        ? { name: server.name, version: typeof server.version === 'string' ? server.version : '' }
        : null,
    protocol_version: typeof v.protocol_version === 'string' ? v.protocol_version : null,
    read_at: typeof v.read_at === 'string' ? v.read_at : '',
    ...quotesOf(v.quoted_secrets),
  };
}

function quotesOf(value: JsonValue | undefined): { quoted_secrets?: QuotedSecret[] } {
  if (!Array.isArray(value)) return {};
  const quotes = value
    .filter(isJsonObject)
    .flatMap((q) =>
      typeof q.tool === 'string' && typeof q.field === 'string' ? [{ tool: q.tool, field: q.field }] : [],
    )
    .slice(0, QUOTED_SECRETS_KEPT);
  return quotes.length > 0 ? { quoted_secrets: quotes } : {};
}
