import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { stringify } from 'lossless-json';
import { isJsonObject, JsonNumber, type JsonObject, type JsonValue, parseJson } from '../core/index.ts';

/** The repository root (this file lives in test-support/). */
export const REPO_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/**
 * The reference spec every test reads: the repository's own `spec/` (a mirror of the
 * upstream references, see scripts/refresh-spec.mjs) unless DISCLOSURE_SPEC_DIR points
 * at another set, as held-back vector sets are run.
 */
export function specDir(): string {
  return resolve(process.env.DISCLOSURE_SPEC_DIR ?? join(REPO_ROOT, 'spec'));
}

/** A path inside the spec folder, or an error naming the missing file and how to get it. */
export function specPath(relativePath: string): string {
  const path = join(specDir(), relativePath);
  if (!existsSync(path)) {
    const where = process.env.DISCLOSURE_SPEC_DIR ? 'DISCLOSURE_SPEC_DIR' : 'spec/ (npm run refresh-spec)';
    throw new Error(`missing reference data ${relativePath}: looked for ${path}; check ${where}`);
  }
  return path;
}

type Loaded<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * Runs a loader at collection time without letting a missing file crash the import:
 * the test file then reports the reason from a test that fails (`expectLoaded`).
 */
export function tryLoad<T>(load: () => T): Loaded<T> {
  try {
    return { ok: true, value: load() };
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? err.message : String(err) };
  }
}

/** Every `*.json.gz` under `dir`, at any depth, in a stable order. */
export function listVectorFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return listVectorFiles(path);
      return entry.name.endsWith('.json.gz') ? [path] : [];
    })
    .sort();
}

interface Vector {
  id: string;
  scenario: JsonValue;
  expected: JsonValue;
}

/** Reads one vector with the number-preserving reader, so `1.0` and `1` stay apart. */
export function readVector(path: string): Vector {
  const parsed = parseJson(gunzipSync(readFileSync(path)).toString('utf8'));
  if (!parsed.ok) throw new Error(`${path}: ${parsed.error} (line ${parsed.line}, column ${parsed.column})`);
  const file = parsed.value;
  if (
    !isJsonObject(file) ||
    !isJsonObject(file.vector ?? null) ||
    file.scenario === undefined ||
    file.expected === undefined
  ) {
    throw new Error(`${path}: not a vector file ({vector, scenario, expected})`);
  }
  const id = (file.vector as JsonObject).id;
  return { id: typeof id === 'string' ? id : path, scenario: file.scenario, expected: file.expected };
}

const KEEP_NUMBER_TEXT = [
  { test: (v: unknown) => v instanceof JsonNumber, stringify: (v: unknown) => (v as JsonNumber).raw },
];

/** JSON text of a value with every number written as it was read and keys in their original order. */
export function writeJsonAsRead(value: JsonValue): string {
  return stringify(value, undefined, undefined, KEEP_NUMBER_TEXT) ?? 'null';
}
