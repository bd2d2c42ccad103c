import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadTemplates } from '../../cli/templates.ts';
import {
  listVectorFiles,
  readVector,
  specPath,
  tryLoad,
  writeJsonAsRead,
} from '../../test-support/vectors.ts';
import { evaluateScenario } from '../evaluate.ts';
import { parseJson } from '../json/json-parse.ts';
import { createEditSession, type EditSession } from '../session/edit-session.ts';

/**
 * The edit session's caches may change how long an evaluation takes, never what
 * it says: every report from a session's load equals the uncached one, over the parity vectors
 * and over random edit sequences that keep, change, repeat, move and break
 * definitions between evaluations.
 */

const templates = loadTemplates();

function uncached(text: string) {
  const parsed = parseJson(text);
  if (!parsed.ok) return parsed;
  const evaluated = evaluateScenario(parsed.value, templates);
  return evaluated.ok ? { ok: true, report: evaluated.report } : evaluated;
}

function cachedWith(session: EditSession = createEditSession(templates)) {
  return (text: string) => {
    const { parse, evaluation } = session.load(text);
    if (!parse.ok) return parse;
    return evaluation.ok ? { ok: true, report: evaluation.report } : evaluation;
  };
}

const loaded = tryLoad(() => listVectorFiles(specPath('vectors')));
const vectorTexts = loaded.ok ? loaded.value.map((file) => writeJsonAsRead(readVector(file).scenario)) : [];

