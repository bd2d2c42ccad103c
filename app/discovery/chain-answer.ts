import {
  type CallOutcome,
  callDirectly,
  callThroughBridge,
  canonicalJson,
  type DescribeReport,
  describeTool,
  entriesAnsweringTo,
  matchEmittedName,
  newCallState,
  resolveAmong,
  type Turn,
} from '../../core/index.ts';
import type { CallView, ChainAnswer, DescribeView } from './discovery-protocol.ts';

/**
 * `tool_describe`, `tool_call` and a direct call of one emitted name, each on a
 * fresh turn (nothing disclosed yet), with the resolution rule that matched.
 * `argumentsText` is sent to `tool_call` as the string the model would encode.
 */
export function answerChain(turn: Turn, name: string, argumentsText: string): ChainAnswer {
  const answering = entriesAnsweringTo(turn.catalog, name, turn.cache?.nameAnswers);
  const resolved = resolveAmong(turn.catalog, name, answering);
  const matches = answering.map((entry) => ({
    name: entry.definition.name,
    rule: matchEmittedName(entry.definition, name)!,
  }));
  const state = newCallState();
  const toolCall = callThroughBridge(turn, { name, arguments: argumentsText }, state);
  // The same state: describe-first happens once per tool, so a repeat dispatches.
  const again =
    toolCall.kind === 'describe_first'
      ? callThroughBridge(turn, { name, arguments: argumentsText }, state)
      : null;
  return {
    name,
    resolved: resolved && {
      target: {
        capability_id: resolved.entry.definition.capability_id,
        name: resolved.entry.definition.name,
      },
      rule: resolved.rule,
      permitted: turn.permitted(resolved.entry),
    },
    matches,
    describe: viewDescribe(describeTool(turn, name, new Set())),
    toolCall: viewCall(toolCall),
    toolCallAfterDescribe: again && viewCall(again),
    direct: viewCall(callDirectly(turn, name, argumentsText, newCallState())),
  };
}

export function viewDescribe(report: DescribeReport): DescribeView {
  return report.ok
    ? { ok: true, output_json: canonicalJson(report.output) }
    : { ok: false, error: report.error };
}

export function viewCall(outcome: CallOutcome): CallView {
  if (outcome.kind === 'describe_first') {
    const { target, rule, check, output } = outcome;
    return {
      kind: 'describe_first',
      target,
      rule,
      errors: check.valid === false ? check.errors : [],
      output_json: canonicalJson(output),
    };
  }
  return outcome;
}
