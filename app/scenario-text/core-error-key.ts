import type { Report, ValidationError } from '../../core/index.ts';

/**
 * Which of the core's per-item errors a marker shows, `<list>:<index>:<field>`: the
 * Worker keys each marker it places with it and the Problems tab finds a marker by it.
 */
export function coreErrorKey(list: keyof Report['errors'], error: ValidationError): string {
  return `${list}:${error.index}:${error.field}`;
}
