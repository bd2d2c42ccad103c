import { useId } from 'react';
import { type JsonObject, MODE_NAMES, type ModeReport } from '../../core/index.ts';
import { useReport } from '../hooks/use-evaluation.ts';
import { useEditKey } from '../hooks/use-scenario-edit.ts';
import { readMode } from '../scenario-text/scenario-inputs.ts';
import { FIELDSET, HINT, LEGEND, TEXT_INPUT, WARN } from './control-styles.ts';
import { useDraft } from './use-draft.ts';

const RAW = 'raw';

/** The five modes, or a raw REBORN_TOOL_DISCLOSURE value (which wins over `mode`, SCENARIO.md). */
export function ModeControl({ inputs }: { inputs: JsonObject }) {
  const edit = useEditKey();
  const report = useReport();
  const name = useId();
  const mode = readMode(inputs);
  const selected = mode.via === 'raw' ? RAW : (mode.mode ?? 'namespaces');
  const raw = useDraft(mode.raw ?? '', (text) => edit('mode_raw', () => text));

  const choose = (value: string) => {
    if (value === RAW) {
      edit('mode_raw', () => report?.mode.resolved ?? 'namespaces');
      return;
    }
    edit('mode', () => value);
    edit('mode_raw', () => undefined);
  };

  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>Mode</legend>
      <div className="flex flex-wrap gap-x-3 gap-y-1" role="radiogroup" aria-label="Mode">
        {[...MODE_NAMES, RAW].map((m) => (
          <label key={m} className="flex items-center gap-1">
            <input type="radio" name={name} value={m} checked={selected === m} onChange={() => choose(m)} />
            {m === RAW ? 'REBORN_TOOL_DISCLOSURE' : m}
            {m === 'namespaces' && mode.via === 'default' ? ' (default)' : ''}
          </label>
        ))}
      </div>
      {mode.via === 'raw' ? (
        <div className="mt-2 flex flex-col gap-1">
          <div className="flex items-center gap-2">
            <label className="flex flex-1 items-center gap-1">
              <span className="shrink-0 text-xs font-medium">Raw value</span>
              <input
                type="text"
                spellCheck={false}
                disabled={mode.raw === null}
                className={TEXT_INPUT}
                {...raw}
              />
            </label>
            <label className="flex items-center gap-1 text-xs">
              <input
                type="checkbox"
                checked={mode.raw === null}
                onChange={(e) => edit('mode_raw', () => (e.target.checked ? null : ''))}
              />
              unset
            </label>
          </div>
          {report ? <RawOutcome raw={mode.raw} resolved={report.mode} /> : null}
        </div>
      ) : null}
      {report && !report.mode.decorator_enabled ? (
        <p className={`mt-1 ${WARN}`}>
          off: the disclosure layer is not attached. Every permitted tool is sent with its full schema; no
          index, no bridges.
        </p>
      ) : null}
    </fieldset>
  );
}

function RawOutcome({ raw, resolved }: { raw: string | null; resolved: ModeReport }) {
  const asciiLower = raw?.replace(/[A-Z]/g, (c) => c.toLowerCase()) ?? '';
  if (resolved.source !== 'mode_raw') return null;
  if (raw === null || raw === '') return <p className={HINT}>Unset or empty: the default, namespaces.</p>;
  const failedClosed = resolved.resolved === 'off' && asciiLower !== 'off';
  return failedClosed ? (
    <p className={WARN} role="status">
      “{raw}” is not a mode name (matched exactly, ASCII case-insensitive): it fails closed to{' '}
      <strong>off</strong>.
    </p>
  ) : (
    <p className={HINT}>
      Parses to <strong>{resolved.resolved}</strong>.
    </p>
  );
}
