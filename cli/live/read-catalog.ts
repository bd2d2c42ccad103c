import { z } from 'zod';
import {
  ADMISSION_LIMITS,
  type CatalogSource,
  type JsonValue,
  type PagingTally,
  parseJson,
  readListedPage,
} from '../../core/index.ts';
import { type Connected, connect, deadline, isTimeout, messageOf, seconds } from './connect.ts';
import { concealSource, quotedSecrets, type Redactor, redactorOf } from './redaction.ts';
import type { LiveServerSpec } from './server-spec.ts';

type CatalogRead =
  | { ok: true; pages: JsonValue[]; source: CatalogSource }
  | { ok: false; failure: string; source: CatalogSource };

/**
 * Any result at all: the pages go to admission as the server sent them, so a
 * malformed page is admission's to judge (with its own finding), not refused by
 * the SDK's schema for a well-formed one, which `listTools()` would apply.
 */
const RAW_RESULT = z.unknown();

/**
 * Reads every `tools/list` page admission would read: after each page, core's
 * paging loop (readListedPage) says whether IronClaw asks for the next one, so a
 * server that loops its cursor or sends too many tools is stopped where
 * admission stops and gets admission's finding. Within `timeoutMs` overall
 * (`givenMs`, the time the whole attempt was given, is what a message names).
 * A failure's text has passed the connection's redaction.
 */
export async function readPages(
  connected: Connected,
  timeoutMs: number,
  givenMs = timeoutMs,
): Promise<{ ok: true; pages: JsonValue[] } | { ok: false; failure: string }> {
  const read = await readPagesRaw(connected, timeoutMs, givenMs);
  return read.ok ? read : { ok: false, failure: connected.redact(read.failure) };
}

async function readPagesRaw(
  connected: Connected,
  timeoutMs: number,
  givenMs: number,
): Promise<{ ok: true; pages: JsonValue[] } | { ok: false; failure: string }> {
  const started = Date.now();
  const timer = deadline(timeoutMs);
  const pages: JsonValue[] = [];
  let tally: PagingTally = { published: 0, bytes: 0 };
  let cursor: string | undefined;
  try {
    for (let index = 0; ; index++) {
      const remaining = Math.max(1, timeoutMs - (Date.now() - started));
      const params = cursor === undefined ? {} : { cursor };
      const result = await Promise.race([
        connected.client.request({ method: 'tools/list', params }, RAW_RESULT, { timeout: remaining }),
        timer.promise,
      ]);
      // Through JSON text, exactly as a captured file of these pages is read by `disclosure import`.
      const parsed = parseJson(JSON.stringify(result ?? null));
      const page: JsonValue = parsed.ok ? parsed.value : null;
      pages.push(page);
      const step = readListedPage(page, index, tally, ADMISSION_LIMITS.userManifestMaxTools);
      if (!step.ok || step.cursor === null) return { ok: true, pages };
      tally = step.tally;
      cursor = step.cursor;
    }
  } catch (error) {
    if (timer.fired() || isTimeout(error))
      return { ok: false, failure: `no answer to tools/list within ${seconds(givenMs)}` };
    const ended = connected.client.transport === undefined;
    if (ended) return { ok: false, failure: await connected.endedBecause() };
    const code = (error as { code?: unknown }).code;
    const why = messageOf(error);
    return {
      ok: false,
      failure: `tools/list failed${typeof code === 'number' ? ` (error ${code})` : ''}: ${why}`,
    };
  } finally {
    timer.clear();
  }
}

/** Connects, reads the catalog and closes: `disclosure import` of one live server, within `timeoutMs` in all. */
export async function readLiveCatalog(spec: LiveServerSpec, timeoutMs: number): Promise<CatalogRead> {
  const started = Date.now();
  const connected = await connect(spec, timeoutMs);
  if (!connected.ok)
    return { ok: false, failure: connected.failure, source: sourceOf(spec, null, redactorOf(spec)) };
  try {
    const remaining = Math.max(1, timeoutMs - (Date.now() - started));
    const read = await readPages(connected.connected, remaining, timeoutMs);
    const redact = connected.connected.redact;
    if (!read.ok)
      return { ok: false, failure: read.failure, source: sourceOf(spec, connected.connected, redact) };
    return { ok: true, pages: read.pages, source: sourceOf(spec, connected.connected, redact, read.pages) };
  } finally {
    await connected.connected.close().catch(() => {});
  }
}

/**
 * What the record says of where the catalog came from: the transport and, of the
 * server's own words about itself, only its name and version, redacted and cut;
 * with the `pages` read, where its tools quote a secret of the connection (tool
 * and field, never the secret), for the review's `secret_in_tool_text`.
 */
export function sourceOf(
  spec: LiveServerSpec,
  connected: Connected | null,
  redact: Redactor,
  pages: readonly unknown[] = [],
): CatalogSource {
  const info = connected?.client.getServerVersion();
  const quoted = quotedSecrets(pages, redact);
  return concealSource(
    {
      transport: connected?.transport ?? (spec.transport === 'stdio' ? 'stdio' : 'streamable-http'),
      server: info ? { name: String(info.name), version: String(info.version) } : null,
      protocol_version: connected?.protocolVersion ?? null,
      read_at: new Date().toISOString(),
      ...(quoted.length > 0 ? { quoted_secrets: quoted } : {}),
    },
    redact,
  );
}
