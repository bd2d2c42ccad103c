import { canonicalJson } from '../json/canonical-json.ts';
import { isJsonObject, type JsonObject, type JsonValue } from '../json/json-value.ts';
import { namespaceOf } from '../namespaces.ts';
import { compareBytes } from '../text/text.ts';
import { diffWords, type WordPart } from './word-diff.ts';

/** A tool by the two names a catalog knows it by. */
export interface ToolRef {
  name: string;
  capability_id: string;
}

/** One top-level field of a definition on each side; a side without the field leaves its value out. */
interface FieldChange {
  field: string;
  before?: JsonValue;
  after?: JsonValue;
}

/** A parameter of the input schema (its `properties`) that changed, as a client calling it sees it. */
export type ParameterChange =
  | { kind: 'added'; parameter: string; required: boolean; type: string }
  | { kind: 'removed'; parameter: string; was_required: boolean }
  | { kind: 'retyped'; parameter: string; before: string; after: string }
  | { kind: 'made_required' | 'made_optional'; parameter: string }
  | { kind: 'enum_added' | 'enum_removed'; parameter: string; values: string[] }
  | { kind: 'described'; parameter: string };

export interface ToolAdded extends ToolRef {
  definition: JsonValue;
}

export interface ToolRenamed {
  from: ToolRef;
  to: ToolRef;
}

export interface ToolChanged extends ToolRef {
  /** Every top-level field that differs, with both values: nothing changed is left out. */
  fields: FieldChange[];
  /** The description word by word, when it changed. */
  description: WordPart[] | null;
  parameters: ParameterChange[];
  /** Whether `annotations` (an MCP tool's hints and title) changed. */
  annotations: boolean;
}

/** What one server (the catalog's namespace of its tools) changed. */
export interface ServerDiff {
  server: string;
  added: ToolAdded[];
  removed: ToolRef[];
  renamed: ToolRenamed[];
  changed: ToolChanged[];
}

/**
 * How a catalog B differs from a baseline A, tool by tool, grouped by server.
 * A tool is the same tool on both sides when its capability id is; one that
 * left and one that arrived with the same description, schema and every other
 * field is a likely rename. Applying every listed change to A gives B's tools.
 */
export interface CatalogDiff {
  servers: ServerDiff[];
}

const NAME_FIELDS = new Set(['name', 'capability_id']);

export function diffCatalogs(a: readonly JsonValue[], b: readonly JsonValue[]): CatalogDiff {
  const before = keyed(a);
  const after = keyed(b);
  const removed = [...before.keys()].filter((k) => !after.has(k));
  const added = [...after.keys()].filter((k) => !before.has(k));
  const renames = pairRenames(removed, added, before, after);
  const groups = new Map<string, ServerDiff>();
  const group = (ref: ToolRef) => {
    const server = namespaceOf(ref.capability_id);
    const g = groups.get(server) ?? { server, added: [], removed: [], renamed: [], changed: [] };
    groups.set(server, g);
    return g;
  };
  for (const [from, to] of renames) {
    const ref = { from: refOf(before.get(from)!), to: refOf(after.get(to)!) };
    group(ref.to).renamed.push(ref);
  }
  const renamedFrom = new Set(renames.map(([from]) => from));
  const renamedTo = new Set(renames.map(([, to]) => to));
  for (const key of removed)
    if (!renamedFrom.has(key)) group(refOf(before.get(key)!)).removed.push(refOf(before.get(key)!));
  for (const key of added)
    if (!renamedTo.has(key)) {
      const definition = after.get(key)!;
      group(refOf(definition)).added.push({ ...refOf(definition), definition });
    }
  for (const [key, definition] of after) {
    const old = before.get(key);
    if (old === undefined) continue;
    const changed = changeOf(old, definition);
    if (changed) group(refOf(definition)).changed.push(changed);
  }
  return { servers: [...groups.values()].sort((x, y) => compareBytes(x.server, y.server)) };
}

/** Definitions by capability id; a repeated id counts its repeats (`id#2`), so none is lost. */
function keyed(definitions: readonly JsonValue[]): Map<string, JsonObject> {
  const out = new Map<string, JsonObject>();
  for (const d of definitions) {
    if (!isJsonObject(d)) continue;
    const id =
      typeof d.capability_id === 'string' ? d.capability_id : typeof d.name === 'string' ? d.name : '';
    let key = id;
    for (let n = 2; out.has(key); n++) key = `${id}#${n}`;
    out.set(key, d);
  }
  return out;
}

