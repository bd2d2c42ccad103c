import { canonicalJson } from '../json/canonical-json.ts';
import { isJsonObject, JsonNumber, type JsonObject, type JsonValue } from '../json/json-value.ts';
import {
  ANTHROPIC_MAX_TOOLS,
  ANTHROPIC_SEARCH_TOOLS,
  ANTHROPIC_TOOL_SEARCH_BETA,
} from './anthropic-messages.ts';
import { OPENAI_CHAT_ERROR_CODE, OPENAI_CHAT_GUIDANCE, OPENAI_CHAT_MAX_TOOLS } from './openai-chat.ts';
import {
  namespaceWithinGuidance,
  OPENAI_NAMESPACE_GUIDANCE,
  OPENAI_SEARCH_TOOL,
} from './openai-responses.ts';
import { strictModeProblem } from './openai-strict.ts';
import type { PlannedTool, TierPlan } from './tier-plan.ts';
import { fitNames, type Renamed } from './wire-names.ts';

/**
 * The request body a runtime takes for this catalog (`disclosure export`, the
 * Runtimes view's buttons): the `tools` array with each runtime's schema shape,
 * names within its rules and IronClaw's deferred set marked as that runtime marks
 * deferral. Over a cap it is still built, with a warning naming the cap.
 */

export const EXPORT_TARGETS = ['anthropic', 'openai-responses', 'openai-chat'] as const;
export type ExportTarget = (typeof EXPORT_TARGETS)[number];

interface ExportWarning {
  kind: 'cap' | 'guidance' | 'note';
  text: string;
}

export interface RequestExport {
  target: ExportTarget;
  body: JsonObject;
  /** The body as canonical JSON, what is printed and downloaded. */
  json: string;
  /** Each permitted tool's name as exported, keyed by its IronClaw name. */
  names: Record<string, string>;
  renamed: Renamed[];
  /** IronClaw names marked deferred in the export (empty where the runtime cannot defer). */
  deferred: string[];
  /** Schemas changed to fit (a non-object schema becomes an empty object schema). */
  schema_changes: { tool: string; change: string }[];
  /** OpenAI: each function's `strict`, true only where its schema qualifies as it is, with the reason when not. */
  strict: { tool: string; strict: boolean; reason: string | null }[];
  /** Caps broken (hard), guidance not kept, and what the runtime cannot carry, one sentence each. */
  warnings: ExportWarning[];
}

const PROMPT = '<your prompt>';
const MODEL = '<model>';

export function exportRequest(plan: TierPlan, target: ExportTarget): RequestExport {
  const request = buildRequest(plan, target);
  return { ...request, json: canonicalJson(request.body) };
}

/** The request without its JSON text, for figures that measure it without writing it. */
export function buildRequest(plan: TierPlan, target: ExportTarget): Omit<RequestExport, 'json'> {
  const changes: RequestExport['schema_changes'] = [];
  for (const t of plan.tools) {
    const change = schemaChange(t.parameters);
    if (change !== null) changes.push({ tool: t.name, change });
  }
  if (target === 'anthropic') return exportAnthropic(plan, changes);
  if (target === 'openai-responses') return exportResponses(plan, changes);
  return exportChat(plan, changes);
}

/**
 * Each planned tool's wire object per runtime, by identity, while its wire name stays
 * the same: the plan reuses the tools of unchanged definitions (tier-plan.ts), so a
 * review after an edit builds, and measures, only the tools that changed.
 */
const WIRE: Record<ExportTarget, WeakMap<PlannedTool, { name: string; tool: JsonObject }>> = {
  anthropic: new WeakMap(),
  'openai-responses': new WeakMap(),
  'openai-chat': new WeakMap(),
};

function wireTool(target: ExportTarget, t: PlannedTool, name: string, build: () => JsonObject): JsonObject {
  const known = WIRE[target].get(t);
  if (known?.name === name) return known.tool;
  const tool = build();
  WIRE[target].set(t, { name, tool });
  return tool;
}
type Built = Omit<RequestExport, 'json'>;

