/**
 * The caller's policy narrows visibility only (DISCLOSURE.md §9): allow every id,
 * only a set, or all but a set.
 */
export const POLICY_KINDS = ['allow_all', 'allow_only', 'all_except'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export type Policy =
  | { kind: 'allow_all' }
  | { kind: 'allow_only'; ids: ReadonlySet<string> }
  | { kind: 'all_except'; ids: ReadonlySet<string> };

export function allowAll(): Policy {
  return { kind: 'allow_all' };
}

export function permits(policy: Policy, capabilityId: string): boolean {
  switch (policy.kind) {
    case 'allow_all':
      return true;
    case 'allow_only':
      return policy.ids.has(capabilityId);
    case 'all_except':
      return !policy.ids.has(capabilityId);
  }
}
