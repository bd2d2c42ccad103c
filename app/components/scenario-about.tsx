import { Suspense, useEffect } from 'react';
import type { JsonObject, JsonValue } from '../../core/index.ts';
import { useAfterFirstAnswer } from '../hooks/use-after-first-answer.ts';
import { generatedPresetText, PRESETS, presetLesson, presetOrigin } from '../presets/presets.ts';
import { usePlayground } from '../state/store.ts';
import { preloadableView } from './preloadable-view.tsx';

/**
 * The imported servers' summary is a script of its own: most scenarios import none. It is
 * fetched as the page starts when the text names servers, so it shows with the first answer,
 * and otherwise once that answer is on screen.
 */
const Servers = preloadableView<{ servers: JsonValue }>(() =>
  import('./import/servers-summary.tsx').then((m) => m.ServersSummary),
);

export function usePreloadServersSummary(): void {
  const after = useAfterFirstAnswer();
  useEffect(() => {
    if (after || usePlayground.getState().text.includes('"servers"')) Servers.preload();
  }, [after]);
}

/** The scenario's own name and notes, and for an unchanged preset what it is there to teach. */
export function ScenarioAbout({ inputs }: { inputs: JsonObject }) {
  const origin = usePlayground((s) => s.origin);
  const text = usePlayground((s) => s.text);
  // A preset's lesson holds only while the scenario is still that preset: one edit, and it may no longer teach it.
  const preset = PRESETS.find((p) => origin === presetOrigin(p.id));
  const lesson = preset && generatedPresetText(preset.id) === text ? presetLesson(preset.id) : undefined;
  const name = typeof inputs.name === 'string' ? inputs.name : null;
  const notes = typeof inputs.notes === 'string' ? inputs.notes : null;
  if (!name && !notes && !lesson && inputs.servers === undefined) return null;
  return (
    <div className="rounded bg-slate-50 p-2 dark:bg-slate-900">
      {name ? <h2 className="font-semibold">{name}</h2> : null}
      {notes ? <p className="text-slate-600 dark:text-slate-300">{notes}</p> : null}
      {lesson ? <p className="mt-1 text-xs text-sky-800 dark:text-sky-300">Look for: {lesson}</p> : null}
      {inputs.servers === undefined ? null : (
        <Suspense fallback={null}>
          <Servers.View servers={inputs.servers} />
        </Suspense>
      )}
    </div>
  );
}
