import { describe, expect, it } from 'vitest';
import { parseJson } from './json/json-parse.ts';
import { isJsonObject, JsonNumber, type JsonObject } from './json/json-value.ts';
import { readScenario } from './scenario.ts';
import {
  CURRENT_SCENARIO_VERSION,
  readDocumentVersion,
  readScenarioDocument,
  SCENARIO_VERSION_KEY,
  type UpgradeStep,
  upgradeDocument,
} from './scenario-document.ts';

function object(text: string): JsonObject {
  const parsed = parseJson(text);
  if (!parsed.ok || !isJsonObject(parsed.value)) throw new Error(`not an object: ${text}`);
  return parsed.value;
}

describe(readDocumentVersion, () => {
  it('reads a document without the key as version 1', () => {
    expect(readDocumentVersion(object('{"definitions":[]}'))).toBe(1);
  });

  it.each(['0', '-1', '1.5', '"1"', 'null', '1e0'])('rejects %s as a version, naming the key', (raw) => {
    expect(readDocumentVersion(object(`{"scenario_version":${raw}}`))).toEqual({
      error: expect.stringContaining('scenario.scenario_version must be a positive integer'),
    });
  });

  it('refuses a version newer than this build reads', () => {
    const next = CURRENT_SCENARIO_VERSION + 1;
    expect(readDocumentVersion(object(`{"scenario_version":${next}}`))).toEqual({
      error: `scenario.scenario_version is ${next}: this build reads versions up to ${CURRENT_SCENARIO_VERSION}`,
    });
  });
});

describe(upgradeDocument, () => {
  // Two made-up steps show the chain: 1 → 2 renames a key, 2 → 3 adds a default.
  const steps: Record<number, UpgradeStep> = {
    1: ({ old_name, ...rest }) => ({ ...rest, ...(old_name === undefined ? {} : { new_name: old_name }) }),
    2: (doc) => ({ ...doc, added: doc.added ?? true }),
  };

  it('applies every step in order, stamps the version and keeps unknown keys', () => {
    const upgraded = upgradeDocument(object('{"old_name":"x","mine":{"a":1}}'), 1, 3, steps);
    expect(upgraded.ok && upgraded.document).toEqual({
      mine: { a: new JsonNumber('1') },
      new_name: 'x',
      added: true,
      [SCENARIO_VERSION_KEY]: new JsonNumber('3'),
    });
  });

  it('starts from the version the document declares', () => {
    const upgraded = upgradeDocument(object('{"old_name":"kept","added":false}'), 2, 3, steps);
    expect(upgraded.ok && upgraded.document).toMatchObject({ old_name: 'kept', added: false });
  });

  it('fails on a gap in the chain instead of skipping it', () => {
    expect(upgradeDocument(object('{}'), 1, 4, steps)).toEqual({
      ok: false,
      error: 'no upgrade from scenario version 3',
    });
  });
});

describe(readScenarioDocument, () => {
  it('hands a current document over as the same object', () => {
    const doc = object('{"definitions":[],"playground":{"surface":"production"}}');
    const read = readScenarioDocument(doc);
    expect(read).toMatchObject({ ok: true, version: 1, upgradedFrom: null });
    expect(read.ok && read.document).toBe(doc);
  });

  it('makes the scenario reader reject a document from a newer build with a clear message', () => {
    expect(readScenario(object('{"definitions":[],"scenario_version":99}'))).toEqual({
      ok: false,
      error: expect.stringContaining('this build reads versions up to 1'),
    });
    expect(readScenario(object('{"definitions":[],"scenario_version":1}')).ok).toBe(true);
  });
});
