import { canonicalJson, canonicalJsonBytes } from '../json/canonical-json.ts';
import { isJsonObject, type JsonObject, type JsonValue } from '../json/json-value.ts';
import { estimateJsonTokens } from '../token-estimate.ts';
import { ANTHROPIC_FACTS, ANTHROPIC_MAX_TOOLS, checkAnthropicDeferral } from './anthropic-messages.ts';
import { CLAUDE_CODE_FACTS, decideToolSearch, type ToolSearchSetting } from './claude-code.ts';
import { buildRequest, type ExportTarget, type RequestExport } from './export-request.ts';
import {
  OPENAI_CHAT_FACTS,
  OPENAI_CHAT_GUIDANCE,
  OPENAI_CHAT_MAX_TOOLS,
  openaiChatCapError,
} from './openai-chat.ts';
import { OPENAI_NAMESPACE_GUIDANCE, OPENAI_RESPONSES_FACTS } from './openai-responses.ts';
import { OPENAI_STRICT_FACTS } from './openai-strict.ts';
import {
  COPILOT_CLI_FACTS,
  COPILOT_CLI_SEARCH_FROM,
  CURSOR_FACTS,
  CURSOR_FIRST_TOOLS,
  GEMINI_CAP_ERROR,
  GEMINI_FACTS,
  GEMINI_MAX_DECLARATIONS,
  VERTEX_MAX_DECLARATIONS,
  VERTEX_SDK_MAX_DECLARATIONS,
  VSCODE_CAP_ERROR,
  VSCODE_FACTS,
  VSCODE_MAX_TOOLS,
  WINDSURF_FACTS,
  WINDSURF_MAX_TOOLS,
} from './other-caps.ts';
import type { Evidence, RuntimeFact } from './source.ts';
import type { PlannedTool, TierPlan } from './tier-plan.ts';

/**
 * The scenario as each runtime would send it: what goes up front, what is
 * deferred and how the model reaches it, and which caps or guidance it breaks
 * with what happens then. Runtimes with native search take IronClaw's tiers
 * (tier-plan.ts); the clients in other-caps.ts send the whole permitted catalog.
 */

const RUNTIME_IDS = [
  'anthropic-messages',
  'claude-code',
  'openai-responses',
  'openai-chat',
  'vscode-copilot',
  'copilot-cli',
  'windsurf',
  'cursor',
  'gemini',
] as const;
export type RuntimeId = (typeof RUNTIME_IDS)[number];

export type TokenCounter = (text: string) => number;
/** Tokens of a tools array, as its canonical JSON text. */
type Measure = (tools: JsonValue[]) => TokenCount;
type Built = Omit<RequestExport, 'json'>;

interface TokenCount {
  tokens: number;
  /** `o200k_base` where OpenAI's tokenizer applies and was given; IronClaw's byte-derived estimate otherwise. */
  method: 'o200k_base' | 'ironclaw_estimate';
  /** With an o200k_base count, IronClaw's estimate of the same array: the figure Turns and `report` give, shown beside it. */
  estimate?: number;
}

export interface LimitCheck {
  fact_id: string;
  /** cap: at most `limit`; minimum: at least `limit`; guidance: fewer than `limit`; threshold: behaviour changes below `limit`. */
  kind: 'cap' | 'minimum' | 'guidance' | 'threshold';
  limit: number;
  actual: number;
  /** The cap is exceeded, the minimum not met, the guidance not kept, or the catalog is below the threshold. */
  hit: boolean;
  /** What happens when it is hit. */
  consequence: string;
  /** The exact error text, where one is known. */
  error_text: string | null;
  /** Whether the limit itself is documented or only observed. */
  evidence: Evidence;
  /** Whether the error text is documented or only observed (null without one). */
  error_text_evidence: Evidence | null;
  /** The namespace a guidance check is about. */
  subject?: string;
}

export interface RuntimeView {
  id: RuntimeId;
  title: string;
  /** The `disclosure export --to` target, for runtimes a request can be exported for. */
  export_target: ExportTarget | null;
  /**
   * What the first request carries: `tools` counts the catalog's tools loaded in full (the same
   * way for every runtime: a runtime's own search tool is not one of them); bytes and tokens
   * measure everything sent, the search tool and deferred entries included.
   * `own`: the runtime's own tools sent beside them (Anthropic's search tool), by name.
   */
  upfront: { tools: number; own: string[]; bytes: number; tokens: TokenCount };
  deferred: { tools: number; reach: string };
  /** Tools the model can never reach in this runtime (not sent at all). */
  lost: string[];
  checks: LimitCheck[];
  facts: readonly RuntimeFact[];
  notes: string[];
}