function refOf(d: JsonObject): ToolRef {
  return {
    name: typeof d.name === 'string' ? d.name : '',
    capability_id: typeof d.capability_id === 'string' ? d.capability_id : '',
  };
}

/** The definition without its names: two tools that read the same here are one tool renamed. */
function body(d: JsonObject): string {
  const rest: JsonObject = {};
  for (const key of Object.keys(d))
    if (!NAME_FIELDS.has(key)) Object.defineProperty(rest, key, { value: d[key], enumerable: true });
  return canonicalJson(rest);
}

/** Each removed tool paired with the first added one of the same body, in catalog order. */
function pairRenames(
  removed: string[],
  added: string[],
  before: Map<string, JsonObject>,
  after: Map<string, JsonObject>,
): [string, string][] {
  const waiting = new Map<string, string[]>();
  for (const key of added) {
    const b = body(after.get(key)!);
    waiting.set(b, [...(waiting.get(b) ?? []), key]);
  }
  const pairs: [string, string][] = [];
  for (const key of removed) {
    const queue = waiting.get(body(before.get(key)!));
    const to = queue?.shift();
    if (to !== undefined) pairs.push([key, to]);
  }
  return pairs;
}

function changeOf(a: JsonObject, b: JsonObject): ToolChanged | null {
  const fields: FieldChange[] = [];
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  for (const field of keys) {
    const x = Object.hasOwn(a, field) ? a[field] : undefined;
    const y = Object.hasOwn(b, field) ? b[field] : undefined;
    if (x !== undefined && y !== undefined && canonicalJson(x) === canonicalJson(y)) continue;
    const change: FieldChange = { field };
    if (x !== undefined) change.before = x;
    if (y !== undefined) change.after = y;
    fields.push(change);
  }
  if (fields.length === 0) return null;
  const described = fields.find((f) => f.field === 'description');
  return {
    ...refOf(b),
    fields,
    description: described ? diffWords(textOf(described.before), textOf(described.after)) : null,
    parameters: fields.some((f) => f.field === 'parameters')
      ? parameterChanges(a.parameters, b.parameters)
      : [],
    annotations: fields.some((f) => f.field === 'annotations'),
  };
}

function textOf(value: JsonValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

/** The schema's parameters as a caller meets them: `properties`, `required`, each one's `type` and `enum`. */
function parameterChanges(a: JsonValue | undefined, b: JsonValue | undefined): ParameterChange[] {
  const pa = schemaParameters(a);
  const pb = schemaParameters(b);
  const out: ParameterChange[] = [];
  for (const [name, p] of pa)
    if (!pb.has(name)) out.push({ kind: 'removed', parameter: name, was_required: p.required });
  for (const [name, q] of pb) {
    const p = pa.get(name);
    if (!p) {
      out.push({ kind: 'added', parameter: name, required: q.required, type: q.type });
      continue;
    }
    if (p.type !== q.type) out.push({ kind: 'retyped', parameter: name, before: p.type, after: q.type });
    if (p.required !== q.required)
      out.push({ kind: q.required ? 'made_required' : 'made_optional', parameter: name });
    const gone = p.enum.filter((v) => !q.enum.includes(v));
    const come = q.enum.filter((v) => !p.enum.includes(v));
    if (gone.length > 0) out.push({ kind: 'enum_removed', parameter: name, values: gone });
    if (come.length > 0) out.push({ kind: 'enum_added', parameter: name, values: come });
    if (p.rest !== q.rest) out.push({ kind: 'described', parameter: name });
  }
  return out;
}

interface Parameter {
  required: boolean;
  type: string;
  enum: string[];
  /** Everything else about it (description, bounds, …) as one text. */
  rest: string;
}

function schemaParameters(schema: JsonValue | undefined): Map<string, Parameter> {
  const out = new Map<string, Parameter>();
  if (!isJsonObject(schema ?? null)) return out;
  const s = schema as JsonObject;
  const required = Array.isArray(s.required) ? s.required.filter((r) => typeof r === 'string') : [];
  const properties = isJsonObject(s.properties ?? null) ? (s.properties as JsonObject) : {};
  for (const name of Object.keys(properties)) {
    const p = isJsonObject(properties[name]!) ? (properties[name] as JsonObject) : {};
    const { type, enum: values, ...rest } = p;
    out.set(name, {
      required: required.includes(name),
      type: type === undefined ? 'any' : typeof type === 'string' ? type : canonicalJson(type),
      enum: Array.isArray(values) ? values.map((v) => (typeof v === 'string' ? v : canonicalJson(v))) : [],
      rest: canonicalJson(rest),
    });
  }
  return out;
}
