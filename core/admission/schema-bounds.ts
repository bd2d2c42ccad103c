import { isJsonObject, type JsonValue } from '../json/json-value.ts';
import { utf8Length } from '../text/utf8-length.ts';
import { hasControlOtherThanTabNewline } from './control-characters.ts';
import { ADMISSION_LIMITS } from './limits.ts';

/** Which bound a schema broke and where (a JSON Pointer into the schema). */
interface SchemaBoundViolation {
  rule: 'depth' | 'nodes' | 'string' | 'key';
  path: string;
  detail: string;
}

const { maxSchemaDepth, maxSchemaNodes, maxSchemaStringBytes } = ADMISSION_LIMITS;

/**
 * MCP-ADMISSION.md §2.4: depth-first walk; the root is at depth 0, every value
 * (scalars too, keys not) counts as a node, strings and keys are bounded in bytes
 * and may carry no control character other than `\n \r \t`. The verdict does not
 * depend on visiting order, so keys are walked as stored.
 */
export function checkSchemaBounds(schema: JsonValue): SchemaBoundViolation | null {
  let nodes = 0;
  const visit = (value: JsonValue, depth: number, path: string): SchemaBoundViolation | null => {
    if (depth > maxSchemaDepth)
      return { rule: 'depth', path, detail: `nested deeper than ${maxSchemaDepth} levels` };
    nodes += 1;
    if (nodes > maxSchemaNodes)
      return { rule: 'nodes', path, detail: `more than ${maxSchemaNodes} values in the schema` };
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem !== null) return { rule: 'string', path, detail: `a string ${problem}` };
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const found = visit(value[i]!, depth + 1, `${path}/${i}`);
        if (found !== null) return found;
      }
    } else if (isJsonObject(value)) {
      for (const key of Object.keys(value)) {
        const keyPath = `${path}/${escapePointer(key)}`;
        const problem = textProblem(key);
        if (problem !== null) return { rule: 'key', path: keyPath, detail: `a key ${problem}` };
        const found = visit(value[key]!, depth + 1, keyPath);
        if (found !== null) return found;
      }
    }
    return null;
  };
  return visit(schema, 0, '');
}

function textProblem(text: string): string | null {
  if (utf8Length(text) > maxSchemaStringBytes) return `longer than ${maxSchemaStringBytes} bytes`;
  if (hasControlOtherThanTabNewline(text)) return 'with a control character';
  return null;
}

/** RFC 6901: `~` and `/` inside a key are escaped so the pointer stays readable back. */
export function escapePointer(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}