interface RuntimeViewOptions {
  /** OpenAI's o200k_base count; without it OpenAI figures use IronClaw's estimate, labelled. */
  countO200k?: TokenCounter;
  /** The scenario's context window (caps.ctx_limit), for Claude Code's `auto`. */
  contextWindow: number | null;
}

/** The context window assumed for Claude Code's `auto` when the scenario sets none. */
const ASSUMED_CONTEXT_WINDOW = 200_000;

export function runtimeViews(plan: TierPlan, options: RuntimeViewOptions): RuntimeView[] {
  const estimate: Measure = (tools) => ({
    tokens: estimateJsonTokens(tools, UNITS_SEEN),
    method: 'ironclaw_estimate',
  });
  const countO200k = options.countO200k;
  const openai: Measure = countO200k
    ? (tools) => ({
        tokens: countO200k(canonicalJson(tools)),
        method: 'o200k_base',
        estimate: estimateJsonTokens(tools, UNITS_SEEN),
      })
    : estimate;
  const all = plan.listed.map(sentAsIs);
  const count = plan.tools.length;
  const anthropicView = messagesView(buildRequest(plan, 'anthropic'), plan.deferred.length, estimate);
  const sentAll = upfrontOf(all, count, estimate);
  return [
    { ...anthropicView, id: 'anthropic-messages', title: 'Anthropic Messages API', facts: ANTHROPIC_FACTS },
    claudeCodeView(anthropicView, plan, options, sentAll),
    responsesView(buildRequest(plan, 'openai-responses'), plan, openai),
    chatView(buildRequest(plan, 'openai-chat'), count, openai),
    ...clientViews(sentAll, count),
    cursorView(all, plan, estimate),
    geminiView(sentAll, count),
  ];
}

/** Claude Code with ENABLE_TOOL_SEARCH unset on Anthropic's endpoint, and what each setting would do. */
function claudeCodeView(
  anthropicView: ReturnType<typeof messagesView>,
  plan: TierPlan,
  options: RuntimeViewOptions,
  sentAll: RuntimeView['upfront'],
): RuntimeView {
  const toolTokens = plan.tools.reduce((sum, t) => sum + t.est_tokens, 0);
  const window = options.contextWindow ?? ASSUMED_CONTEXT_WINDOW;
  const settings: [string, ToolSearchSetting][] = [
    ['unset', { kind: 'unset' }],
    ['auto', { kind: 'auto', percent: 10 }],
    ['false', { kind: 'false' }],
  ];
  const decisions = settings.map(
    ([label, s]) =>
      `ENABLE_TOOL_SEARCH=${label}: ${decideToolSearch(s, toolTokens, window, 'anthropic').why}.`,
  );
  const byDefault = decideToolSearch({ kind: 'unset' }, toolTokens, window, 'anthropic').on;
  return {
    id: 'claude-code',
    title: 'Claude Code / Agent SDK',
    export_target: null,
    upfront: byDefault ? anthropicView.upfront : sentAll,
    deferred: byDefault ? anthropicView.deferred : { tools: 0, reach: 'nothing is deferred' },
    lost: [],
    checks: [],
    facts: CLAUDE_CODE_FACTS,
    notes: [
      `Shown as the Messages API request: ENABLE_TOOL_SEARCH unset, Anthropic's own endpoint, a model that supports tool search (not Haiku).`,
      ...decisions,
      `On Vertex AI: ${decideToolSearch({ kind: 'unset' }, toolTokens, window, 'vertex').why}.`,
      options.contextWindow === null
        ? `The scenario sets no ctx_limit; ${ASSUMED_CONTEXT_WINDOW} tokens is assumed for auto.`
        : `Context window: the scenario's ctx_limit, ${options.contextWindow} tokens.`,
    ],
  };
}

function chatView(chat: Built, count: number, openai: Measure): RuntimeView {
  return {
    id: 'openai-chat',
    title: 'OpenAI Chat Completions',
    export_target: 'openai-chat',
    upfront: upfrontOf(arrayOf(chat), count, openai),
    deferred: { tools: 0, reach: 'Chat Completions has no tool search: every tool is sent' },
    lost: [],
    checks: [
      cap(
        'openai_chat.max_tools',
        OPENAI_CHAT_MAX_TOOLS,
        count,
        'the request was seen to fail with 400 array_above_max_length',
        openaiChatCapError(count),
        'observed',
      ),
      guidance(
        'openai_chat.guidance',
        OPENAI_CHAT_GUIDANCE,
        count,
        'works, but the model chooses less reliably',
      ),
    ],
    facts: [...OPENAI_CHAT_FACTS, ...OPENAI_STRICT_FACTS],
    notes: notesOf(chat),
  };
}

