import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { definition } from '../test-support/fixtures.ts';
import { createEvaluationCache } from './cache/evaluation-cache.ts';
import { buildCatalog } from './catalog.ts';
import type { ToolDefinition } from './report/report.ts';
import {
  entriesAnsweringTo,
  type MatchRule,
  matchEmittedName,
  resolveAmong,
  resolveExactOrEncoded,
  resolveForgiving,
} from './resolution.ts';

const def = (capability_id: string, name: string): ToolDefinition => definition(capability_id, name);

describe(matchEmittedName, () => {
  it.each<[string, string, string, MatchRule | null]>([
    // One case per forgiving rule (DISCLOSURE.md §11).
    ['svc.do', 'svc__do', 'svc__do', 'exact_name'],
    ['svc.do', 'do_it', 'svc.do', 'capability_id'],
    ['svc.do', 'do_it', 'svc__do', 'encoded_capability_id'],
    ['a.b.c', 'abc', 'a__b__c', 'encoded_capability_id'],
    ['external_tool.foo', 'ext_foo', 'external_tool__foo', 'external_tool_encoded'],
    // The encoded form of an external_tool id is the bare rest.
    ['external_tool.foo', 'ext_foo', 'foo', 'encoded_capability_id'],
    // builtin__ / builtin. + anything that matches the definition as a core name.
    ['docs.export_comments', 'export', 'builtin__export_comments', 'builtin_prefix'],
    ['fixture.read_file', 'read_file', 'builtin.read_file', 'builtin_prefix'],
    ['fixture.reader', 'read_file', 'builtin__read_file', 'builtin_prefix'],
    ['web-access.get_content', 'fetch_page', 'builtin__web_fetch', 'builtin_prefix'],
    ['ironclaw.memory.read', 'mem_r', 'builtin__memory_read', 'builtin_prefix'],
    ['builtin.grep', 'grep_tool', 'builtin.grep', 'capability_id'],
    // A bare memory core name matches as a core name.
    ['ironclaw.memory.search', 'mem_s', 'memory_search', 'memory_core_name'],
    ['notes.memory_tree', 'tree', 'memory_tree', 'memory_core_name'],
    // A bare name matches a builtin.<name> capability id.
    ['builtin.grep', 'grep_tool', 'grep', 'builtin_capability_id'],
    ['builtin.custom_thing', 'ct', 'custom_thing', 'builtin_capability_id'],
    // Near misses.
    ['fixture.read_file', 'rf', 'read_file', null], // bare non-memory core names do not use the core predicate
    ['ironclaw.memory.search', 'mem_s', 'memory_read', null],
    ['svc.do', 'do_it', 'SVC.do', null],
    ['svc.do', 'do_it', 'svc_do', null],
    ['external_tool.foo', 'ext_foo', 'external_tool.foo_', null],
    ['other.foo', 'ext_foo', 'external_tool__foo', null],
    ['docs.export_comments', 'export', 'builtin___export_comments', null],
    ['docs.export_comments', 'export', 'export_comments', null],
  ])('%s / %s answers to %j by %s', (id, name, emitted, rule) => {
    expect(matchEmittedName(def(id, name), emitted)).toBe(rule);
  });
});

describe(resolveForgiving, () => {
  it('prefers an exact catalog name over an earlier forgiving match', () => {
    // `aaa` sorts first and matches `x__target` by its encoded id; the exact name still wins.
    const catalog = buildCatalog([def('y.z', 'x__target'), def('x.target', 'aaa')], []);
    expect(resolveForgiving(catalog, 'x__target')).toMatchObject({
      entry: { definition: { name: 'x__target' } },
      rule: 'exact_name',
    });
  });

  it('takes the first forgiving match in catalog (name) order, not surface order', () => {
    const catalog = buildCatalog(
      [
        def('b.export_comments', 'b_docs'),
        def('a.export_comments', 'z_docs'),
        def('c.export_comments', 'a_docs'),
      ],
      [],
    );
    expect(resolveForgiving(catalog, 'builtin__export_comments')?.entry.definition.name).toBe('a_docs');
  });

  it('returns null when nothing matches', () => {
    expect(resolveForgiving(buildCatalog([def('a.b', 'a_b')], []), 'nothing')).toBeNull();
  });
});

describe(resolveExactOrEncoded, () => {
  const catalog = buildCatalog([def('svc.do', 'svc__do'), def('other.thing', 'thing')], []);

  it.each([
    ['svc__do', 'svc__do'],
    ['svc.do', 'svc__do'],
    ['thing', 'thing'],
    // No forgiving rules here: neither the dotted id of a differently named tool nor builtin prefixes.
    ['other.thing', undefined],
    ['builtin__thing', undefined],
  ])('%j → %s', (emitted, name) => {
    expect(resolveExactOrEncoded(catalog, emitted)?.definition.name).toBe(name);
  });
});

describe('lookups through the keys each rule compares', () => {
  const ids = fc.constantFrom(
    'builtin.shell',
    'builtin.read_file',
    'ironclaw.memory.search',
    'web-access.search',
    'external_tool.fetch',
    'github.time',
    'a.b.c',
    'b.c',
    'mail.send',
    'mail__send',
    'x',
  );
  const names = fc.constantFrom(
    'shell',
    'memory_search',
    'send',
    'c',
    'b.c',
    'mail__send',
    'time',
    'builtin__shell',
    'x',
  );
  const emitted = fc.constantFrom(
    'shell',
    'builtin__shell',
    'builtin.shell',
    'builtin__time',
    'builtin.b.c',
    'memory_search',
    'web_search',
    'external_tool__fetch',
    'mail__send',
    'mail.send',
    'a__b.c',
    'c',
    'b.c',
    'time',
    'read_file',
    'x',
    'a__b__c',
    'fetch',
    'b__c',
    'mail__send_',
    'nothing',
  );
  const catalogs = fc.array(fc.tuple(ids, names), { maxLength: 12 });

  it('answer as trying every entry in catalog order would', () => {
    fc.assert(
      fc.property(catalogs, fc.array(emitted, { minLength: 20, maxLength: 40 }), (pairs, inputs) => {
        const catalog = buildCatalog(
          pairs.map(([id, name]) => def(id, name)),
          [],
        );
        // The answers an edit session keeps across its turns, as the turn lookups pass them.
        const memo = createEvaluationCache().nameAnswers;
        // Many names against one catalog, as the chain and the resolutions ask them.
        for (const input of inputs) {
          const every = catalog.filter((e) => matchEmittedName(e.definition, input));
          expect(entriesAnsweringTo(catalog, input, memo)).toEqual(every);
          const exact = [...catalog].reverse().find((e) => e.definition.name === input);
          const first = every[0];
          const resolved = exact
            ? { entry: exact, rule: 'exact_name' }
            : first
              ? { entry: first, rule: matchEmittedName(first.definition, input) }
              : null;
          expect(resolveForgiving(catalog, input, memo)).toEqual(resolved);
          expect(resolveAmong(catalog, input, every)).toEqual(resolved);
        }
        // Another catalog of some of the same definitions (as after an edit) is answered the same way.
        const kept = catalog.map((e) => e.definition).filter((_, i) => i % 2 === 0);
        const next = buildCatalog([...kept, def('mail.send', 'fetch')].reverse(), []);
        for (const input of inputs) {
          expect(entriesAnsweringTo(next, input, memo)).toEqual(
            next.filter((e) => matchEmittedName(e.definition, input)),
          );
        }
      }),
      { numRuns: 500 },
    );
  });
});
