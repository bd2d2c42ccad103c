import { isJsonObject, type JsonObject, type JsonValue } from '../json/json-value.ts';
import { boundText, type TextCut, textCut } from './bound-text.ts';
import { ADMISSION_LIMITS } from './limits.ts';
import { checkSchemaBounds } from './schema-bounds.ts';
import { toolNameProblem } from './tool-name.ts';
import type { SkipCause, ToolAnnotations } from './types.ts';

/** A tool that passed §2.3, as discovery hands it on. */
export interface PublishedTool {
  name: string;
  description: string;
  schema: JsonObject;
  annotations: ToolAnnotations;
  /** The texts §2.5 cut to their bound: what the model will not read. */
  cuts: TextCut[];
}

type ToolVerdict =
  | { kind: 'published'; tool: PublishedTool }
  | { kind: 'skipped'; cause: SkipCause; rule: string; input: JsonValue; limit: number | null }
  | { kind: 'rejected'; cause: 'missing_input_schema' | 'unsafe_input_schema'; rule: string; detail: string };

const NO_ANNOTATIONS: ToolAnnotations = {
  title: null,
  destructiveHint: false,
  sideEffectsHint: false,
  readOnlyHint: false,
  idempotentHint: null,
  openWorldHint: null,
};

/**
 * MCP-ADMISSION.md §2.3, in its order: the schema checks come first so a
 * cosmetic defect (a bad name) can never downgrade a security rejection.
 */
export function classifyTool(raw: JsonValue): ToolVerdict {
  const tool: JsonObject = isJsonObject(raw) ? raw : {};
  const schema = tool.inputSchema;
  if (!isJsonObject(schema)) {
    return {
      kind: 'rejected',
      cause: 'missing_input_schema',
      rule: 'inputSchema must be a JSON object',
      detail: schema === undefined ? 'inputSchema is missing' : 'inputSchema is not an object',
    };
  }
  const unsafe = checkSchemaBounds(schema);
  if (unsafe !== null) {
    return {
      kind: 'rejected',
      cause: 'unsafe_input_schema',
      rule: `schema ${unsafe.rule} bound`,
      detail: `${unsafe.detail} at inputSchema${unsafe.path}`,
    };
  }

  const nameProblem = toolNameProblem(tool.name);
  if (nameProblem !== null) {
    const { rule, limit } = nameProblem;
    return { kind: 'skipped', cause: 'invalid_tool_name', rule, input: tool.name ?? null, limit };
  }
  const name = tool.name as string;

  // A missing or non-string description is read as "" (§2.3 step 4).
  const rawDescription = typeof tool.description === 'string' ? tool.description : '';
  const description = boundText(rawDescription, ADMISSION_LIMITS.maxDescriptionBytes);
  if (!description.ok) {
    return {
      kind: 'skipped',
      cause: 'invalid_description',
      rule: 'the description must not contain a control character other than \\n, \\r and \\t',
      input: rawDescription,
      limit: null,
    };
  }

  const annotations = readAnnotations(tool);
  if (!annotations.ok) return { kind: 'skipped', cause: 'invalid_annotations', ...annotations.why };
  const cuts: TextCut[] = [];
  if (description.truncated)
    cuts.push(textCut('/description', rawDescription, ADMISSION_LIMITS.maxDescriptionBytes));
  const title = isJsonObject(tool.annotations ?? null) ? (tool.annotations as JsonObject).title : undefined;
  if (typeof title === 'string' && annotations.value.title !== title)
    cuts.push(textCut('/annotations/title', title, ADMISSION_LIMITS.maxTitleBytes));
  return {
    kind: 'published',
    tool: { name, description: description.text, schema, annotations: annotations.value, cuts },
  };
}

type AnnotationsResult =
  | { ok: true; value: ToolAnnotations }
  | { ok: false; why: { rule: string; input: JsonValue; limit: number | null } };

/** §2.3 step 5: `null` is present-but-not-an-object, and a present title must be a bounded string. */
function readAnnotations(tool: JsonObject): AnnotationsResult {
  if (!Object.hasOwn(tool, 'annotations')) return { ok: true, value: NO_ANNOTATIONS };
  const raw = tool.annotations!;
  if (!isJsonObject(raw))
    return { ok: false, why: { rule: 'annotations must be a JSON object', input: raw, limit: null } };
  let title: string | null = null;
  if (Object.hasOwn(raw, 'title')) {
    const limit = ADMISSION_LIMITS.maxTitleBytes;
    const bounded = typeof raw.title === 'string' ? boundText(raw.title, limit) : { ok: false as const };
    if (!bounded.ok) {
      const rule =
        'annotations.title must be a string without control characters other than \\n, \\r and \\t';
      return { ok: false, why: { rule, input: raw.title!, limit: null } };
    }
    title = bounded.text;
  }
  // Only the JSON boolean true sets these three; "true" or 1 count as false.
  const flag = (key: string) => raw[key] === true;
  const optional = (key: string) => (typeof raw[key] === 'boolean' ? (raw[key] as boolean) : null);
  return {
    ok: true,
    value: {
      title,
      destructiveHint: flag('destructiveHint'),
      sideEffectsHint: flag('sideEffectsHint'),
      readOnlyHint: flag('readOnlyHint'),
      idempotentHint: optional('idempotentHint'),
      openWorldHint: optional('openWorldHint'),
    },
  };
}
