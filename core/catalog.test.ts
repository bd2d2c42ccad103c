import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadTemplates } from '../cli/templates.ts';
import {
  BRIDGE_IDS,
  BRIDGE_NAMES,
  buildCatalog,
  CORE_NAMES,
  findCoreRule,
  isBridgeDefinition,
  matchCoreName,
} from './catalog.ts';
import { evaluateScenario } from './evaluate.ts';
import { fromPlain } from './json/json-value.ts';
import type { CoreRule, ToolDefinition } from './report/report.ts';

function def(capability_id: string, name: string, description = ''): ToolDefinition {
  return { capability_id, name, description, parameters: fromPlain({ type: 'object' }), verified: false };
}

describe(findCoreRule, () => {
  it.each<[string, string, CoreRule | null, string | null]>([
    // The name is a core name.
    ['x.y', 'read_file', 'core_name', 'read_file'],
    ['acme.thing', 'time', 'core_name', 'time'],
    // The id is builtin.<core name>, whatever the wire name.
    ['builtin.grep', 'builtin__grep', 'builtin_id', 'grep'],
    ['builtin.apply_patch', 'patcher', 'builtin_id', 'apply_patch'],
    // Memory ids keep their legacy core aliases.
    ['ironclaw.memory.search', 'mem_s', 'memory_alias', 'memory_search'],
    ['ironclaw.memory.read', 'mem_r', 'memory_alias', 'memory_read'],
    ['ironclaw.memory.write', 'mem_w', 'memory_alias', 'memory_write'],
    ['ironclaw.memory.tree', 'mem_t', 'memory_alias', 'memory_tree'],
    // web-access.search is web_search; web-access.get_content would be web_fetch, which is no core name.
    ['web-access.search', 'ws', 'web_access_alias', 'web_search'],
    ['web-access.get_content', 'fetch_page', null, null],
    // Any id ending in .<core name> is core.
    ['github.time', 'github__time', 'id_suffix', 'time'],
    ['deep.nested.shell', 'nested_shell', 'id_suffix', 'shell'],
    ['x.memory_search', 'xm', 'id_suffix', 'memory_search'],
    // A suffix must be a whole segment tail after a dot.
    ['x.times', 'x__times', null, null],
    ['x.timer', 'x__timer', null, null],
    ['x.mytime', 'x__mytime', null, null],
    ['builtin.json', 'builtin__json', null, null],
    // Names are compared exactly (case-sensitive).
    ['x.y', 'Read_File', null, null],
    // A memory id that is not one of the four is not aliased.
    ['ironclaw.memory.delete', 'mem_d', null, null],
  ])('%s / %s → %s (%s)', (id, name, rule, coreName) => {
    const found = findCoreRule(def(id, name));
    expect(found).toEqual(rule === null ? null : { rule, coreName });
  });

  it('finds what trying every core name in order finds', () => {
    // findCoreRule tries only the names that can match; that holds while no core name has a dot.
    expect(CORE_NAMES.filter((c) => c.includes('.'))).toEqual([]);
    const everyName = (d: ToolDefinition) => {
      for (const c of CORE_NAMES) {
        const rule = matchCoreName(d, c);
        if (rule) return { rule, coreName: c };
      }
      return null;
    };
    const part = fc.oneof(
      fc.constantFrom(...CORE_NAMES, 'builtin', 'ironclaw', 'memory', 'web-access'),
      fc.string(),
    );
    const id = fc.oneof(
      fc.array(part, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('.')),
      fc.constantFrom(
        'ironclaw.memory.search',
        'web-access.search',
        'web-access.get_content',
        'builtin.time',
      ),
    );
    fc.assert(
      fc.property(id, part, (capabilityId, name) => {
        const d = def(capabilityId, name);
        expect(findCoreRule(d)).toEqual(everyName(d));
      }),
      { numRuns: 2000 },
    );
  });
});

