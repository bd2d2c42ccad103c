import { compareBytes, sortStringsByBytes } from './text/text.ts';

/** Model-facing namespaces of capability ids (DISCLOSURE.md §5). */

const CODING = new Set(['read_file', 'write_file', 'list_dir', 'glob', 'grep', 'apply_patch', 'shell']);

function builtinNamespace(local: string): string {
  if (CODING.has(local)) return 'coding';
  if (local === 'http' || local.startsWith('http.')) return 'web';
  if (local.startsWith('extension_') || local.startsWith('ironhub_')) return 'extensions';
  if (local.startsWith('skill_')) return 'skills';
  if (local.startsWith('trigger_')) return 'scheduling';
  if (
    local.startsWith('outbound_') ||
    local.startsWith('notification_') ||
    local === 'attach_workspace_file_to_reply'
  ) {
    return 'messaging';
  }
  if (local.startsWith('trace_commons.')) return 'observability';
  if (local.startsWith('admin_') || local.startsWith('operator_config_')) return 'settings';
  if (local === 'spawn_subagent') return 'agents';
  if (local === 'json') return 'data';
  return 'system';
}

export function namespaceOf(capabilityId: string): string {
  if (capabilityId.startsWith('builtin.')) return builtinNamespace(capabilityId.slice('builtin.'.length));
  if (capabilityId.startsWith('ironclaw.memory.')) return 'memory';
  if (capabilityId.startsWith('ironclaw.')) return 'system';
  const dot = capabilityId.indexOf('.');
  return dot < 0 ? capabilityId : capabilityId.slice(0, dot);
}

export interface NamespaceGroup {
  namespace: string;
  tool_names: string[];
}

/** Groups names by namespace; namespaces and names inside each in byte order. */
export function groupByNamespace(
  tools: readonly { name: string; capability_id: string }[],
): NamespaceGroup[] {
  const groups = new Map<string, string[]>();
  for (const tool of tools) {
    const ns = namespaceOf(tool.capability_id);
    const list = groups.get(ns);
    if (list) list.push(tool.name);
    else groups.set(ns, [tool.name]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => compareBytes(a, b))
    .map(([namespace, names]) => ({ namespace, tool_names: sortStringsByBytes(names) }));
}
