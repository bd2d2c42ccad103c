import type { JsonObject, JsonValue } from '../json/json-value.ts';
import type { DetectedServer } from './types.ts';

/** The admission input (mcp-vectors/README.md) that admits `server` under `registrationId`. */
export function toAdmissionInput(server: DetectedServer, registrationId: string): JsonValue {
  const input: JsonObject = { registration_id: registrationId, pages: server.pages };
  if (server.manifestMaxTools !== undefined) input.manifest_max_tools = server.manifestMaxTools;
  if (server.template !== undefined) input.template = server.template;
  return input;
}
