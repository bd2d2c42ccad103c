import { describe, expect, it } from 'vitest';
import { CALL_UNKNOWN_TARGET, DESCRIBE_UNKNOWN } from '../../core/index.ts';
import { def, loadPlain, TITLE_SCHEMA } from '../../test-support/plain-scenario.ts';
import { answerChain } from './chain-answer.ts';

const definitions = [
  def('github.create_issue', 'github__create_issue', 'Open an issue', TITLE_SCHEMA),
  def('gitlab.open_issue', 'gl_open_issue', 'Open a GitLab issue'),
  def('external_tool.lookup', 'ext_lookup', 'Look something up'),
  def('docs.export_comments', 'docs_export', 'Export comments'),
  def('ironclaw.memory.search', 'mem_search', 'Search memory'),
  def('builtin.clock', 'clock_tool', 'Tell the time'),
  def('secret.dump', 'secret__dump', 'Dump secrets'),
];
// max_tools 1 defers everything, so a dispatched tool is promoted.
const { turn } = loadPlain({
  definitions,
  mode: 'bridged',
  caps: { max_tools: 1 },
  policy: { kind: 'all_except', ids: ['secret.dump'] },
}).evaluation;

describe(answerChain, () => {
  it.each([
    ['github__create_issue', 'github__create_issue', 'exact_name'],
    ['github.create_issue', 'github__create_issue', 'capability_id'],
    ['gitlab__open_issue', 'gl_open_issue', 'encoded_capability_id'],
    ['external_tool__lookup', 'ext_lookup', 'external_tool_encoded'],
    ['builtin__export_comments', 'docs_export', 'builtin_prefix'],
    ['memory_search', 'mem_search', 'memory_core_name'],
    ['clock', 'clock_tool', 'builtin_capability_id'],
  ])('resolves %s to %s by the %s rule', (emitted, target, rule) => {
    const answer = answerChain(turn, emitted, '{}');
    expect(answer.resolved).toMatchObject({ target: { name: target }, rule, permitted: true });
    expect(answer.matches).toContainEqual({ name: target, rule });
  });

  it('gives a hidden tool exactly the answers a missing one gets', () => {
    const hidden = answerChain(turn, 'secret__dump', '{}');
    const missing = answerChain(turn, 'no_such_tool', '{}');
    expect(hidden.resolved).toMatchObject({ permitted: false });
    for (const answer of [hidden, missing]) {
      expect(answer.toolCall).toEqual({ kind: 'error', error: CALL_UNKNOWN_TARGET });
      expect(answer.describe).toEqual({ ok: false, error: DESCRIBE_UNKNOWN });
    }
  });

  it('answers failing arguments with the schema first, then dispatches the repeat unpromoted', () => {
    const answer = answerChain(turn, 'github__create_issue', '{}');
    expect(answer.toolCall).toMatchObject({ kind: 'describe_first', rule: 'exact_name' });
    if (answer.toolCall.kind !== 'describe_first') return;
    expect(answer.toolCall.errors).toEqual(["arguments must have required property 'title'"]);
    expect(answer.toolCall.output_json).toContain('"required":["title"]');
    expect(answer.toolCallAfterDescribe).toMatchObject({
      kind: 'dispatched',
      promoted: false,
      check: { valid: false },
    });
  });

  it('dispatches and promotes a deferred tool whose arguments pass', () => {
    const answer = answerChain(turn, 'github.create_issue', '{"title":"Crash on start"}');
    expect(answer.toolCall).toMatchObject({ kind: 'dispatched', deferred: true, promoted: true });
    expect(answer.toolCallAfterDescribe).toBeNull();
    // tool_describe takes the exact name or the encoded id; the other forgiving forms are call-only (§11).
    expect(answer.describe).toMatchObject({ ok: true });
    expect(answerChain(turn, 'builtin__export_comments', '{}').describe).toEqual({
      ok: false,
      error: DESCRIBE_UNKNOWN,
    });
  });

  it('rejects arguments that are not a JSON object encoded as a string', () => {
    expect(answerChain(turn, 'github__create_issue', '[1]').toolCall).toEqual({
      kind: 'error',
      error: 'tool_call arguments must be a JSON object encoded as a string',
    });
  });
});
