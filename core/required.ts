import { isJsonObject, type JsonValue } from './json/json-value.ts';
import { compareBytes } from './text/text.ts';

/**
 * The `required` list shown to the model (DISCLOSURE.md §11): the sorted unique
 * names in `required` of the root and of `allOf` branches, recursively. `oneOf`
 * and `anyOf` branches are alternatives, so they add nothing.
 */
export function requiredParameters(schema: JsonValue): string[] {
  const names = new Set<string>();
  collect(schema, names);
  return [...names].sort(compareBytes);
}

function collect(schema: JsonValue, out: Set<string>): void {
  if (!isJsonObject(schema)) return;
  const required = schema.required;
  if (Array.isArray(required)) for (const r of required) if (typeof r === 'string') out.add(r);
  const allOf = schema.allOf;
  if (Array.isArray(allOf)) for (const branch of allOf) collect(branch, out);
}
