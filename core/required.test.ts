import { describe, expect, it } from 'vitest';
import { fromPlain } from './json/json-value.ts';
import { requiredParameters } from './required.ts';

describe(requiredParameters, () => {
  it.each([
    ['no schema', null, []],
    ['a schema that is not an object', ['a'], []],
    ['the root', { required: ['b', 'a'] }, ['a', 'b']],
    ['duplicates once', { required: ['a', 'a'], allOf: [{ required: ['a'] }] }, ['a']],
    [
      'allOf branches, recursively',
      { required: ['z'], allOf: [{ required: ['y'], allOf: [{ required: ['x'] }] }] },
      ['x', 'y', 'z'],
    ],
    ['not oneOf or anyOf', { oneOf: [{ required: ['o'] }], anyOf: [{ required: ['n'] }] }, []],
    ['not nested properties', { properties: { a: { required: ['inner'] } } }, []],
    ['not an allOf inside oneOf', { oneOf: [{ allOf: [{ required: ['deep'] }] }] }, []],
    ['only strings', { required: ['a', 1, null] }, ['a']],
    ['required that is not an array', { required: 'a' }, []],
    // Byte order: "10" before "2", uppercase before lowercase.
    ['in byte order', { required: ['b', 'B', '2', '10', '_'] }, ['10', '2', 'B', '_', 'b']],
  ])('%s', (_, schema, required) => {
    expect(requiredParameters(fromPlain(schema))).toEqual(required);
  });
});
