import { describe, expect, it } from 'vitest';
import { checkArguments } from './argument-validation.ts';
import { parseJson } from './json/json-parse.ts';
import { fromPlain } from './json/json-value.ts';

const check = (schema: unknown, args: unknown) => checkArguments(fromPlain(schema), fromPlain(args));

describe(checkArguments, () => {
  const schema = {
    type: 'object',
    properties: {
      title: { type: 'string', minLength: 2 },
      limit: { type: 'integer', minimum: 1, maximum: 100 },
      state: { enum: ['open', 'closed'] },
      tags: { type: 'array', items: { type: 'string' }, maxItems: 2 },
      'a/b': { type: 'boolean' },
    },
    required: ['title'],
    additionalProperties: false,
  };

  it('accepts arguments the schema allows', () => {
    expect(check(schema, { title: 'Bug', limit: 3, state: 'open', tags: ['x'] })).toEqual({ valid: true });
  });

  it('names every failure with its place, in the wording tool authors know', () => {
    expect(check(schema, { limit: 0.5, state: 'done', tags: ['a', 2, 'c'], 'a/b': 1, extra: true })).toEqual({
      valid: false,
      errors: [
        "arguments must have required property 'title'",
        'arguments/limit must be integer',
        'arguments/limit must be >= 1',
        'arguments/state must be equal to one of the allowed values',
        'arguments/tags must NOT have more than 2 items',
        'arguments/tags/1 must be string',
        'arguments/a~1b must be boolean',
        'arguments must NOT have additional properties',
      ],
    });
  });

  it('compares numbers by value, whatever their spelling', () => {
    const parsed = parseJson('{"title": "ok", "limit": 1.0}');
    if (!parsed.ok) throw new Error(parsed.error);
    expect(checkArguments(fromPlain(schema), parsed.value)).toEqual({ valid: true });
  });

  it('does not enforce formats', () => {
    expect(check({ type: 'string', format: 'email' }, 'not an address')).toEqual({ valid: true });
  });

  it('follows local references', () => {
    const withRef = { $defs: { id: { type: 'string' } }, properties: { id: { $ref: '#/$defs/id' } } };
    expect(check(withRef, { id: 7 })).toEqual({ valid: false, errors: ['arguments/id must be string'] });
  });

  it('reports a schema it cannot use instead of throwing', () => {
    const result = check({ properties: { id: { $ref: 'https://example.invalid/schema.json' } } }, { id: 1 });
    expect(result.valid).toBeNull();
    expect(result.valid === null && result.schemaError).toMatch(/\$ref|Unresolved/i);
  });

  it('treats boolean schemas as all or nothing', () => {
    expect(check(true, { anything: 1 })).toEqual({ valid: true });
    expect(check(false, {})).toEqual({ valid: false, errors: ['the schema accepts nothing'] });
  });
});
