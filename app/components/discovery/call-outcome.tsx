import type { CallView, DescribeView } from '../../discovery/discovery-protocol.ts';
import { BADGE_OK, BADGE_WARN } from './discovery-styles.ts';
import { ModelError, ModelOutput } from './model-output.tsx';

/** Resolution rules in words (DISCLOSURE.md §11, forgiving name resolution). */
export const RULE_LABELS: Record<string, string> = {
  exact_name: 'exact wire name',
  capability_id: 'capability id (dotted)',
  encoded_capability_id: 'encoded capability id',
  external_tool_encoded: 'external_tool__ form of an external_tool. id',
  builtin_prefix: 'builtin__ / builtin. prefix, rest matched as a core name',
  memory_core_name: 'bare memory core name',
  builtin_capability_id: 'builtin.<name> capability id',
};

/** What a `tool_call` or direct call came to: an error, the schema first, or a dispatch (and a promotion). */
export function CallOutcome({ label, call }: { label: string; call: CallView }) {
  if (call.kind === 'error') return <ModelError label={label} error={call.error} />;
  const target = (
    <>
      <span className="font-mono">{call.target.name}</span> by the rule{' '}
      <strong>{RULE_LABELS[call.rule] ?? call.rule}</strong>
    </>
  );
  if (call.kind === 'describe_first') {
    return (
      <div className="flex flex-col gap-1" data-testid="call-outcome">
        <p className="text-xs">
          <span className={BADGE_WARN}>describe-first</span> {label}: resolved to {target}; the arguments fail
          its schema and it was not disclosed this turn, so the model is shown the schema instead of a
          dispatch.
        </p>
        <ul className="list-disc pl-5 text-xs">
          {call.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
        <ModelOutput label={`${label} result (the schema)`} json={call.output_json} />
      </div>
    );
  }
  const { check } = call;
  return (
    <p className="text-xs" data-testid="call-outcome">
      <span className={BADGE_OK}>dispatched</span> {label}: resolved to {target};{' '}
      {check.valid === true
        ? 'the arguments pass its schema'
        : check.valid === false
          ? `the arguments fail its schema (${check.errors.join('; ')}), so the tool itself rejects them`
          : `its schema could not be compiled (${check.schemaError})`}
      .{' '}
      {call.promoted
        ? 'It was deferred, so it is promoted: advertised directly from the next turn.'
        : call.deferred
          ? 'It is deferred but not promoted, since the call would not run.'
          : 'It is already advertised this turn.'}
    </p>
  );
}

export function DescribeOutcome({ describe }: { describe: DescribeView }) {
  return describe.ok ? (
    <ModelOutput label="tool_describe result" json={describe.output_json} />
  ) : (
    <ModelError label="tool_describe result" error={describe.error} />
  );
}