describe(matchCoreName, () => {
  it('tries the rules for one given core name only', () => {
    expect(matchCoreName(def('web-access.get_content', 'fetch_page'), 'web_fetch')).toBe('web_access_alias');
    expect(matchCoreName(def('web-access.search', 'ws'), 'web_fetch')).toBeNull();
    expect(matchCoreName(def('ironclaw.memory.read', 'm'), 'memory_search')).toBeNull();
    expect(matchCoreName(def('a.export_comments', 'e'), 'export_comments')).toBe('id_suffix');
  });

  it('has the 27 core names of DISCLOSURE.md §4', () => {
    expect(CORE_NAMES).toHaveLength(27);
    expect(new Set(CORE_NAMES).size).toBe(27);
  });
});

describe(isBridgeDefinition, () => {
  it.each([
    ['x.search', 'tool_search', true],
    ['x.describe', 'tool_describe', true],
    ['x.call', 'tool_call', true],
    ['ironclaw.tool_search', 'my_search', true],
    ['ironclaw.tool_describe', 'my_describe', true],
    ['ironclaw.tool_call', 'my_call', true],
    ['builtin.tool_search', 'builtin__tool_search', false],
    ['x.y', 'Tool_Search', false],
  ])('%s / %s → %s', (id, name, bridge) => {
    expect(isBridgeDefinition({ capability_id: id, name })).toBe(bridge);
  });

  it('lists the three bridges', () => {
    expect(BRIDGE_NAMES).toEqual(['tool_search', 'tool_describe', 'tool_call']);
    expect(BRIDGE_IDS).toEqual(['ironclaw.tool_search', 'ironclaw.tool_describe', 'ironclaw.tool_call']);
  });
});

describe(buildCatalog, () => {
  it('leaves out bridges by name and by capability id, and keeps the rest', () => {
    const catalog = buildCatalog(
      [def('x.search', 'tool_search'), def('ironclaw.tool_call', 'caller'), def('a.b', 'kept')],
      [],
    );
    expect(catalog.map((e) => e.definition.name)).toEqual(['kept']);
  });

  it('tiers pinned ids core, after the core-name rules', () => {
    const catalog = buildCatalog(
      [def('svc.pinned', 'pinned'), def('svc.other', 'other'), def('svc.time', 't')],
      ['svc.pinned', 'svc.time'],
    );
    expect(catalog.map((e) => [e.definition.name, e.tier, e.coreRule])).toEqual([
      ['other', 'discoverable', null],
      ['pinned', 'core', 'profile_pin'],
      ['t', 'core', 'id_suffix'],
    ]);
  });

  it('sorts by name in byte order, keeping duplicates in surface order', () => {
    const catalog = buildCatalog(
      [
        def('a.one', 'b'),
        def('a.dup1', 'dup'),
        def('a.two', 'B'),
        def('a.dup2', 'dup'),
        def('a.three', '_x'),
        def('a.four', '-x'),
        def('a.five', '9'),
        def('a.dup3', 'dup'),
      ],
      [],
    );
    expect(catalog.map((e) => [e.definition.name, e.definition.capability_id])).toEqual([
      ['-x', 'a.four'],
      ['9', 'a.five'],
      ['B', 'a.two'],
      ['_x', 'a.three'],
      ['b', 'a.one'],
      ['dup', 'a.dup1'],
      ['dup', 'a.dup2'],
      ['dup', 'a.dup3'],
    ]);
  });
});

describe('profile pins in the evaluated catalog', () => {
  const templates = loadTemplates();
  const tiers = (mode: string) => {
    const result = evaluateScenario(
      fromPlain({
        mode,
        pins: ['svc.pinned'],
        definitions: [
          { capability_id: 'svc.pinned', name: 'pinned', description: '', parameters: {} },
          { capability_id: 'svc.plain', name: 'plain', description: '', parameters: {} },
        ],
      }),
      templates,
    );
    if (!result.ok) throw new Error(result.error);
    return [result.report.effective_pins, result.report.catalog.map((e) => e.tier)];
  };

  it.each([
    ['bridged', ['svc.pinned'], ['core', 'discoverable']],
    ['namespaces', [], ['discoverable', 'discoverable']],
    ['signatures', [], ['discoverable', 'discoverable']],
    ['compact', [], ['discoverable', 'discoverable']],
    ['off', [], ['discoverable', 'discoverable']],
  ])('in %s mode the effective pins are %j', (mode, pins, tierList) => {
    expect(tiers(mode)).toEqual([pins, tierList]);
  });
});
