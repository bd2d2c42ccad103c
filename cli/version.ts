import { readFileSync } from 'node:fs';

/** The package's version, read from package.json beside cli/ or dist-cli/ (both one folder deep), so it is the one installed. */
export function packageVersion(): string {
  const read = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version?: unknown;
  };
  return typeof read.version === 'string' ? read.version : 'unknown';
}
