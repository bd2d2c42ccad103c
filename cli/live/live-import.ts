import { homedir } from 'node:os';
import { pagesServer, type UnreadServer } from '../../core/index.ts';
import { admitAndPrint, type ServerToAdmit } from '../import.ts';
import type { CliIo } from '../io.ts';
import { parseJsonText } from '../read-input.ts';
import { readClientConfig } from './client-config.ts';
import { configAsJson } from './config-text.ts';
import { mapFewAtATime, SERVERS_STARTED_AT_ONCE } from './few-at-a-time.ts';
import type { LiveSource } from './live-args.ts';
import { readLiveCatalog } from './read-catalog.ts';
import type { LiveServerSpec } from './server-spec.ts';
import { recordedFailure } from './stderr-tail.ts';

const EXIT_FAILED = 2;

/**
 * `disclosure import` of running servers: each is read within its time (a few
 * at once), then its pages are admitted and printed by the very steps a file of
 * those pages takes (admitAndPrint). A server that cannot be read is named with
 * its cause and recorded under `servers`; the others are still imported.
 */
export async function runLiveImport(source: LiveSource, io: CliIo): Promise<number> {
  const specs = serversOf(source, io);
  if (!specs.ok) {
    io.stderr(specs.error);
    return EXIT_FAILED;
  }
  const reads = await mapFewAtATime(specs.servers, SERVERS_STARTED_AT_ONCE, async (spec) => ({
    spec,
    read: await readLiveCatalog(spec, source.timeoutMs),
  }));
  const servers: ServerToAdmit[] = [];
  const unread: UnreadServer[] = [...specs.unread];
  for (const { spec, read } of reads) {
    if (read.ok) {
      servers.push({
        label: 'running server',
        server: pagesServer(read.pages, spec.id),
        id: spec.id,
        source: read.source,
      });
    } else {
      // The terminal is told everything; the scenario, which travels in links, keeps the short cause.
      io.stderr(`server ${spec.id}: ${read.failure}`);
      unread.push({ id: spec.id, source: read.source, failure: recordedFailure(read.failure) });
    }
  }
  // The config's order, as the page served by `serve` records the servers it could not read.
  const order = specs.order ?? [];
  unread.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  return admitAndPrint(servers, unread, io);
}

type Servers =
  | { ok: true; servers: LiveServerSpec[]; unread: UnreadServer[]; order?: string[] }
  | { ok: false; error: string };

function serversOf(source: LiveSource, io: CliIo): Servers {
  if (source.kind === 'command')
    return {
      ok: true,
      servers: [
        {
          id: source.id,
          transport: 'stdio',
          command: source.command,
          args: source.args,
          env: {},
          inheritEnv: true,
        },
      ],
      unread: [],
    };
  if (source.kind === 'url')
    return {
      ok: true,
      servers: [{ id: source.id, transport: 'http', url: source.url, headers: source.headers }],
      unread: [],
    };
  const text = io.readFile(source.file);
  const parsed = text.ok ? parseJsonText(configAsJson(text.value), source.file) : text;
  if (!parsed.ok) return parsed;
  const config = readClientConfig(parsed.value, { file: source.file, env: process.env, home: homedir() });
  if (!config.ok) return { ok: false, error: `${source.file}: ${config.error}` };
  const names = config.config.servers.map((e) => (e.ok === true ? e.spec.id : e.id));
  const missing = source.only.filter((n) => !names.includes(n));
  if (missing.length > 0)
    return {
      ok: false,
      error: `${source.file} has no server ${missing.map((n) => `"${n}"`).join(', ')}; its servers: ${names.join(', ') || 'none'}`,
    };
  const servers: LiveServerSpec[] = [];
  const unread: UnreadServer[] = [];
  for (const entry of config.config.servers) {
    const id = entry.ok === true ? entry.spec.id : entry.id;
    if (source.only.length > 0 && !source.only.includes(id)) continue;
    if (entry.ok === 'disabled') io.stderr(`server ${id} is disabled in ${source.file}; not read`);
    else if (entry.ok === true) servers.push(entry.spec);
    else {
      io.stderr(`${source.file}: server ${id}: ${entry.error}`);
      unread.push({ id, source: null, failure: entry.error });
    }
  }
  if (servers.length === 0 && unread.length === 0)
    return { ok: false, error: `${source.file}: no server to read under "${config.config.key}"` };
  return { ok: true, servers, unread, order: names };
}
