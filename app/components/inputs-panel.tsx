import { useControlInputs } from '../hooks/use-scenario-edit.ts';
import { CapsControl } from './caps-control.tsx';
import { ModeControl } from './mode-control.tsx';
import { PolicyControl } from './policy-control.tsx';
import { ScenarioAbout, usePreloadServersSummary } from './scenario-about.tsx';
import { SurfaceControl } from './surface-control.tsx';

/** The controls column: each control edits one key of the scenario text. */
export function InputsPanel() {
  const { inputs, disabledReason, lastInputs } = useControlInputs();
  usePreloadServersSummary();
  // While the text does not parse the controls stay where they were, greyed and read-only, with the reason.
  const shown = inputs ?? lastInputs;
  return (
    <section aria-label="Scenario controls" className="flex h-full flex-col gap-2 overflow-auto p-2">
      {disabledReason ? (
        <p
          role="status"
          className="rounded bg-amber-50 p-2 text-xs text-amber-950 dark:bg-amber-950 dark:text-amber-100"
        >
          {disabledReason}
        </p>
      ) : null}
      {shown ? (
        <fieldset disabled={inputs === null} className="flex min-w-0 flex-col gap-2 disabled:opacity-60">
          <ScenarioAbout inputs={shown} />
          <ModeControl inputs={shown} />
          <CapsControl inputs={shown} />
          <PolicyControl inputs={shown} />
          <SurfaceControl inputs={shown} />
        </fieldset>
      ) : null}
    </section>
  );
}
