import { useId } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useDiscovery } from '../../hooks/use-discovery.ts';
import { usePlayground } from '../../state/store.ts';
import { HINT, TEXT_INPUT } from '../control-styles.ts';
import { AnswerStatus } from './answer-status.tsx';
import { CallOutcome, DescribeOutcome, RULE_LABELS } from './call-outcome.tsx';
import { HEADING } from './discovery-styles.ts';

/**
 * `tool_describe`, `tool_call` and a direct call of any name the model might
 * emit, each as the first call of a turn: which rule resolved it, or the exact
 * error (the same for a hidden tool as for a missing one).
 */
export function ChainPanel() {
  const s = usePlayground(
    useShallow((st) => ({
      name: st.chainName,
      args: st.chainArguments,
      setName: st.setChainName,
      setArgs: st.setChainArguments,
    })),
  );
  const nameId = useId();
  const argsId = useId();
  const snapshot = useDiscovery(
    'chain',
    s.name === '' ? null : { kind: 'chain', name: s.name, argumentsText: s.args },
  );
  const answer = s.name === '' ? null : snapshot.good;
  return (
    <div className="flex flex-col gap-2">
      <ChainInputs {...s} nameId={nameId} argsId={argsId} />
      {s.name === '' ? (
        <p className={HINT}>
          Type a name as the model might emit it: bare, dotted capability id, __-encoded or builtin. form.
        </p>
      ) : (
        <AnswerStatus snapshot={snapshot} />
      )}
      {answer ? (
        <>
          <section aria-label="Resolution">
            <h3 className={HEADING}>Resolution</h3>
            {answer.resolved ? (
              <p className="text-xs">
                Resolves to <span className="font-mono">{answer.resolved.target.name}</span> (
                <span className="font-mono">{answer.resolved.target.capability_id}</span>) by the rule{' '}
                <strong data-testid="resolution-rule">{RULE_LABELS[answer.resolved.rule]}</strong>
                {answer.resolved.permitted
                  ? '.'
                  : ', but the policy does not permit it: tool_call answers as for a missing tool.'}
              </p>
            ) : (
              <p className="text-xs">No catalog definition answers to this name.</p>
            )}
            {answer.matches.length > 1 ? (
              <ul className={`${HINT} list-disc pl-5`}>
                {answer.matches.map((m) => (
                  <li key={m.name}>
                    also matches <span className="font-mono">{m.name}</span> ({RULE_LABELS[m.rule]}); the
                    first in catalog order wins, an exact name over all
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          <DescribeOutcome describe={answer.describe} />
          <CallOutcome label="tool_call" call={answer.toolCall} />
          {answer.toolCallAfterDescribe ? (
            <CallOutcome label="the same tool_call again" call={answer.toolCallAfterDescribe} />
          ) : null}
          <CallOutcome label="direct call" call={answer.direct} />
        </>
      ) : null}
    </div>
  );
}

interface ChainInputsProps {
  name: string;
  args: string;
  setName: (v: string) => void;
  setArgs: (v: string) => void;
  nameId: string;
  argsId: string;
  /** tool_describe takes a name only. */
  withArguments?: boolean;
}

/** The name and arguments the model emits; shared with the turns panel through the store. */
export function ChainInputs({
  name,
  args,
  setName,
  setArgs,
  nameId,
  argsId,
  withArguments = true,
}: ChainInputsProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={nameId} className="text-xs font-medium">
        Tool name
      </label>
      <input
        id={nameId}
        type="text"
        className={TEXT_INPUT}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      {withArguments ? (
        <>
          <label htmlFor={argsId} className="text-xs font-medium">
            Call arguments (JSON text)
          </label>
          <textarea
            id={argsId}
            rows={3}
            className={TEXT_INPUT}
            value={args}
            onChange={(e) => setArgs(e.target.value)}
          />
        </>
      ) : null}
    </div>
  );
}
