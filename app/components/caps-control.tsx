import { useId } from 'react';
import { isJsonObject, JsonNumber, type JsonObject } from '../../core/index.ts';
import { useReport } from '../hooks/use-evaluation.ts';
import { useEditKey } from '../hooks/use-scenario-edit.ts';
import { groupDigits } from '../scenario-text/group-digits.ts';
import { CAP_DEFAULTS, type CapKey, readCaps } from '../scenario-text/scenario-inputs.ts';
import { FIELDSET, HINT, LEGEND, TEXT_INPUT } from './control-styles.ts';
import { Term } from './term.tsx';
import { useDraft } from './use-draft.ts';

const LABELS: Record<CapKey, string> = {
  max_tokens: 'max_tokens',
  max_tools: 'max_tools',
  ctx_limit: 'ctx_limit',
};

/**
 * The search panel's `Limit` field must be the only control whose name contains
 * "limit" (people and scripts find it by that label), so ctx_limit is named for
 * what it is while its key stays visible.
 */
const CTX_LIMIT_NAME = 'Context window (tokens)';

/** Caps (DISCLOSURE.md §7). Values stay integer lexemes, so a cap past 2^53 is written exactly. */
export function CapsControl({ inputs }: { inputs: JsonObject }) {
  const edit = useEditKey();
  const report = useReport();
  const caps = readCaps(inputs);

  const setCap = (key: CapKey, lexeme: string | null) =>
    edit('caps', (current) => {
      const next: JsonObject = isJsonObject(current) ? { ...current } : {};
      next[key] = lexeme === null ? null : new JsonNumber(lexeme);
      return next;
    });

  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>Caps</legend>
      <div className="grid grid-cols-3 gap-2">
        <CapField
          label={LABELS.max_tokens}
          value={caps.max_tokens}
          fallback={CAP_DEFAULTS.max_tokens}
          onCommit={(v) => setCap('max_tokens', v)}
        />
        <CapField
          label={LABELS.max_tools}
          value={caps.max_tools}
          fallback={CAP_DEFAULTS.max_tools}
          onCommit={(v) => setCap('max_tools', v)}
        />
        <CapField
          label={LABELS.ctx_limit}
          accessibleName={CTX_LIMIT_NAME}
          value={caps.ctx_limit}
          fallback={null}
          onCommit={(v) => setCap('ctx_limit', v)}
        />
      </div>
      {report ? (
        <p className={`mt-1 ${HINT}`}>
          <Term term="threshold">Defer threshold</Term>:{' '}
          <strong>{groupDigits(report.caps.defer_threshold_tokens)}</strong> tokens
          {report.caps.ctx_limit === null
            ? ' (= max_tokens; ctx_limit unset)'
            : ' = min(max_tokens, ⌊ctx_limit / 10⌋)'}
        </p>
      ) : null}
    </fieldset>
  );
}

interface CapFieldProps {
  label: string;
  accessibleName?: string;
  value: string | null;
  fallback: string | null;
  onCommit: (lexeme: string | null) => void;
}

/** Empty means unset (the default applies); anything that is not a plain integer is not written. */
function CapField({ label, accessibleName, value, fallback, onCommit }: CapFieldProps) {
  const id = useId();
  const field = useDraft(value ?? '', (text) => {
    const trimmed = text.trim();
    if (trimmed === '') onCommit(null);
    else if (/^(0|[1-9][0-9]*)$/.test(trimmed)) onCommit(trimmed);
  });
  const invalid = field.value.trim() !== '' && !/^(0|[1-9][0-9]*)$/.test(field.value.trim());
  return (
    <div className="flex flex-col gap-0.5">
      {accessibleName ? (
        // Not a <label>: its text would name the input too (see CTX_LIMIT_NAME).
        <span className="text-xs font-medium" aria-hidden="true">
          {label}
        </span>
      ) : (
        <label htmlFor={id} className="text-xs font-medium">
          {label}
        </label>
      )}
      <input
        id={id}
        aria-label={accessibleName}
        title={accessibleName ? `${label}: ${accessibleName}` : undefined}
        type="text"
        inputMode="numeric"
        placeholder={fallback === null ? 'unset' : `${fallback} (default)`}
        aria-invalid={invalid}
        className={TEXT_INPUT}
        {...field}
      />
      {invalid ? <span className="text-xs text-red-600">a non-negative integer</span> : null}
    </div>
  );
}
