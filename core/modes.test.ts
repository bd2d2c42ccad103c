import { describe, expect, it } from 'vitest';
import { DEFAULT_MODE, describeMode, isModeName, MODE_NAMES, parseModeValue } from './modes.ts';
import type { ModeName } from './report/report.ts';

describe(parseModeValue, () => {
  it.each<[string | null, ModeName]>([
    [null, 'namespaces'],
    ['', 'namespaces'],
    ['off', 'off'],
    ['compact', 'compact'],
    ['signatures', 'signatures'],
    ['namespaces', 'namespaces'],
    ['bridged', 'bridged'],
    ['Off', 'off'],
    ['OFF', 'off'],
    ['BRIDGED', 'bridged'],
    ['SiGnAtUrEs', 'signatures'],
    ['Compact', 'compact'],
    ['NAMESPACES', 'namespaces'],
    // Not trimmed: anything else fails closed to off.
    ['bridged\n', 'off'],
    [' bridged', 'off'],
    ['bridged ', 'off'],
    ['\tnamespaces', 'off'],
    [' ', 'off'],
    ['on', 'off'],
    ['true', 'off'],
    ['namespace', 'off'],
    ['bridged,compact', 'off'],
    // ASCII case folding only: a dotless ı or the Kelvin sign K are not letters of a mode name.
    ['sıgnatures', 'off'],
    ['\u212aompact', 'off'],
    ['ＯＦＦ', 'off'],
  ])('parses %j as %s', (raw, mode) => {
    expect(parseModeValue(raw)).toBe(mode);
  });

  it('defaults to namespaces', () => {
    expect(DEFAULT_MODE).toBe('namespaces');
  });
});

describe(isModeName, () => {
  it('knows exactly the five lowercase names', () => {
    expect(MODE_NAMES).toEqual(['off', 'compact', 'signatures', 'namespaces', 'bridged']);
    expect(isModeName('Off')).toBe(false);
    expect(isModeName(null)).toBe(false);
    expect(isModeName('bridged')).toBe(true);
  });
});

describe(describeMode, () => {
  it.each<[ModeName, boolean, boolean, boolean, boolean]>([
    ['off', false, false, false, false],
    ['compact', true, false, false, false],
    ['signatures', true, true, false, false],
    ['namespaces', true, true, true, false],
    ['bridged', true, true, true, true],
  ])('%s: decorator %s, signatures %s, namespaces %s, pins %s', (mode, decorator, sigs, summaries, pins) => {
    expect(describeMode(mode, 'mode')).toEqual({
      resolved: mode,
      source: 'mode',
      decorator_enabled: decorator,
      includes_complete_signatures: sigs,
      includes_namespace_summaries: summaries,
      includes_profile_pins: pins,
    });
  });
});
