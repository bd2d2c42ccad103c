import {
  admitHostedCatalog,
  detectToolsFormat,
  isJsonObject,
  type JsonObject,
  mergeServerIntoScenario,
  parseJson,
  toAdmissionInput,
} from '../../core/index.ts';

/** A real server's published catalog as stored in servers/*.json: the tools/list result and where it came from. */
interface ServerData {
  server_id: string;
  source: string;
  licence: string;
  notes: string;
  result: JsonObject;
}

/**
 * A preset built the way a person would build it: the server's own tools/list
 * result through the import pipeline (format detection, admission under the
 * server's id, merge into a scenario that already has the agent's tools), so the
 * scenario carries the admitted definitions and the `servers` summary.
 */
export function importServerInto(base: JsonObject, dataText: string): JsonObject {
  const data = readServerData(dataText);
  const detected = detectToolsFormat(data.result);
  if (!detected.ok) throw new Error(`${data.server_id}: ${detected.error}`);
  const [server] = detected.servers;
  if (!server) throw new Error(`${data.server_id}: no server in the data`);
  const admission = admitHostedCatalog(toAdmissionInput(server, data.server_id));
  if (!admission.ok) throw new Error(`${data.server_id}: ${admission.error}`);
  const merged = mergeServerIntoScenario(base, data.server_id, admission.report, detected.label, 'add');
  if (!merged.ok) throw new Error(`${data.server_id}: ${merged.error}`);
  return merged.scenario;
}

/** The source line every such preset's notes end with. */
export function serverCredit(dataText: string): string {
  const data = readServerData(dataText);
  return `Tools: ${data.source}. Licence: ${data.licence}. ${data.notes}`;
}

function readServerData(text: string): ServerData {
  const parsed = parseJson(text);
  const value = parsed.ok ? parsed.value : null;
  if (
    !isJsonObject(value) ||
    typeof value.server_id !== 'string' ||
    typeof value.source !== 'string' ||
    typeof value.licence !== 'string' ||
    typeof value.notes !== 'string' ||
    !isJsonObject(value.result)
  )
    throw new Error('server data must have server_id, source, licence, notes and result');
  return value as unknown as ServerData;
}
