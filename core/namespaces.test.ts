import { describe, expect, it } from 'vitest';
import { groupByNamespace, namespaceOf } from './namespaces.ts';

describe(namespaceOf, () => {
  it.each([
    // builtin.<local>, one case per row of DISCLOSURE.md §5, in the order checked.
    ['builtin.read_file', 'coding'],
    ['builtin.write_file', 'coding'],
    ['builtin.list_dir', 'coding'],
    ['builtin.glob', 'coding'],
    ['builtin.grep', 'coding'],
    ['builtin.apply_patch', 'coding'],
    ['builtin.shell', 'coding'],
    ['builtin.http', 'web'],
    ['builtin.http.get', 'web'],
    ['builtin.extension_install', 'extensions'],
    ['builtin.ironhub_search', 'extensions'],
    ['builtin.skill_list', 'skills'],
    ['builtin.trigger_create', 'scheduling'],
    ['builtin.outbound_deliver', 'messaging'],
    ['builtin.notification_send', 'messaging'],
    ['builtin.attach_workspace_file_to_reply', 'messaging'],
    ['builtin.trace_commons.export', 'observability'],
    ['builtin.admin_users', 'settings'],
    ['builtin.operator_config_get', 'settings'],
    ['builtin.spawn_subagent', 'agents'],
    ['builtin.json', 'data'],
    ['builtin.time', 'system'],
    // Near misses fall through to system.
    ['builtin.httpx', 'system'],
    ['builtin.http_get', 'system'],
    ['builtin.json.parse', 'system'],
    ['builtin.trace_commons', 'system'],
    ['builtin.shell.exec', 'system'],
    ['builtin.skill', 'system'],
    ['builtin.attach_workspace_file', 'system'],
    ['builtin.spawn_subagent.x', 'system'],
    // ironclaw.*
    ['ironclaw.memory.search', 'memory'],
    ['ironclaw.memory.anything', 'memory'],
    ['ironclaw.tool_search', 'system'],
    ['ironclaw.memory', 'system'],
    ['ironclaw.memoryx.a', 'system'],
    // Anything else: the first segment.
    ['github.list_issues', 'github'],
    ['google-calendar.list_events', 'google-calendar'],
    ['a.b.c', 'a'],
    ['builtins.read_file', 'builtins'],
    ['external_tool.foo', 'external_tool'],
  ])('%s → %s', (id, namespace) => {
    expect(namespaceOf(id)).toBe(namespace);
  });
});

describe(groupByNamespace, () => {
  it('groups by namespace, namespaces and names in byte order', () => {
    const groups = groupByNamespace([
      { capability_id: 'zeta.b', name: 'zeta_b' },
      { capability_id: 'builtin.grep', name: 'grep2' },
      { capability_id: 'zeta.a', name: 'Zeta_a' },
      { capability_id: 'alpha.x', name: 'alpha_x' },
      { capability_id: 'builtin.shell', name: 'grep10' },
      { capability_id: 'zeta.c', name: '_zeta' },
    ]);
    expect(groups).toEqual([
      { namespace: 'alpha', tool_names: ['alpha_x'] },
      { namespace: 'coding', tool_names: ['grep10', 'grep2'] },
      { namespace: 'zeta', tool_names: ['Zeta_a', '_zeta', 'zeta_b'] },
    ]);
  });

  it('orders namespace names by bytes ("a-b" < "a0" < "a_" < "ab")', () => {
    const groups = groupByNamespace(
      ['ab', 'a_', 'a0', 'a-b'].map((ns) => ({ capability_id: `${ns}.t`, name: `${ns}t` })),
    );
    expect(groups.map((g) => g.namespace)).toEqual(['a-b', 'a0', 'a_', 'ab']);
  });

  it('is empty for no tools', () => {
    expect(groupByNamespace([])).toEqual([]);
  });
});
