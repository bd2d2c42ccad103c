/**
 * The scenario format (SCENARIO.md) as a JSON Schema, for the editor's markers
 * and completions. Id and name rules are left to the core, whose messages are
 * exact (DISCLOSURE.md §1) and are shown as markers of their own.
 */
import { MODE_NAMES, PLAYGROUND_KEY, POLICY_KINDS, U32_MAX } from '../../core/index.ts';

const idList = { type: 'array', items: { type: 'string' } };
const count = (max?: number) => ({ type: ['integer', 'null'], minimum: 0, ...(max ? { maximum: max } : {}) });

export const SCENARIO_SCHEMA = {
  type: 'object',
  required: ['definitions'],
  properties: {
    name: { type: 'string', description: 'Free text for people; ignored by the core.' },
    notes: { type: 'string', description: 'Free text for people; ignored by the core.' },
    definitions: {
      type: 'array',
      description: "Tool definitions in the runtime's order.",
      items: {
        type: 'object',
        required: ['capability_id', 'name', 'description', 'parameters'],
        properties: {
          capability_id: { type: 'string', description: "'<extension>.<capability>[.<sub>...]', lowercase." },
          name: { type: 'string', description: 'Provider wire name: 1–64 ASCII letters, digits, _ or -.' },
          description: { type: 'string' },
          parameters: { description: 'Any JSON value, normally a JSON Schema object.' },
          verified: {
            type: ['boolean', 'null'],
            description: 'The description comes from a verified catalog.',
          },
        },
      },
    },
    surface_ids: {
      oneOf: [idList, { type: 'null' }],
      description: 'The inner visible surface; null = every valid definition.',
    },
    pins: { ...idList, description: 'Profile pins (capability ids); honoured only in bridged mode.' },
    policy: {
      oneOf: [
        { type: 'null' },
        { type: 'object', required: ['kind'], properties: { kind: { const: 'allow_all' } } },
        {
          type: 'object',
          required: ['kind', 'ids'],
          properties: { kind: { enum: POLICY_KINDS.filter((k) => k !== 'allow_all') }, ids: idList },
        },
      ],
    },
    mode: { enum: [...MODE_NAMES, null] },
    mode_raw: {
      type: ['string', 'null'],
      description: 'A raw REBORN_TOOL_DISCLOSURE value; wins over mode when present.',
    },
    caps: {
      type: ['object', 'null'],
      properties: { max_tokens: count(U32_MAX), max_tools: count(), ctx_limit: count(U32_MAX) },
    },
    promoted: {
      type: 'array',
      items: { type: 'string' },
      description: 'Tools promoted in earlier turns, in order.',
    },
    queries: {
      type: 'array',
      description: 'Raw arguments of tool_search calls, e.g. {"query": "send email", "limit": 10}.',
      // Any value may stand here (it exercises the errors); in an object, `expect` is the playground's own.
      items: {
        properties: {
          expect: {
            type: 'array',
            items: { type: 'string', minLength: 1 },
            description: 'Tools this query should return (the Findability view and expected_tool_missed).',
          },
        },
      },
    },
    resolve: {
      type: 'array',
      description: 'Names the model might emit, resolved every way the agent would.',
    },
    debug: { type: 'boolean' },
    [PLAYGROUND_KEY]: {
      type: 'object',
      description: "The playground's own settings; the core ignores this key.",
      properties: {
        surface: { enum: ['production', 'unfiltered'] },
        prompt_cache: {
          type: 'object',
          description: 'What the prompt-cache figures assume.',
          properties: {
            conversation_tokens_per_turn: { type: 'integer', minimum: 0 },
            anthropic_model: { type: 'string' },
          },
        },
      },
    },
  },
} as const;