function exportAnthropic(plan: TierPlan, changes: RequestExport['schema_changes']): Built {
  const searching = plan.deferred.length > 0;
  const search = ANTHROPIC_SEARCH_TOOLS.bm25;
  const fitted = fitNames(
    plan.tools.map((t) => t.name),
    searching ? [search.name] : [],
  );
  const tools: JsonValue[] = searching ? [{ type: search.type, name: search.name }] : [];
  for (const t of plan.tools) {
    const name = fitted.names.get(t.name)!;
    tools.push(
      wireTool('anthropic', t, name, () => {
        const tool: JsonObject = {
          name,
          description: t.description,
          input_schema: objectSchema(t.parameters),
        };
        if (t.deferred) tool.defer_loading = true;
        return tool;
      }),
    );
  }
  const warnings: ExportWarning[] = [];
  const breakpoint = setToolsBreakpoint(tools);
  if (breakpoint !== null)
    warnings.push(
      note(
        `A cache_control breakpoint is set on ${breakpoint}, the last tool loaded up front, so the tools are cached: Anthropic caches only up to a breakpoint.`,
      ),
    );
  if (searching)
    warnings.push(
      note(
        `Tool search is generally available (the tool reference lists no beta header); older documentation and SDK versions send anthropic-beta: ${ANTHROPIC_TOOL_SEARCH_BETA}. It needs a model that supports it (Claude's Agent SDK docs: Sonnet 4 or Opus 4 or later, not Haiku).`,
      ),
    );
  if (plan.deferred.length > ANTHROPIC_MAX_TOOLS)
    warnings.push(
      cap(
        `${plan.deferred.length} deferred tools is over tool search's catalog limit of ${ANTHROPIC_MAX_TOOLS} tools.`,
      ),
    );
  const body: JsonObject = {
    model: MODEL,
    max_tokens: new JsonNumber('1024'),
    messages: [{ role: 'user', content: PROMPT }],
    tools,
  };
  return finish('anthropic', body, plan, fitted, plan.deferred, changes, warnings, []);
}

/**
 * Puts `cache_control` on the last tool loaded up front (a deferred tool is not in the
 * cached prefix), as a copy: the wire objects are shared across reviews. Its name, or null.
 */
function setToolsBreakpoint(tools: JsonValue[]): string | null {
  for (let i = tools.length - 1; i >= 0; i--) {
    const t = tools[i];
    if (!isJsonObject(t) || t.defer_loading === true) continue;
    tools[i] = { ...t, cache_control: { type: 'ephemeral' } };
    return typeof t.name === 'string' ? t.name : null;
  }
  return null;
}

function exportResponses(plan: TierPlan, changes: RequestExport['schema_changes']): Built {
  const servers = [...new Set(plan.tools.flatMap((t) => (t.server === null ? [] : [t.server])))];
  // Tools keep their names first; a namespace name yields to a tool name it would shadow.
  const fitted = fitNames(
    plan.tools.map((t) => t.name),
    [],
  );
  const spaces = fitNames(servers, [...fitted.names.values()]).names;
  const fn = (t: PlannedTool): JsonObject => {
    const name = fitted.names.get(t.name)!;
    return wireTool('openai-responses', t, name, () => {
      const parameters = objectSchema(t.parameters);
      const f: JsonObject = {
        type: 'function',
        name,
        description: t.description,
        parameters,
        // Responses reads an absent strict as true: always written, true only where the schema qualifies.
        strict: strictModeProblem(parameters) === null,
      };
      if (t.deferred) f.defer_loading = true;
      return f;
    });
  };
  const tools: JsonValue[] = [];
  if (plan.deferred.length > 0) tools.push({ ...OPENAI_SEARCH_TOOL });
  for (const t of plan.tools) if (t.server === null) tools.push(fn(t));
  const warnings: ExportWarning[] = [];
  for (const server of servers) {
    const members = plan.tools.filter((t) => t.server === server);
    tools.push({
      type: 'namespace',
      name: spaces.get(server)!,
      description: `Tools of the MCP server “${server}” (${members.length}).`,
      tools: members.map(fn),
    });
    if (!namespaceWithinGuidance(members.length))
      warnings.push(
        guidance(
          `namespace ${server} holds ${members.length} functions; OpenAI advises fewer than ${OPENAI_NAMESPACE_GUIDANCE}.`,
        ),
      );
  }
  const strict = strictOf(plan);
  warnings.push(...strictWarning(strict, fitted.names));
  const body: JsonObject = { model: MODEL, input: PROMPT, tools };
  return finish('openai-responses', body, plan, fitted, plan.deferred, changes, warnings, strict);
}