describe('evaluation cache', () => {
  it('finds the vectors', () => {
    if (!loaded.ok) expect.fail(loaded.reason);
    expect(vectorTexts.length).toBeGreaterThan(100);
  });

  // One session across all vectors: what one scenario left behind must not leak into another's report.
  const shared = cachedWith();
  it.for(vectorTexts.map((text, i) => [i, text] as const))(
    'gives vector %i the uncached report, first time and again',
    ([, text]) => {
      const expected = uncached(text);
      expect(shared(text)).toEqual(expected);
      // Again, written one character longer: everything the first load left is reused.
      expect(shared(`${text}\n`)).toEqual(expected);
    },
  );

  const word = fc.constantFrom('alpha', 'beta', 'gamma', 'delta', 'list', 'issue', 'send');
  const definition = fc.record({
    capability_id: fc.oneof(
      fc.tuple(fc.constantFrom('github', 'slack', 'builtin'), word).map(([p, w]) => `${p}.${w}`),
      fc.constantFrom('', 'Bad Id', 'ironclaw.tool_search'),
    ),
    name: fc.oneof(word, fc.constantFrom('tool_search', 'read_file', 'bad name')),
    description: fc.array(word, { maxLength: 4 }).map((w) => w.join(' ')),
    parameters: fc.oneof(
      fc.constant({ type: 'object' }),
      fc.record({ type: fc.constant('object'), properties: fc.dictionary(word, fc.record({ type: word })) }),
      fc.constant(1.5),
    ),
    verified: fc.oneof(fc.boolean(), fc.constant('yes')),
  });
  const item = fc.oneof({ arbitrary: definition, weight: 8 }, { arbitrary: fc.constant(7), weight: 1 });
  const edit = fc.oneof(
    fc.record({ op: fc.constant('set' as const), at: fc.nat(), value: item }),
    fc.record({ op: fc.constant('copy' as const), at: fc.nat() }),
    fc.record({ op: fc.constant('remove' as const), at: fc.nat() }),
    fc.record({ op: fc.constant('reverse' as const) }),
  );
  // What tiers and permits a definition besides itself: pins (in bridged mode) and the policy.
  const settings = fc.record({
    mode: fc.constantFrom('namespaces', 'bridged'),
    pins: fc.constantFrom([], ['github.alpha'], ['slack.list', 'github.issue']),
    policy: fc.constantFrom(
      { kind: 'allow_all' },
      { kind: 'all_except', ids: ['github.alpha', 'slack.send'] },
      { kind: 'allow_only', ids: ['github.alpha', 'slack.list', 'builtin.list'] },
    ),
  });
  const scenario = (
    definitions: unknown[],
    query: string,
    debug = false,
    { mode, pins, policy }: { mode: string; pins: readonly string[]; policy: object } = {
      mode: 'namespaces',
      pins: [],
      policy: { kind: 'allow_all' },
    },
  ) =>
    JSON.stringify(
      {
        mode,
        pins,
        policy,
        debug,
        definitions,
        promoted: ['list'],
        queries: [{ query }, { query: 'alpha', limit: 2 }],
        resolve: ['list', 'github.alpha'],
      },
      null,
      1,
    );

  it('follows any sequence of edits exactly as a fresh evaluation does', () => {
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 8 }),
        fc.array(fc.tuple(edit, word, fc.boolean(), settings), { maxLength: 6 }),
        (start, edits) => {
          const cached = cachedWith();
          let definitions = start as unknown[];
          expect(cached(scenario(definitions, 'list'))).toEqual(uncached(scenario(definitions, 'list')));
          for (const [change, query, debug, around] of edits) {
            definitions = applyEdit(definitions, change);
            const text = scenario(definitions, query, debug, around);
            // As text, so a reused row with its keys in another order would show.
            expect(JSON.stringify(cached(text))).toBe(JSON.stringify(uncached(text)));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it("hands back the last report's rows, and fair-round groups, where nothing in them changed", () => {
    const cached = cachedWith();
    const tool = (id: string, description: string) => ({
      capability_id: id,
      name: id.replace('.', '_'),
      description,
      parameters: { type: 'object', properties: { text: { type: 'string', description } } },
    });
    const text = (second: string) =>
      JSON.stringify({
        mode: 'namespaces',
        definitions: [
          tool('github.issues', 'Lists issues.'),
          tool('slack.send', second),
          tool('slack.read', 'Reads.'),
        ],
      });
    const reportOf = (t: string) => {
      const result = cached(t);
      if (!('report' in result)) throw new Error('the scenario was refused');
      return result.report;
    };
    const before = reportOf(text('Sends.'));
    expect(before.catalog).toHaveLength(3);
    const after = reportOf(text('Sends a message, with more words.'));
    const rowOf = (report: typeof before, id: string) => report.catalog.find((r) => r.capability_id === id);
    const tierOf = (report: typeof before, id: string) =>
      report.explain.tiers.find((r) => r.capability_id === id);
    expect(rowOf(after, 'github.issues')).toBe(rowOf(before, 'github.issues'));
    expect(tierOf(after, 'slack.read')).toBe(tierOf(before, 'slack.read'));
    // The edited definition is a new object with a new estimate: its rows are new.
    expect(rowOf(after, 'slack.send')).not.toBe(rowOf(before, 'slack.send'));
    expect(rowOf(after, 'slack.send')?.est_schema_tokens).toBeGreaterThan(
      rowOf(before, 'slack.send')!.est_schema_tokens,
    );
    const group = (report: typeof before, namespace: string) =>
      report.explain.index.rounds.find((g) => g.namespace === namespace);
    expect(group(after, 'github')).toBe(group(before, 'github'));
    expect(group(after, 'slack')).toBe(group(before, 'slack'));
    // A report with a row that differs from the last one's says the new value.
    const fewer = reportOf(
      JSON.stringify({ mode: 'namespaces', definitions: [tool('slack.read', 'Reads.')] }),
    );
    expect(group(fewer, 'slack')).not.toBe(group(after, 'slack'));
    expect(group(fewer, 'slack')?.tools.map((t) => t.name)).toEqual(['slack_read']);
  });

  it("makes a definition's rows anew when only the pins or the policy change what they say", () => {
    const cached = cachedWith();
    const definitions = [
      { capability_id: 'github.alpha', name: 'alpha', description: 'A.', parameters: { type: 'object' } },
      { capability_id: 'slack.beta', name: 'beta', description: 'B.', parameters: { type: 'object' } },
    ];
    const rowsOf = (pins: string[], policy: object) => {
      const text = JSON.stringify({ mode: 'bridged', pins, policy, definitions }, null, 1);
      const result = cached(text);
      if (!('report' in result)) throw new Error('the scenario was refused');
      expect(JSON.stringify(result)).toBe(JSON.stringify(uncached(text)));
      return result.report;
    };
    const plain = rowsOf([], { kind: 'allow_all' });
    const pinned = rowsOf(['github.alpha'], { kind: 'allow_all' });
    expect(pinned.catalog[0]?.tier).toBe('core');
    expect(pinned.explain.tiers[0]?.core_rule).toBe('profile_pin');
    // The other definition's rows say the same as before: they are the same rows.
    expect(pinned.catalog[1]).toBe(plain.catalog[1]);
    const denied = rowsOf(['github.alpha'], { kind: 'all_except', ids: ['slack.beta'] });
    expect(denied.catalog[1]?.permitted).toBe(false);
  });

  it('reads any JSON text, and refuses any broken one, as parseJson does', () => {
    const session = createEditSession(templates);
    const texts = fc.oneof(
      fc.json().map((t) => `{"definitions":[${t},${t}],"x":${t}}`),
      fc.json(),
      fc.string(),
      fc.constantFrom('{"definitions":[{"a":1e999}]}', '\uFEFF{}', '{"definitions":["\\u0001x"]}', '[1,]'),
    );
    fc.assert(
      fc.property(texts, (text) => {
        expect(session.load(text).parse).toEqual(parseJson(text));
      }),
      { numRuns: 300 },
    );
  });
});

type Edit =
  | { op: 'set'; at: number; value: unknown }
  | { op: 'copy'; at: number }
  | { op: 'remove'; at: number }
  | { op: 'reverse' };

function applyEdit(definitions: unknown[], edit: Edit): unknown[] {
  const next = [...definitions];
  const at = next.length === 0 ? 0 : edit.op === 'reverse' ? 0 : edit.at % next.length;
  if (edit.op === 'set') next[at] = edit.value;
  else if (edit.op === 'copy' && next.length > 0) next.splice(at, 0, next[at]);
  else if (edit.op === 'remove') next.splice(at, 1);
  else if (edit.op === 'reverse') next.reverse();
  return next;
}
