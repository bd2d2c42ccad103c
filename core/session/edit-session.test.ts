import { describe, expect, it } from 'vitest';
import { loadTemplates } from '../../cli/templates.ts';
import { evaluateScenario } from '../evaluate.ts';
import { parseJson } from '../json/json-parse.ts';
import { isJsonObject } from '../json/json-value.ts';
import { createEditSession } from './edit-session.ts';

/**
 * The edit session is the one way from a scenario text to its report: the parse,
 * the value the reader reads, the scenario, the turn and the report all come from
 * one load. Its caches are proved equal to a fresh evaluation in
 * evaluation-cache.test.ts and json-parse-reusing.test.ts.
 */

const templates = loadTemplates();
const TOOL = { capability_id: 'github.list', name: 'github__list', description: 'List.', parameters: {} };
const text = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    definitions: [TOOL, { ...TOOL, capability_id: 'slack.post', name: 'slack__post' }],
    ...extra,
  });

describe(createEditSession, () => {
  it("loads a text into its parse, the reader's value, the scenario, the turn and the report", () => {
    const t = text({ mode: 'bridged' });
    const loaded = createEditSession(templates).load(t);
    expect(loaded.parse).toEqual(parseJson(t));
    if (!loaded.parse.ok || !loaded.evaluation.ok) throw new Error('the scenario is valid');
    const fresh = evaluateScenario(loaded.parse.value, templates);
    if (!fresh.ok) throw new Error(fresh.error);
    expect(loaded.evaluation.report).toEqual(fresh.report);
    expect(loaded.evaluation.scenario).toEqual(fresh.scenario);
    expect(loaded.members?.map((m) => [m.key, t.slice(m.value.start, m.value.end)])).toEqual([
      ['definitions', JSON.stringify(JSON.parse(t).definitions)],
      ['mode', '"bridged"'],
    ]);
    expect(loaded.derivedSurface).toBe(false);
    expect(loaded.value).toBe(loaded.parse.value);
  });

  it('reads a text for one load alone, lending nothing, to the same answer', () => {
    const t = text({ mode: 'bridged', queries: [{ query: 'list' }] });
    const once = createEditSession(templates, { lend: false }).load(t);
    const lending = createEditSession(templates).load(t);
    expect(once.parse).toEqual(lending.parse);
    if (!once.evaluation.ok || !lending.evaluation.ok) throw new Error('the scenario is valid');
    expect(once.evaluation.report).toEqual(lending.evaluation.report);
    expect(once.members).toBeNull();
    expect(createEditSession(templates, { lend: false }).load('{').evaluation).toEqual(
      lending.parse.ok ? createEditSession(templates).load('{').evaluation : null,
    );
  });

  it('answers the same text again with the same load, and a new text with a new one', () => {
    const session = createEditSession(templates);
    const first = session.load(text());
    expect(session.load(text())).toBe(first);
    expect(session.load(text({ mode: 'off' }))).not.toBe(first);
  });

  it('derives the production surface from the document the reader reads, and says so', () => {
    const t = text({
      playground: { surface: 'production' },
      policy: { kind: 'allow_only', ids: ['slack.post'] },
    });
    const loaded = createEditSession(templates).load(t);
    expect(loaded.derivedSurface).toBe(true);
    expect(isJsonObject(loaded.value) && loaded.value.surface_ids).toEqual(['slack.post']);
    expect(loaded.evaluation.ok && loaded.evaluation.report.catalog.map((e) => e.name)).toEqual([
      'slack__post',
    ]);
  });

  it('refuses a document of an unknown version before deriving anything from it', () => {
    const t = text({ scenario_version: 99, playground: { surface: 'production' } });
    const loaded = createEditSession(templates).load(t);
    expect(loaded.value).toBeNull();
    expect(loaded.derivedSurface).toBe(false);
    expect(loaded.evaluation).toEqual({
      ok: false,
      error: 'scenario.scenario_version is 99: this build reads versions up to 1',
    });
  });

  it('gives the parse error, in the one wording of invalid JSON, and nothing else for a text that is not JSON', () => {
    const loaded = createEditSession(templates).load('{"definitions": [');
    expect(loaded.parse).toEqual({ ok: false, error: expect.any(String), line: 1, column: 18 });
    const { error } = loaded.parse.ok ? { error: '' } : loaded.parse;
    expect(loaded).toMatchObject({
      members: null,
      value: null,
      evaluation: { ok: false, error: `invalid JSON at line 1, column 18: ${error}` },
      derivedSurface: false,
    });
  });
});