/** Clients that send the whole permitted catalog, each against its own cap or threshold. */
function clientViews(sentAll: RuntimeView['upfront'], count: number): RuntimeView[] {
  return [
    {
      id: 'vscode-copilot',
      title: 'VS Code / Copilot Chat',
      export_target: null,
      upfront: sentAll,
      deferred: {
        tools: 0,
        reach: 'every selected tool is sent; past the threshold tools are grouped into virtual tools',
      },
      lost: [],
      checks: [
        cap(
          'vscode.max_tools',
          VSCODE_MAX_TOOLS,
          count,
          'the request fails unless virtual tools group the tools past the threshold',
          VSCODE_CAP_ERROR,
          'documented',
        ),
      ],
      facts: VSCODE_FACTS,
      notes: [],
    },
    {
      id: 'copilot-cli',
      title: 'GitHub Copilot CLI',
      export_target: null,
      upfront: sentAll,
      deferred: {
        tools: 0,
        reach:
          count < COPILOT_CLI_SEARCH_FROM
            ? 'tool search is skipped: every tool is sent'
            : 'tool search is used: MCP and other external tools are held back until a search loads them',
      },
      lost: [],
      checks: [
        {
          fact_id: 'copilot_cli.search_threshold',
          kind: 'threshold',
          limit: COPILOT_CLI_SEARCH_FROM,
          actual: count,
          hit: count < COPILOT_CLI_SEARCH_FROM,
          consequence: 'tool search is skipped: every tool is sent up front',
          error_text: null,
          evidence: 'documented',
          error_text_evidence: null,
        },
      ],
      facts: COPILOT_CLI_FACTS,
      notes: [],
    },
    {
      id: 'windsurf',
      title: 'Windsurf (Cascade)',
      export_target: null,
      upfront: sentAll,
      deferred: { tools: 0, reach: 'nothing is deferred' },
      lost: [],
      checks: [
        cap(
          'windsurf.max_tools',
          WINDSURF_MAX_TOOLS,
          count,
          'tools past the cap must be turned off before Cascade uses them',
          null,
          'documented',
        ),
      ],
      facts: WINDSURF_FACTS,
      notes: [],
    },
  ];
}

function geminiView(sentAll: RuntimeView['upfront'], count: number): RuntimeView {
  return {
    id: 'gemini',
    title: 'Gemini API',
    export_target: null,
    upfront: sentAll,
    deferred: { tools: 0, reach: 'nothing is deferred' },
    lost: [],
    checks: [
      cap(
        'gemini.max_declarations',
        GEMINI_MAX_DECLARATIONS,
        count,
        'the request was seen to fail with 400 INVALID_ARGUMENT',
        GEMINI_CAP_ERROR,
        'observed',
      ),
      cap(
        'gemini.vertex_declarations',
        VERTEX_MAX_DECLARATIONS,
        count,
        `on Vertex AI the request is over its documented limit (its SDK reference says ${VERTEX_SDK_MAX_DECLARATIONS})`,
        null,
        'documented',
      ),
    ],
    facts: GEMINI_FACTS,
    notes: [],
  };
}

function messagesView(
  request: Built,
  deferredCount: number,
  count: Measure,
): Omit<RuntimeView, 'id' | 'title' | 'facts'> {
  const tools = arrayOf(request);
  const upfront = tools.filter((t) => !(isJsonObject(t) && t.defer_loading === true));
  const deferralError = checkAnthropicDeferral(tools as { defer_loading?: boolean }[]);
  // Only Anthropic's own tools carry a type; the catalog's tools are counted as OpenAI's are.
  const own = upfront.flatMap((t) =>
    isJsonObject(t) && typeof t.type === 'string' && typeof t.name === 'string' ? [t.name] : [],
  );
  return {
    export_target: 'anthropic',
    upfront: upfrontOf(upfront, upfront.length - own.length, count, own),
    deferred: {
      tools: deferredCount,
      reach:
        deferredCount === 0
          ? 'nothing is deferred'
          : 'the model searches with tool_search_tool_bm25 (3–5 results a search); found tools arrive as tool_reference blocks',
    },
    lost: [],
    checks: [
      cap(
        'anthropic.max_tools',
        ANTHROPIC_MAX_TOOLS,
        deferredCount,
        'past tool search’s catalog limit, not every deferred tool can be searched',
        null,
        'documented',
      ),
      {
        fact_id: 'anthropic.one_not_deferred',
        kind: 'minimum',
        limit: 1,
        actual: upfront.length,
        hit: deferralError !== null,
        consequence: 'the request fails with 400',
        error_text: deferralError,
        evidence: 'documented',
        error_text_evidence: deferralError === null ? null : 'documented',
      },
    ],
    notes: notesOf(request),
  };
}

