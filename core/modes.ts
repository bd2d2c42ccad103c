import type { ModeName, ModeReport } from './report/report.ts';

/** The five disclosure modes and their three switches (DISCLOSURE.md §2). */

export const MODE_NAMES: readonly ModeName[] = ['off', 'compact', 'signatures', 'namespaces', 'bridged'];
export const DEFAULT_MODE: ModeName = 'namespaces';

interface ModeSwitches {
  includes_complete_signatures: boolean;
  includes_namespace_summaries: boolean;
  includes_profile_pins: boolean;
}

const SWITCHES: Record<ModeName, ModeSwitches> = {
  off: {
    includes_complete_signatures: false,
    includes_namespace_summaries: false,
    includes_profile_pins: false,
  },
  compact: {
    includes_complete_signatures: false,
    includes_namespace_summaries: false,
    includes_profile_pins: false,
  },
  signatures: {
    includes_complete_signatures: true,
    includes_namespace_summaries: false,
    includes_profile_pins: false,
  },
  namespaces: {
    includes_complete_signatures: true,
    includes_namespace_summaries: true,
    includes_profile_pins: false,
  },
  bridged: {
    includes_complete_signatures: true,
    includes_namespace_summaries: true,
    includes_profile_pins: true,
  },
};

export function isModeName(value: unknown): value is ModeName {
  return typeof value === 'string' && (MODE_NAMES as readonly string[]).includes(value);
}

/**
 * `REBORN_TOOL_DISCLOSURE` as upstream reads it: unset or empty means the default,
 * the five names match ASCII case-insensitively, and anything else fails closed to
 * `off`. The value is used exactly as given: no trimming.
 */
export function parseModeValue(raw: string | null): ModeName {
  if (raw === null || raw === '') return DEFAULT_MODE;
  const lowered = raw.replace(/[A-Z]/g, (c) => c.toLowerCase());
  return isModeName(lowered) ? lowered : 'off';
}

export function describeMode(resolved: ModeName, source: ModeReport['source']): ModeReport {
  return { resolved, source, decorator_enabled: resolved !== 'off', ...SWITCHES[resolved] };
}
