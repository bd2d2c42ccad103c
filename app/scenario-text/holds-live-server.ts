import { parseJson, readImportedServers } from '../../core/index.ts';

/** Whether the scenario holds a catalog read from this running server (then a change re-imports it). */
export function holdsLiveServer(scenarioText: string, id: string): boolean {
  const parsed = parseJson(scenarioText);
  return parsed.ok && readImportedServers(parsed.value).some((s) => s.id === id && s.source !== null);
}
