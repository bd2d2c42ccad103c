import { asU64, isJsonObject, type JsonValue } from '../json/json-value.ts';
import { ADMISSION_LIMITS } from './limits.ts';
import type { AdmissionInput } from './types.ts';

const U32_MAX = 2 ** 32 - 1;
const EXPECTED =
  'an admission input: {"registration_id": string, "pages": [tools/list results], "manifest_max_tools"?: integer, "template"?: {...}}';

type ReadAdmissionInputResult = { ok: true; input: AdmissionInput } | { ok: false; error: string };

/**
 * The input shape of mcp-vectors/README.md. Only the envelope is checked here:
 * anything inside `pages` is the admission's to judge, so a malformed page is a
 * rejected catalog, not a refused input.
 */
export function readAdmissionInput(value: JsonValue): ReadAdmissionInputResult {
  const fail = (why: string): ReadAdmissionInputResult => ({
    ok: false,
    error: `${why}; expected ${EXPECTED}`,
  });
  if (!isJsonObject(value)) return fail('not a JSON object');
  if (typeof value.registration_id !== 'string') return fail('"registration_id" is missing or not a string');
  if (!Array.isArray(value.pages)) return fail('"pages" is missing or not an array');

  let manifestMaxTools: number = ADMISSION_LIMITS.userManifestMaxTools;
  if (value.manifest_max_tools !== undefined) {
    // The manifest holds an unsigned 32-bit number (§2.1).
    const n = asU64(value.manifest_max_tools);
    if (n === undefined || n > BigInt(U32_MAX))
      return fail('"manifest_max_tools" must be a whole number from 0 to 4294967295');
    manifestMaxTools = Number(n);
  }
  const template = { provider_declares_external_write: false, has_runtime_credentials: false };
  if (value.template !== undefined) {
    const t = value.template;
    if (!isJsonObject(t)) return fail('"template" must be an object');
    for (const key of ['provider_declares_external_write', 'has_runtime_credentials'] as const) {
      if (t[key] === undefined) continue;
      if (typeof t[key] !== 'boolean') return fail(`"template.${key}" must be true or false`);
      template[key] = t[key];
    }
  }
  return {
    ok: true,
    input: { registrationId: value.registration_id, pages: value.pages, manifestMaxTools, template },
  };
}
