import { parseJson, readImportedServers } from '../../core/index.ts';

/** Whether the scenario holds a catalog read from this running server (then a change re-imports it). */
export function holdsLiveServer(scenarioText: string, id: string): boolean {
  const parsed = parseJson(scenarioText);
  return parsed.ok && readImportedServers(parsed.value).some((s) => s.id === id && s.source !== null);
}

const READ_AT = /"read_at": "[^"\\]*"/g;

/** Whether two scenario texts differ only in when their servers were read (a re-read that found no change). */
export function sameButReadAt(a: string, b: string): boolean {
  return a === b || a.replace(READ_AT, '') === b.replace(READ_AT, '');
}