function responsesView(request: Built, plan: TierPlan, count: Measure): RuntimeView {
  // What the model sees at the start: deferred functions as name and description, namespaces as theirs.
  const seen: JsonValue[] = arrayOf(request).map((t) => {
    if (!isJsonObject(t)) return t;
    if (t.type === 'function' && t.defer_loading === true)
      return { type: 'function', name: t.name ?? '', description: t.description ?? '' };
    if (t.type === 'namespace') {
      const members = Array.isArray(t.tools) ? t.tools : [];
      return {
        type: 'namespace',
        name: t.name ?? '',
        description: t.description ?? '',
        tools: members.filter((m) => !(isJsonObject(m) && m.defer_loading === true)),
      };
    }
    return t;
  });
  const namespaces = arrayOf(request).filter((t) => isJsonObject(t) && t.type === 'namespace');
  return {
    id: 'openai-responses',
    title: 'OpenAI Responses API',
    export_target: 'openai-responses',
    upfront: upfrontOf(seen, plan.tools.length - plan.deferred.length, count),
    deferred: {
      tools: plan.deferred.length,
      reach:
        plan.deferred.length === 0
          ? 'nothing is deferred'
          : 'the model calls tool_search; loaded tools are appended at the end of the context',
    },
    lost: [],
    checks: namespaces.map((ns) => {
      const o = ns as { name: string; tools: JsonValue[] };
      return {
        ...guidance(
          'openai_responses.namespace_size',
          OPENAI_NAMESPACE_GUIDANCE,
          o.tools.length,
          'works, but searching the namespace costs more tokens and is less reliable',
        ),
        subject: o.name,
      };
    }),
    facts: [...OPENAI_RESPONSES_FACTS, ...OPENAI_STRICT_FACTS],
    notes: [
      'Up front: non-deferred tools in full, deferred functions by name and description, namespaces by name and description.',
      ...notesOf(request),
    ],
  };
}

function cursorView(all: JsonValue[], plan: TierPlan, count: Measure): RuntimeView {
  const kept = all.slice(0, CURSOR_FIRST_TOOLS);
  return {
    id: 'cursor',
    title: 'Cursor',
    export_target: null,
    upfront: upfrontOf(kept, kept.length, count),
    deferred: { tools: 0, reach: 'nothing is deferred' },
    lost: plan.listed.slice(CURSOR_FIRST_TOOLS).map((t) => t.name),
    checks: [
      cap(
        'cursor.first_tools',
        CURSOR_FIRST_TOOLS,
        plan.listed.length,
        'tools past the first 40 are not sent to the agent (the source does not say whether with an error)',
        null,
        'observed',
      ),
    ],
    facts: CURSOR_FACTS,
    notes: ['“First” is the catalog’s own order, as the server lists its tools.'],
  };
}

/** The export's notes; its caps and guidance are the view's checks, said there. */
function notesOf(request: Built): string[] {
  return request.warnings.filter((w) => w.kind === 'note').map((w) => w.text);
}

function arrayOf(request: Built): JsonValue[] {
  const tools = request.body.tools;
  return Array.isArray(tools) ? tools : [];
}

/**
 * Each schema's bytes and token units, by identity: an edit session keeps the objects of
 * unchanged definitions, so a review after an edit walks only the schemas that changed
 * (and the small wrappers each runtime puts around them).
 */
const BYTES_SEEN = new WeakMap<object, number>();
const AS_IS = new WeakMap<PlannedTool, JsonObject>();

/** A tool as a runtime without deferral sends it, kept by the planned tool's identity (BYTES_SEEN's reason). */
function sentAsIs(t: PlannedTool): JsonObject {
  let tool = AS_IS.get(t);
  if (!tool) {
    tool = { description: t.description, name: t.name, parameters: t.parameters };
    AS_IS.set(t, tool);
  }
  return tool;
}
const UNITS_SEEN = new WeakMap<object, number>();

function upfrontOf(tools: JsonValue[], toolCount: number, count: Measure, own: string[] = []) {
  // Measured without writing the text: a large catalog is reviewed on every edit.
  return { tools: toolCount, own, bytes: canonicalJsonBytes(tools, BYTES_SEEN), tokens: count(tools) };
}

function cap(
  factId: string,
  limit: number,
  actual: number,
  consequence: string,
  errorText: string | null,
  evidence: Evidence,
  errorEvidence: Evidence = evidence,
): LimitCheck {
  const hit = actual > limit;
  return {
    fact_id: factId,
    kind: 'cap',
    limit,
    actual,
    hit,
    consequence,
    error_text: hit ? errorText : null,
    evidence,
    error_text_evidence: hit && errorText !== null ? errorEvidence : null,
  };
}

/** Guidance "fewer than `limit`": kept below it. */
function guidance(factId: string, limit: number, actual: number, consequence: string): LimitCheck {
  return {
    fact_id: factId,
    kind: 'guidance',
    limit,
    actual,
    hit: actual >= limit,
    consequence,
    error_text: null,
    evidence: 'documented',
    error_text_evidence: null,
  };
}
