import { describe, expect, it } from 'vitest';
import { turnOf } from '../test-support/fixtures.ts';
import { fromPlain } from './json/json-value.ts';
import {
  CALL_ARGUMENTS_ERROR,
  CALL_UNKNOWN_TARGET,
  callDirectly,
  callThroughBridge,
  newCallState,
} from './tool-call.ts';

const schema = { type: 'object', properties: { title: { type: 'string' } }, required: ['title'] };
const tool = (id: string, name: string) => ({
  capability_id: id,
  name,
  description: `${name} tool`,
  parameters: schema,
});

function callTurn(extra: Record<string, unknown> = {}) {
  const definitions = [
    tool('builtin.read_file', 'read_file'),
    tool('github.create_issue', 'github__create_issue'),
    tool('jira.create_issue', 'jira__create_issue'),
  ];
  return turnOf({ definitions, caps: { max_tools: 1 }, ...extra });
}

const args = (name: string, value: unknown) => fromPlain({ name, arguments: value });

describe(callThroughBridge, () => {
  it('answers a first failing call of an undisclosed tool with its schema, once', () => {
    const turn = callTurn();
    const state = newCallState();
    const first = callThroughBridge(turn, args('github__create_issue', '{}'), state);
    expect(first.kind).toBe('describe_first');
    const second = callThroughBridge(turn, args('github__create_issue', '{}'), state);
    expect(second).toMatchObject({ kind: 'dispatched', promoted: false, check: { valid: false } });
    expect(state.promoted).toEqual([]);
  });

  it('dispatches a disclosed tool that fails, without describe-first', () => {
    const state = newCallState(['github__create_issue']);
    expect(callThroughBridge(callTurn(), args('github__create_issue', '{}'), state).kind).toBe('dispatched');
  });

  it('promotes a deferred tool whose call passes its schema', () => {
    const state = newCallState();
    const out = callThroughBridge(callTurn(), args('github.create_issue', '{"title":"x"}'), state);
    expect(out).toMatchObject({ kind: 'dispatched', rule: 'capability_id', deferred: true, promoted: true });
    expect(state.promoted).toEqual(['github__create_issue']);
  });

  it('gives hidden and missing tools the same answer', () => {
    const turn = callTurn({ policy: { kind: 'all_except', ids: ['jira.create_issue'] } });
    const hidden = callThroughBridge(turn, args('jira__create_issue', '{"title":"x"}'), newCallState());
    const missing = callThroughBridge(turn, args('nope__tool', '{}'), newCallState());
    expect(hidden).toEqual({ kind: 'error', error: CALL_UNKNOWN_TARGET });
    expect(missing).toEqual(hidden);
  });

  it.each([[5], ['[1]'], ['not json'], [[]]])('rejects arguments %j', (value) => {
    expect(callThroughBridge(callTurn(), args('github__create_issue', value), newCallState())).toEqual({
      kind: 'error',
      error: CALL_ARGUMENTS_ERROR,
    });
  });

  it('does not promote an advertised tool', () => {
    const out = callThroughBridge(callTurn(), args('read_file', '{"title":"a"}'), newCallState());
    expect(out).toMatchObject({ kind: 'dispatched', deferred: false, promoted: false });
  });
});

describe(callDirectly, () => {
  it('skips the policy check for a deferred tool called by name', () => {
    const turn = callTurn({ policy: { kind: 'all_except', ids: ['jira.create_issue'] } });
    const out = callDirectly(turn, 'jira__create_issue', fromPlain({ title: 'x' }), newCallState());
    expect(out).toMatchObject({ kind: 'dispatched', target: { name: 'jira__create_issue' } });
  });

  it('rejects a name that is not a valid wire name', () => {
    expect(callDirectly(callTurn(), 'has.dot', fromPlain({}), newCallState())).toMatchObject({
      kind: 'error',
    });
  });
});
