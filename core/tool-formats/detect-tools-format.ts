import type { JsonValue } from '../json-value.ts';
import type { DetectResult } from './types.ts';

/** Recognises any supported tools format (see ToolsFormatKind); the error names what was expected. */
export function detectToolsFormat(_value: JsonValue): DetectResult {
  return { ok: false, error: 'not implemented yet' };
}
