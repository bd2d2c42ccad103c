import {
  type CatalogSource,
  type DetectedServer,
  describeCause,
  detectToolsFormat,
  escapeInvisible,
  importCatalogs,
  type JsonObject,
  readImportedServers,
  serverFindings,
  TOOLS_FORMAT_KINDS,
  type ToolsFormatKind,
  type UnreadServer,
  writeScenarioText,
} from '../core/index.ts';
import { lastValue, type Parsed, readArgs } from './args.ts';
import type { CliIo } from './io.ts';
import { type LiveSource, readLiveArgs } from './live/live-args.ts';
import { parseJsonText } from './read-input.ts';

interface ImportArgs {
  files: string[];
  /** Server ids, given to the servers that carry none of their own, in order. */
  ids: string[];
  format: ToolsFormatKind | undefined;
  /** A running server or a client config to read instead of files. */
  live?: LiveSource | null;
}

const EXIT_OK = 0;
const EXIT_FAILED = 2;

/**
 * Reads `disclosure import` arguments: FILE…, `--id NAME` (repeatable) and
 * `--format KIND`; or a running server (`-- COMMAND [ARG…]`, `--url URL`) or a
 * client config (`--config FILE`), see live/live-args.ts.
 */
export function parseImportArgs(argv: readonly string[]): Parsed<ImportArgs> {
  const dash = argv.indexOf('--');
  const command = dash < 0 ? null : argv.slice(dash + 1);
  const parsed = readArgs('import', dash < 0 ? argv : argv.slice(0, dash), {
    id: { type: 'string', multiple: true },
    format: { type: 'string' },
    url: { type: 'string' },
    header: { type: 'string', multiple: true },
    config: { type: 'string' },
    only: { type: 'string', multiple: true },
    timeout: { type: 'string' },
  });
  if (!parsed.ok) return parsed;
  const { read } = parsed;
  const ids = read.strings.get('id') ?? [];
  const live = readLiveArgs(read, command, ids);
  if (!live.ok) return live;
  if (live.args !== null) return { ok: true, args: { files: [], ids, format: undefined, live: live.args } };
  const format = lastValue(read, 'format');
  if (format !== undefined && !(TOOLS_FORMAT_KINDS as string[]).includes(format))
    return { ok: false, error: `unknown format "${format}"; one of: ${TOOLS_FORMAT_KINDS.join(', ')}` };
  if (read.positionals.length === 0)
    return {
      ok: false,
      error: 'import needs at least one FILE (or "-"), a server (-- COMMAND, --url URL) or --config FILE',
    };
  return {
    ok: true,
    args: { files: read.positionals, ids, format: format as ToolsFormatKind | undefined, live: null },
  };
}

/**
 * `disclosure import FILE… --id NAME`: detects each file's format, admits every
 * server exactly as a hosted MCP server (MCP-ADMISSION.md) and prints one
 * scenario, by the same import rule as the browser (importServers): the admitted
 * tools as definitions, every server (refused ones too) under `servers`. What
 * admission refused, skipped or flagged is said on standard error as the same
 * findings `report` gives, with their causes; any file or server that could not
 * be imported makes the status 2. A running server is read first (live/), then
 * goes through the very same steps.
 */
export function runImport(args: ImportArgs, io: CliIo): number | Promise<number> {
  const { live } = args;
  // The MCP SDK loads only for a running server: every other command starts without it.
  if (live) return import('./live/live-import.ts').then(({ runLiveImport }) => runLiveImport(live, io));
  const servers: ServerToAdmit[] = [];
  let status = EXIT_OK;
  for (const file of args.files) {
    const text = io.readFile(file);
    const parsed = text.ok ? parseJsonText(text.value, file) : text;
    const detected = parsed.ok ? detectToolsFormat(parsed.value, args.format) : parsed;
    if (!detected.ok) {
      io.stderr(parsed.ok ? `${file}: ${detected.error}` : detected.error);
      status = EXIT_FAILED;
      continue;
    }
    for (const server of detected.servers) servers.push({ label: file, server, id: server.id });
  }
  const ids = assignIds(
    servers.map((s) => s.server),
    args.ids,
  );
  if (!ids.ok) {
    io.stderr(ids.error);
    return EXIT_FAILED;
  }
  servers.forEach((s, i) => {
    s.id = ids.ids[i]!;
  });
  return Math.max(status, admitAndPrint(servers, [], io));
}

/** One server to admit: where it came from (for messages), its pages and its id. */
export interface ServerToAdmit {
  label: string;
  server: DetectedServer;
  id: string | null;
  source?: CatalogSource;
}

/**
 * Admits each server and prints the one scenario: the steps `import` takes for
 * files and for running servers alike. `unread` servers could not be read at all
 * and are recorded with why.
 */
export function admitAndPrint(
  servers: readonly ServerToAdmit[],
  unread: readonly UnreadServer[],
  io: CliIo,
): number {
  let status = EXIT_OK;
  const labelOf = new Map(servers.map((s) => [s.id!, s.label]));
  // A new scenario: exactly what "Replace the catalog" writes in the browser from an empty editor.
  const imported = importCatalogs(
    null,
    servers.map(({ server, id, source }) => ({ id: id!, server, ...(source ? { source } : {}) })),
    'replace',
    unread,
  );
  if (!imported.ok) {
    io.stderr(imported.error);
    return EXIT_FAILED;
  }
  for (const { id, error } of imported.unadmitted) {
    io.stderr(`${labelOf.get(id)} (${id}): ${error}`);
    status = EXIT_FAILED;
  }
  for (const id of imported.refused) {
    io.stderr(
      `${labelOf.get(id)} (${id}): the catalog was rejected; it is recorded under "servers" and none of its tools are added`,
    );
    status = EXIT_FAILED;
  }
  if (unread.length > 0) status = EXIT_FAILED;
  const scenario = imported.scenario as JsonObject;
  const recorded = readImportedServers(scenario);
  const definitions = (scenario.definitions as JsonObject[]).map((d) => ({
    capability_id: d.capability_id as string,
    name: d.name as string,
  }));
  for (const f of serverFindings(recorded, definitions)) {
    io.stderr(`${f.severity} ${f.id}: ${f.message}`);
    for (const cause of f.causes ?? []) io.stderr(`  - ${describeCause(cause)}`);
  }
  // The page writes an imported scenario with the same writer, so the two are the same text.
  const lines = writeScenarioText(scenario).slice(0, -1).split('\n');
  io.stdout(lines.map((line) => escapeInvisible(line)).join('\n'));
  return status;
}

type AssignedIds = { ok: true; ids: string[] } | { ok: false; error: string };

/** Servers without an id of their own take the `--id` values in order; a lone `--id` may rename a lone server. */
function assignIds(servers: DetectedServer[], given: string[]): AssignedIds {
  if (servers.length === 1 && given.length === 1) return { ok: true, ids: [given[0]!] };
  const needing = servers.filter((s) => s.id === null).length;
  if (needing !== given.length) {
    return {
      ok: false,
      error: `${needing} server(s) need a server id and ${given.length} --id value(s) were given; give one --id NAME per server without its own id, in order`,
    };
  }
  let next = 0;
  return { ok: true, ids: servers.map((s) => s.id ?? given[next++]!) };
}
