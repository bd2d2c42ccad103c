import { describe, expect, it } from 'vitest';
import { fromPlain } from '../json/json-value.ts';
import { OPENAI_STRICT_MAX_NESTING, strictModeProblem } from './openai-strict.ts';

const ok = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});
const problem = (schema: unknown) => strictModeProblem(fromPlain(schema));

describe(strictModeProblem, () => {
  it('takes a schema that keeps every rule as it is', () => {
    expect(
      problem(ok({ q: { type: 'string', pattern: '^a' }, n: { type: ['integer', 'null'] } })),
    ).toBeNull();
    expect(problem(ok({ items: { type: 'array', items: ok({ id: { type: 'string' } }) } }))).toBeNull();
    expect(problem(ok({ v: { anyOf: [{ type: 'string' }, ok({})] } }))).toBeNull();
  });

  it('names the first rule a schema breaks', () => {
    expect(problem({ anyOf: [ok({})] })).toBe('the root is not "type": "object"');
    expect(problem({ ...ok({}), anyOf: [] })).toBe('the root uses anyOf');
    expect(problem({ type: 'object', properties: {} })).toBe(
      'the root does not set "additionalProperties": false',
    );
    expect(problem({ ...ok({ a: { type: 'string' } }), required: [] })).toBe(
      'property "a" of the root is not in required',
    );
    expect(problem(ok({ a: { type: 'string', minLength: 1 } }))).toBe(
      '/properties/a uses minLength, which strict mode does not support',
    );
    expect(problem({ ...ok({}), $schema: 'x' })).toBe(
      'the root uses $schema, which strict mode does not support',
    );
    expect(problem(ok({ a: { type: 'object', properties: {} } }))).toBe(
      '/properties/a does not set "additionalProperties": false',
    );
    let deep: unknown = ok({});
    for (let i = 0; i < OPENAI_STRICT_MAX_NESTING; i++) deep = ok({ d: deep });
    expect(problem(deep)).toMatch(/nests objects past 5 levels/);
  });
});
