import { isJsonObject, type JsonObject, PLAYGROUND_KEY, readSurfaceSetting } from '../../core/index.ts';
import { useGoodEvaluation } from '../hooks/use-evaluation.ts';
import { useEditKey } from '../hooks/use-scenario-edit.ts';
import { FIELDSET, HINT, LEGEND } from './control-styles.ts';

/**
 * Production filters the inner surface by the policy before disclosure sees it;
 * the unfiltered switch shows what the policy re-checks alone still protect
 * (DISCLOSURE.md §9: search results do not re-check, tool_describe does).
 */
export function SurfaceControl({ inputs }: { inputs: JsonObject }) {
  const edit = useEditKey();
  const good = useGoodEvaluation();
  const production = readSurfaceSetting(inputs) === 'production';
  const report = good?.result.report;

  const setProduction = (on: boolean) =>
    edit(PLAYGROUND_KEY, (current) => ({
      ...(isJsonObject(current) ? current : {}),
      surface: on ? 'production' : 'unfiltered',
    }));

  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>Inner surface</legend>
      <label className="flex items-center gap-1.5">
        <input type="checkbox" checked={!production} onChange={(e) => setProduction(!e.target.checked)} />
        Unfiltered inner surface
      </label>
      <p className={HINT}>
        {production
          ? `Production: surface_ids are derived from the policy (${good?.derivedSurfaceCount ?? '…'} ids); any surface_ids written in the scenario are ignored.`
          : 'Evaluated as written: surface_ids from the scenario (null or absent = every valid definition).'}
        {report
          ? ` ${report.authorized_definition_count} of ${report.valid_definition_count} valid definitions are authorized.`
          : ''}
      </p>
    </fieldset>
  );
}
