import {
  admitHostedCatalog,
  type DetectedServer,
  describeCause,
  detectToolsFormat,
  importServers,
  type JsonObject,
  readImportedServers,
  type ServerToImport,
  serverFindings,
  TOOLS_FORMAT_KINDS,
  type ToolsFormatKind,
  toAdmissionInput,
} from '../core/index.ts';
import { lastValue, type Parsed, readArgs } from './args.ts';
import type { CliIo } from './io.ts';
import { parseScenarioText } from './read-input.ts';

export interface ImportArgs {
  files: string[];
  /** Server ids, given to the servers that carry none of their own, in order. */
  ids: string[];
  format: ToolsFormatKind | undefined;
}

const EXIT_OK = 0;
const EXIT_FAILED = 2;

/** Reads `disclosure import` arguments: FILE…, `--id NAME` (repeatable) and `--format KIND`. */
export function parseImportArgs(argv: readonly string[]): Parsed<ImportArgs> {
  const parsed = readArgs('import', argv, {
    id: { type: 'string', multiple: true },
    format: { type: 'string' },
  });
  if (!parsed.ok) return parsed;
  const { read } = parsed;
  const format = lastValue(read, 'format');
  if (format !== undefined && !(TOOLS_FORMAT_KINDS as string[]).includes(format))
    return { ok: false, error: `unknown format "${format}"; one of: ${TOOLS_FORMAT_KINDS.join(', ')}` };
  if (read.positionals.length === 0) return { ok: false, error: 'import needs at least one FILE (or "-")' };
  return {
    ok: true,
    args: {
      files: read.positionals,
      ids: read.strings.get('id') ?? [],
      format: format as ToolsFormatKind | undefined,
    },
  };
}

/**
 * `disclosure import FILE… --id NAME`: detects each file's format, admits every
 * server exactly as a hosted MCP server (MCP-ADMISSION.md) and prints one
 * scenario, by the same import rule as the browser (importServers): the admitted
 * tools as definitions, every server (refused ones too) under `servers`. What
 * admission refused, skipped or flagged is said on standard error as the same
 * findings `report` gives, with their causes; any file or server that could not
 * be imported makes the status 2.
 */
export function runImport(args: ImportArgs, io: CliIo): number {
  const servers: { file: string; server: DetectedServer }[] = [];
  let status = EXIT_OK;
  for (const file of args.files) {
    const text = io.readFile(file);
    const parsed = text.ok ? parseScenarioText(text.value, file) : text;
    const detected = parsed.ok ? detectToolsFormat(parsed.value, args.format) : parsed;
    if (!detected.ok) {
      io.stderr(parsed.ok ? `${file}: ${detected.error}` : detected.error);
      status = EXIT_FAILED;
      continue;
    }
    for (const server of detected.servers) servers.push({ file, server });
  }
  const ids = assignIds(
    servers.map((s) => s.server),
    args.ids,
  );
  if (!ids.ok) {
    io.stderr(ids.error);
    return EXIT_FAILED;
  }

  const admitted: ServerToImport[] = [];
  const fileOf = new Map<string, string>();
  servers.forEach(({ file, server }, i) => {
    const id = ids.ids[i]!;
    const outcome = admitHostedCatalog(toAdmissionInput(server, id));
    if (!outcome.ok) {
      io.stderr(`${file} (${id}): ${outcome.error}`);
      status = EXIT_FAILED;
      return;
    }
    admitted.push({ id, format: server.kind, report: outcome.report });
    fileOf.set(id, file);
  });
  // A new scenario: exactly what "Replace the catalog" writes in the browser from an empty editor.
  const imported = importServers(null, admitted, 'replace');
  if (!imported.ok) {
    io.stderr(imported.error);
    return EXIT_FAILED;
  }
  for (const id of imported.refused) {
    io.stderr(
      `${fileOf.get(id)} (${id}): the catalog was rejected; it is recorded under "servers" and none of its tools are added`,
    );
    status = EXIT_FAILED;
  }
  const recorded = readImportedServers(imported.scenario);
  const definitions = (imported.scenario.definitions as JsonObject[]).map((d) => ({
    capability_id: d.capability_id as string,
    name: d.name as string,
  }));
  for (const f of serverFindings(recorded, definitions)) {
    io.stderr(`${f.severity} ${f.id}: ${f.message}`);
    for (const cause of f.causes ?? []) io.stderr(`  - ${describeCause(cause)}`);
  }
  io.json(imported.scenario);
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
