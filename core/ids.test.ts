import { describe, expect, it } from 'vitest';
import { encodeCapabilityId, validateCapabilityId, validateProviderName } from './ids.ts';

const SHAPE = "must be '<extension>.<capability>[.<sub>...]'";
const EMPTY_SEGMENT = 'empty dot segments are not allowed';
const SEGMENT_TOO_LONG = 'must be at most 128 bytes';
const SEGMENT_START = 'must start with lowercase ASCII letter or digit';
const SEGMENT_CHARS = "only lowercase ASCII letters, digits, '_', '-', and '.' are allowed";

describe(validateCapabilityId, () => {
  it.each([
    'a.b',
    'github.list_issues',
    'google-calendar.list_events',
    '0.9',
    'a.b.c.d',
    'ext.a-b_c0',
    `${'a'.repeat(128)}.${'b'.repeat(128)}`,
  ])('accepts %j', (id) => {
    expect(validateCapabilityId(id)).toBeNull();
  });

  it.each([
    // [input, quoted value, reason]: the whole id for the first two reasons, the segment after that.
    ['', '', SHAPE],
    ['nodot', 'nodot', SHAPE],
    ['a..b', 'a..b', EMPTY_SEGMENT],
    ['.a', '.a', EMPTY_SEGMENT],
    ['a.', 'a.', EMPTY_SEGMENT],
    ['.', '.', EMPTY_SEGMENT],
    // Empty segments are reported before any per-segment fault elsewhere in the id.
    ['BAD..b', 'BAD..b', EMPTY_SEGMENT],
    [`a.${'b'.repeat(129)}`, 'b'.repeat(129), SEGMENT_TOO_LONG],
    // Length is in bytes: 65 × 'é' is 130 bytes but only 65 characters.
    [`a.${'é'.repeat(65)}`, 'é'.repeat(65), SEGMENT_TOO_LONG],
    // Length is checked before the first byte.
    [`a.${'B'.repeat(129)}`, 'B'.repeat(129), SEGMENT_TOO_LONG],
    [`a.${'é'.repeat(64)}`, 'é'.repeat(64), SEGMENT_START],
    ['Bad.Id', 'Bad', SEGMENT_START],
    ['a._b', '_b', SEGMENT_START],
    ['a.-b', '-b', SEGMENT_START],
    ['a.bC', 'bC', SEGMENT_CHARS],
    ['a.b c', 'b c', SEGMENT_CHARS],
    ['a.bé', 'bé', SEGMENT_CHARS],
    ['a.b/c', 'b/c', SEGMENT_CHARS],
    // Segments are checked one after the other: the first faulty segment is named.
    ['ab!.Cd', 'ab!', SEGMENT_CHARS],
    ['ok.Cd.e!', 'Cd', SEGMENT_START],
  ])('rejects %j quoting %j', (id, quoted, reason) => {
    expect(validateCapabilityId(id)).toBe(`invalid capability id '${quoted}': ${reason}`);
  });
});

describe(validateProviderName, () => {
  it.each(['a', 'A-z_09', 'github__list_issues', 'x'.repeat(64), '__proto__', '-', '_'])(
    'accepts %j',
    (name) => {
      expect(validateProviderName(name)).toBeNull();
    },
  );

  it.each([
    ['', 'must not be empty'],
    ['x'.repeat(65), 'must be at most 64 bytes'],
    // Bytes before the character set: 33 × 'é' is 66 bytes (33 characters).
    ['é'.repeat(33), 'must be at most 64 bytes'],
    ['é'.repeat(32), "only ASCII letters, digits, '_', and '-' are allowed"],
    ['a b', "only ASCII letters, digits, '_', and '-' are allowed"],
    ['svc.do_thing', "only ASCII letters, digits, '_', and '-' are allowed"],
    ['tool\n', "only ASCII letters, digits, '_', and '-' are allowed"],
  ])('rejects %j: %s', (name, reason) => {
    expect(validateProviderName(name)).toBe(`invalid provider_tool_name id '${name}': ${reason}`);
  });
});

describe(encodeCapabilityId, () => {
  it.each([
    ['google-calendar.list_events', 'google-calendar__list_events'],
    ['builtin.time', 'builtin__time'],
    ['a.b.c', 'a__b__c'],
    ['ironclaw.memory.search', 'ironclaw__memory__search'],
    ['external_tool.foo', 'foo'],
    // The rest is kept as it is, dots included.
    ['external_tool.foo.bar', 'foo.bar'],
    ['external_tool.a__b', 'a__b'],
    // Only the exact prefix counts.
    ['external_tools.foo', 'external_tools__foo'],
    ['x.external_tool.foo', 'x__external_tool__foo'],
  ])('encodes %j as %j', (id, wire) => {
    expect(encodeCapabilityId(id)).toBe(wire);
  });
});
