import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseJson } from '../core/json/json-parse.ts';
import { isJsonObject, type JsonValue } from '../core/json/json-value.ts';
import { listVectorFiles, REPO_ROOT } from './vectors.ts';

/**
 * The admission vectors: `$DISCLOSURE_SPEC_DIR/mcp-vectors` when that is set
 * (a held-back set), else the copy inside the repository (`spec/mcp-vectors`).
 */
export function admissionVectorsDir(): string {
  const fromEnv = process.env.DISCLOSURE_SPEC_DIR;
  return resolve(
    fromEnv !== undefined ? join(fromEnv, 'mcp-vectors') : join(REPO_ROOT, 'spec', 'mcp-vectors'),
  );
}

export function listAdmissionVectors(dir: string): string[] {
  return existsSync(dir) ? listVectorFiles(dir) : [];
}

interface AdmissionVector {
  input: JsonValue;
  expected: JsonValue;
}

/** Reads one `{"input", "expected"}` vector with the number-preserving reader. */
export function readAdmissionVector(path: string): AdmissionVector {
  const parsed = parseJson(gunzipSync(readFileSync(path)).toString('utf8'));
  if (!parsed.ok) throw new Error(`${path}: ${parsed.error}`);
  const file = parsed.value;
  if (!isJsonObject(file) || file.input === undefined || file.expected === undefined)
    throw new Error(`${path}: not an admission vector ({"input", "expected"})`);
  return { input: file.input, expected: file.expected };
}
