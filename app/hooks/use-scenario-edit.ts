import { useCallback, useRef } from 'react';
import type { JsonObject, JsonValue } from '../../core/index.ts';
import { invalidJsonMessage } from '../../core/index.ts';
import type { EditResult } from '../scenario-text/scenario-text-edit.ts';
import { usePlayground } from '../state/store.ts';
import { useDocumentActions } from './services-context.ts';
import { useLatestEvaluation } from './use-evaluation.ts';

interface ControlInputs {
  /** The scenario's settings as last parsed, or null while the text cannot be edited through controls. */
  inputs: JsonObject | null;
  disabledReason: string | null;
  /** The settings of the last text that parsed: shown read-only while the text does not, so nothing jumps away. */
  lastInputs: JsonObject | null;
}

/** Said by the controls while no Worker answers: the text itself is fine and still edits in the editor. */
const WORKER_DOWN_REASON =
  'Read-only: the controls read the scenario through the evaluation worker, which is not running; edit the text in the editor.';

/** What the controls show: the settings of the newest parse (the Worker reads the text, not the main thread). */
export function useControlInputs(): ControlInputs {
  const latest = useLatestEvaluation();
  const last = useRef<JsonObject | null>(null);
  if (latest?.parse.ok && latest.inputs) last.current = latest.inputs;
  const lastInputs = last.current;
  if (!latest) return { inputs: null, disabledReason: 'Reading the scenario…', lastInputs };
  if (!latest.parse.ok) {
    return {
      inputs: null,
      disabledReason: `Read-only until the JSON parses again (${invalidJsonMessage(latest.parse)}): fix it, or Undo.`,
      lastInputs,
    };
  }
  if (latest.workerFailed) {
    // The controls read the text through the Worker's parse; without a Worker they have nothing to show.
    return { inputs: null, disabledReason: WORKER_DOWN_REASON, lastInputs };
  }
  if (!latest.inputs) {
    return { inputs: null, disabledReason: 'Read-only: the scenario must be a JSON object.', lastInputs };
  }
  return { inputs: latest.inputs, disabledReason: null, lastInputs };
}

export type EditKey = (
  key: string,
  update: (current: JsonValue | undefined, scenario: JsonObject) => JsonValue | undefined,
) => void;

/** A refusal shown as a notice, whether the edit was made at once or once the page's reader was in. */
function tellRefusal(outcome: EditResult | Promise<EditResult>): void {
  const tell = (result: EditResult) => {
    if (!result.ok)
      usePlayground.getState().showNotice({ tone: 'error', text: `Nothing changed: ${result.reason}` });
  };
  if (outcome instanceof Promise) void outcome.then(tell);
  else tell(outcome);
}

/** Edits one top-level key of the text; a refusal is shown as a notice rather than thrown. */
export function useEditKey(): EditKey {
  const { editKey } = useDocumentActions();
  return useCallback((key, update) => tellRefusal(editKey(key, update)), [editKey]);
}

type EditStringAt = (path: readonly (string | number)[], expected: string, value: string) => void;

/** Rewrites one string deep in the text (a what-if fix); a refusal is shown as a notice. */
export function useEditStringAt(): EditStringAt {
  const { editStringAt } = useDocumentActions();
  return useCallback(
    (path, expected, value) => tellRefusal(editStringAt(path, expected, value)),
    [editStringAt],
  );
}
