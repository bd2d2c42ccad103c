import { asU64, isJsonObject, JsonNumber, type JsonObject, type JsonValue } from './json/json-value.ts';

/**
 * The scenario document's own format version (share links carry theirs apart).
 * A document says which version it was written in under `scenario_version`; one
 * without the key is version 1, the format every scenario saved so far uses.
 * Older documents are brought to the current version by pure steps applied in a
 * chain, one version at a time, and every key a step does not know is kept, so a
 * document round-trips through an older reader without losing anything.
 */

export const SCENARIO_VERSION_KEY = 'scenario_version';
export const CURRENT_SCENARIO_VERSION = 1;

/** One step: a document of version `n` in, the same document in version `n + 1` out. */
export type UpgradeStep = (document: JsonObject) => JsonObject;

/**
 * Steps by the version they upgrade from. Empty while version 1 is current; the
 * first change to the document's meaning adds `1: (doc) => …` and bumps the version.
 */
const UPGRADES: Readonly<Record<number, UpgradeStep>> = {};

type DocumentResult =
  | { ok: true; document: JsonValue; version: number; upgradedFrom: number | null }
  | { ok: false; error: string };

/** The document's declared version, 1 when it declares none. */
export function readDocumentVersion(document: JsonObject): number | { error: string } {
  if (!Object.hasOwn(document, SCENARIO_VERSION_KEY)) return 1;
  const raw = document[SCENARIO_VERSION_KEY];
  const version = raw instanceof JsonNumber ? asU64(raw) : undefined;
  if (version === undefined || version < 1n) {
    const shown = raw instanceof JsonNumber ? raw.raw : JSON.stringify(raw);
    return { error: `scenario.${SCENARIO_VERSION_KEY} must be a positive integer (got ${shown})` };
  }
  if (version > BigInt(CURRENT_SCENARIO_VERSION)) {
    return {
      error: `scenario.${SCENARIO_VERSION_KEY} is ${version}: this build reads versions up to ${CURRENT_SCENARIO_VERSION}`,
    };
  }
  return Number(version);
}

/** Applies `steps` from `from` up to `to`; a missing step is an error, never a silent skip. */
export function upgradeDocument(
  document: JsonObject,
  from: number,
  to: number,
  steps: Readonly<Record<number, UpgradeStep>>,
): { ok: true; document: JsonObject } | { ok: false; error: string } {
  let current = document;
  for (let version = from; version < to; version++) {
    const step = steps[version];
    if (!step) return { ok: false, error: `no upgrade from scenario version ${version}` };
    current = { ...step(current), [SCENARIO_VERSION_KEY]: new JsonNumber(String(version + 1)) };
  }
  return { ok: true, document: current };
}

/**
 * Any scenario document in the current version's shape. A value that is not an
 * object is passed on unchanged: the scenario reader rejects it with its own words.
 */
export function readScenarioDocument(value: JsonValue): DocumentResult {
  if (!isJsonObject(value))
    return { ok: true, document: value, version: CURRENT_SCENARIO_VERSION, upgradedFrom: null };
  const version = readDocumentVersion(value);
  if (typeof version !== 'number') return { ok: false, error: version.error };
  if (version === CURRENT_SCENARIO_VERSION) {
    return { ok: true, document: value, version, upgradedFrom: null };
  }
  const upgraded = upgradeDocument(value, version, CURRENT_SCENARIO_VERSION, UPGRADES);
  if (!upgraded.ok) return upgraded;
  return { ok: true, document: upgraded.document, version: CURRENT_SCENARIO_VERSION, upgradedFrom: version };
}
