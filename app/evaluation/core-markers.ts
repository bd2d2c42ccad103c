import type { Report, ValidationError } from '../../core/index.ts';
import { coreErrorKey } from '../scenario-text/core-error-key.ts';
import {
  createPositionMapper,
  jsonPath,
  type Located,
  locateJsonPaths,
} from '../scenario-text/json-locate.ts';
import type { CoreMarker } from './evaluation-types.ts';

/**
 * The most errors put on the text: the editor slows with every marker it holds,
 * and a catalog of refused names can have hundreds of thousands. The Problems list
 * still lists every error; those past this many have no "line" button.
 */
const MAX_EDITOR_MARKERS = 1000;

/**
 * Puts each of the core's per-item errors on the entry it names, with the core's
 * exact message: a bad field marks that field, a missing field (or a value that
 * is not an object) marks the whole definition. The first MAX_EDITOR_MARKERS only.
 */
export function locateCoreErrors(
  text: string,
  errors: Report['errors'],
  surfaceDerived: boolean,
): CoreMarker[] {
  const targets: { paths: string[]; error: ValidationError; list: keyof Report['errors'] }[] = [];
  for (const e of errors.definitions) {
    const whole = jsonPath('definitions', e.index);
    const paths = e.field === 'definition' ? [whole] : [jsonPath('definitions', e.index, e.field), whole];
    targets.push({ paths, error: e, list: 'definitions' });
  }
  for (const e of errors.pins) targets.push({ paths: [jsonPath('pins', e.index)], error: e, list: 'pins' });
  for (const e of errors.policy)
    targets.push({ paths: [jsonPath('policy', 'ids', e.index)], error: e, list: 'policy' });
  // A derived surface is not in the text, so its errors have nowhere to point.
  if (!surfaceDerived) {
    for (const e of errors.surface_ids)
      targets.push({ paths: [jsonPath('surface_ids', e.index)], error: e, list: 'surface_ids' });
  }
  if (targets.length === 0) return [];
  targets.length = Math.min(targets.length, MAX_EDITOR_MARKERS);

  const found = locateJsonPaths(
    text,
    targets.flatMap((t) => t.paths),
  );
  const position = createPositionMapper(text);
  const markers: CoreMarker[] = [];
  for (const { paths, error, list } of targets) {
    const at = paths.map((p) => found.get(p)).find((l): l is Located => l !== undefined);
    if (!at) continue;
    // A whole definition is marked at its opening brace only: underlining forty lines hides the message.
    const whole = at.keyStart === undefined && at === found.get(jsonPath('definitions', error.index));
    const start = position(at.keyStart ?? at.start);
    const end = position(whole ? at.start + 1 : at.end);
    markers.push({
      errorKey: coreErrorKey(list, error),
      startLine: start.line,
      startColumn: start.column,
      endLine: end.line,
      endColumn: end.column,
      message: `${error.field}: ${error.error}`,
    });
  }
  return markers;
}
