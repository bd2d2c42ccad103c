import { useControlInputs } from '../hooks/use-scenario-edit.ts';
import { CapsControl } from './caps-control.tsx';
import { ModeControl } from './mode-control.tsx';
import { PolicyControl } from './policy-control.tsx';
import { ScenarioAbout } from './scenario-about.tsx';
import { SurfaceControl } from './surface-control.tsx';

/** The controls column: each control edits one key of the scenario text. */
export function InputsPanel() {
  const { inputs, disabledReason } = useControlInputs();
  return (
    <section aria-label="Scenario controls" className="flex h-full flex-col gap-2 overflow-auto p-2">
      {inputs ? (
        <>
          <ScenarioAbout inputs={inputs} />
          <ModeControl inputs={inputs} />
          <CapsControl inputs={inputs} />
          <PolicyControl inputs={inputs} />
          <SurfaceControl inputs={inputs} />
        </>
      ) : (
        <p className="text-slate-500 dark:text-slate-400">{disabledReason}</p>
      )}
    </section>
  );
}
