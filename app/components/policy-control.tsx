import { useId } from 'react';
import { type JsonObject, POLICY_KINDS, readPolicyLeniently } from '../../core/index.ts';
import { useEditKey } from '../hooks/use-scenario-edit.ts';
import { buildPolicy, readStringList } from '../scenario-text/scenario-inputs.ts';
import { FIELDSET, LEGEND } from './control-styles.ts';
import { ListField } from './list-field.tsx';

const KIND_LABELS = { allow_all: 'allow_all', allow_only: 'allow_only', all_except: 'all_except' } as const;

/** Policy (DISCLOSURE.md §9), profile pins and promoted names: the lists a profile is made of. */
export function PolicyControl({ inputs }: { inputs: JsonObject }) {
  const edit = useEditKey();
  const name = useId();
  const policy = readPolicyLeniently(inputs.policy);

  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>Policy and pins</legend>
      <div className="mb-2 flex flex-wrap gap-x-3" role="radiogroup" aria-label="Policy">
        {POLICY_KINDS.map((kind) => (
          <label key={kind} className="flex items-center gap-1">
            <input
              type="radio"
              name={name}
              checked={policy.kind === kind}
              onChange={() => edit('policy', () => buildPolicy(kind, policy.ids))}
            />
            {KIND_LABELS[kind]}
          </label>
        ))}
      </div>
      <div className="grid gap-2">
        {policy.kind !== 'allow_all' ? (
          <ListField
            label={policy.kind === 'allow_only' ? 'Allowed capability ids' : 'Denied capability ids'}
            items={policy.ids}
            onCommit={(ids) => edit('policy', () => buildPolicy(policy.kind, ids))}
            hint="One capability id per line. Ticking Deny in the tools table edits this list too."
            rows={4}
          />
        ) : null}
        <ListField
          label="Profile pins"
          items={readStringList(inputs, 'pins')}
          onCommit={(pins) => edit('pins', () => pins)}
          hint="Capability ids made core; honoured only in bridged mode."
          rows={2}
        />
        <ListField
          label="Promoted names"
          items={readStringList(inputs, 'promoted')}
          onCommit={(promoted) => edit('promoted', () => promoted)}
          hint="Tools called in earlier turns, in order; advertised while they fit the caps."
          rows={2}
        />
      </div>
    </fieldset>
  );
}