function exportChat(plan: TierPlan, changes: RequestExport['schema_changes']): Built {
  const fitted = fitNames(
    plan.tools.map((t) => t.name),
    [],
  );
  const tools = plan.tools.map((t): JsonObject => {
    const name = fitted.names.get(t.name)!;
    return wireTool('openai-chat', t, name, () => {
      const parameters = objectSchema(t.parameters);
      return {
        type: 'function',
        function: {
          name,
          description: t.description,
          parameters,
          strict: strictModeProblem(parameters) === null,
        },
      };
    });
  });
  const warnings: ExportWarning[] = [];
  if (tools.length > OPENAI_CHAT_MAX_TOOLS)
    warnings.push(
      cap(
        `${tools.length} functions is over OpenAI Chat Completions' cap of ${OPENAI_CHAT_MAX_TOOLS} (400 ${OPENAI_CHAT_ERROR_CODE}).`,
      ),
    );
  else if (tools.length >= OPENAI_CHAT_GUIDANCE)
    warnings.push(
      guidance(
        `${tools.length} functions; OpenAI advises fewer than ${OPENAI_CHAT_GUIDANCE} at the start of a turn.`,
      ),
    );
  if (plan.deferred.length > 0)
    warnings.push(
      note(
        `Chat Completions cannot defer: IronClaw's ${plan.deferred.length} deferred tools are sent in full.`,
      ),
    );
  const strict = strictOf(plan);
  warnings.push(...strictWarning(strict, fitted.names));
  const body: JsonObject = { model: MODEL, messages: [{ role: 'user', content: PROMPT }], tools };
  return finish('openai-chat', body, plan, fitted, [], changes, warnings, strict);
}

function finish(
  target: ExportTarget,
  body: JsonObject,
  plan: TierPlan,
  fitted: { names: Map<string, string>; renamed: Renamed[] },
  deferred: string[],
  changes: RequestExport['schema_changes'],
  warnings: ExportWarning[],
  strict: RequestExport['strict'],
): Built {
  const names: Record<string, string> = {};
  for (const t of plan.tools) names[t.name] = fitted.names.get(t.name)!;
  return {
    target,
    body,
    names,
    renamed: fitted.renamed,
    deferred: [...deferred],
    schema_changes: changes,
    strict,
    warnings,
  };
}

/** Each tool's strict verdict, by the schema as it is sent (memoised with the wire object's schema). */
function strictOf(plan: TierPlan): RequestExport['strict'] {
  return plan.tools.map((t) => {
    const reason = strictReason(t.parameters);
    return { tool: t.name, strict: reason === null, reason };
  });
}

const STRICT_SEEN = new WeakMap<object, string | null>();
function strictReason(parameters: JsonValue): string | null {
  const key = isJsonObject(parameters) ? parameters : null;
  if (key && STRICT_SEEN.has(key)) return STRICT_SEEN.get(key)!;
  const reason = strictModeProblem(objectSchema(parameters));
  if (key) STRICT_SEEN.set(key, reason);
  return reason;
}

/** One sentence: how many functions are strict, and the first reason another is not. */
function strictWarning(strict: RequestExport['strict'], names: Map<string, string>): ExportWarning[] {
  if (strict.length === 0) return [];
  const on = strict.filter((s) => s.strict).length;
  const first = strict.find((s) => !s.strict);
  const why = first ? `; ${names.get(first.tool) ?? first.tool}, for one: ${first.reason}` : '';
  return [
    note(
      `strict is true on ${on} of ${strict.length} functions, where the schema qualifies for strict mode as it is, and false on the rest${why}.`,
    ),
  ];
}

/**
 * A JSON Schema object, as both APIs require of a tool's input: `"type": "object"` at
 * the root, and a `required` list of property names only (Anthropic's SDK types it so).
 */
function objectSchema(p: JsonValue): JsonObject {
  if (!isJsonObject(p) || (p.type !== 'object' && p.type !== undefined))
    return { type: 'object', properties: {} };
  const schema: JsonObject = p.type === 'object' ? p : { type: 'object', ...p };
  if (!Array.isArray(schema.required) || schema.required.every((r) => typeof r === 'string')) return schema;
  return { ...schema, required: schema.required.filter((r) => typeof r === 'string') };
}

/** What objectSchema changes in a schema, in words, or null when it is sent as it is. */
function schemaChange(p: JsonValue): string | null {
  if (!isJsonObject(p) || (p.type !== 'object' && p.type !== undefined))
    return 'schema was not an object schema; sent as an empty object schema';
  const changes: string[] = [];
  if (p.type === undefined) changes.push('added "type": "object"');
  if (Array.isArray(p.required) && !p.required.every((r) => typeof r === 'string'))
    changes.push('dropped the entries of required that are not property names');
  return changes.length > 0 ? changes.join('; ') : null;
}

const cap = (text: string): ExportWarning => ({ kind: 'cap', text });
const guidance = (text: string): ExportWarning => ({ kind: 'guidance', text });
const note = (text: string): ExportWarning => ({ kind: 'note', text });
