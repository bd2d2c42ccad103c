/**
 * Every bound of the disclosure rules and of the playground's readers, in one
 * place, each with the rule it comes from. The rules import them from here; the
 * app and the command line read them through core/index.ts. The bounds of hosted
 * MCP discovery are their own table, core/admission/limits.ts (MCP-ADMISSION.md §2).
 */

// Ids (DISCLOSURE.md §1), in UTF-8 bytes.
/** Longest segment of a capability id. */
export const MAX_CAPABILITY_SEGMENT_BYTES = 128;
/** Longest provider (wire) name. */
export const MAX_PROVIDER_NAME_BYTES = 64;

// Token sums (DISCLOSURE.md §3).
/** Token sums are unsigned 32-bit and saturate here instead of overflowing. */
export const U32_MAX = 4294967295;

// The catalog index, the `tool_search` description (DISCLOSURE.md §6), in UTF-8 bytes.
/** The budget namespace and representative lines are checked against. */
export const INDEX_BUDGET_BYTES = 3800;
/** Kept free for the tail note by the namespace index. */
export const NAMESPACE_TAIL_RESERVE = 96;
/** Kept free for the tail note by the alphabetical index. */
export const ALPHABETICAL_TAIL_RESERVE = 80;
/** The hard cap upstream checks before the prompt is sent (model-safe check). */
export const MODEL_SAFE_MAX_BYTES = 4096;

// Caps a scenario gets when it leaves them out (SCENARIO.md, `caps`; DISCLOSURE.md §7).
export const DEFAULT_MAX_TOKENS = 12000;
export const DEFAULT_MAX_TOOLS = 32;

// The search document of a definition (DISCLOSURE.md §10, bounded BM25F).
/** Bytes one field adds to a document, at most. */
export const MAX_FIELD_BYTES = 256;
/** Bytes admitted into one document. */
export const MAX_DOCUMENT_BYTES = 8192;
/** Unique terms one document holds. */
export const MAX_UNIQUE_TERMS = 512;
/** Deepest object node of the parameter schema walk (the root is 0). */
export const MAX_SCHEMA_DEPTH = 8;
/** Object nodes the schema walk visits in all. */
export const MAX_SCHEMA_NODES = 256;
/** Property keys the schema walk takes for a document. */
export const MAX_SCHEMA_FIELDS = 128;
/** Query terms ranked: the first this many. */
export const MAX_QUERY_TERMS = 32;

// `tool_search` as the model calls it (DISCLOSURE.md §11).
/** A longer query is an error. */
export const MAX_QUERY_BYTES = 1024;
/** The result limit when none is given, and its clamp. */
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 50;
/** A result carries its schema only when its canonical parameters fit in this many bytes… */
export const MAX_SCHEMA_BYTES = 8192;
/** …and the whole output with it still fits in this many. */
export const MAX_RESPONSE_BYTES = 24576;

/**
 * The deepest nesting of arrays and objects the playground reads or evaluates
 * (a playground bound, not upstream's): the reader, the core and the CLI share
 * this one number, so a scenario either evaluates everywhere or is refused
 * everywhere with the same words.
 *
 * Why 256: serde_json's reader stops at 128 levels, but upstream builds some of
 * its own test catalogs in Rust without going through that reader, and one
 * parity vector (the adversarial schema walk) is 135 levels deep; 256 keeps every
 * vector and any real tool schema (rarely past 20) while staying far below the
 * depth that exhausts a Web Worker's stack in the recursive steps that follow.
 */
export const MAX_JSON_DEPTH = 256;

// Share links are untrusted input, from anyone who sends one: bounded before anything is inflated.
/** Far above any real catalog (a 2,000-tool scenario is ~0.2 M characters) and below what browsers accept. */
export const MAX_LINK_CHARS = 2_000_000;
/** The most a link may inflate to, in UTF-8 bytes: a scenario, or a review's view, scenario and baseline together. */
export const MAX_INFLATED_BYTES = 16 * 1024 * 1024;
/** A review link's view settings (its tabs, search, open "Why?"), inflated: a few hundred bytes in use. */
export const MAX_VIEW_BYTES = 16 * 1024;
/** One text among a view's settings (the search query's own bound is 1,024 bytes; a name is at most 64). */
export const MAX_VIEW_FIELD_BYTES = 2048;

/**
 * The work one evaluation may spend on the lists a scenario can make as long as it
 * likes (a playground bound, not upstream's): its queries × their limits, its
 * resolves, its timeline's turns and actions, and the review's own searches. Each
 * call is bounded on its own; only their number is not, so one pass is given these
 * two measures and refuses the rest of a list once either is spent, saying how much
 * ran (core/work-budget.ts). The page, its Workers and the command line share them.
 *
 * Why these figures: the most any parity vector uses is 130 KB of answers and
 * under 10,000 steps; a 2,000-tool catalog still runs twenty searches at limit 50
 * that each fill the 24 KiB response bound (a hundred typical ones), and the
 * report then holds a few MiB, which crosses from the Worker to the page without
 * holding it, rather than the gigabytes 20,000 such searches would write. The steps
 * bound the time: 4,000,000 are about two seconds of scoring on a slow core.
 */
export const WORK_BUDGET = {
  /** Tools examined: one per tool a search scores, a name lookup walks or a turn is built over, one per result. */
  steps: 4_000_000,
  /** UTF-8 bytes of answers written: search outputs, resolved and described tools. */
  outputBytes: 512 * 1024,
} as const;

// Findability (the design review's own-name probes, expected tools and what-if fixes; docs/findings.md).
/** The limit every own-name probe searches with: tool_search's default, as the model calls it. */
export const FINDABILITY_LIMIT = DEFAULT_LIMIT;
/**
 * Index entries the own-name probes of one review may read in all (a probe costs
 * the documents holding its words; a probe of a query already asked costs nothing).
 * The benchmark's 2,000-tool catalog takes 0.4 million, its 10,000-tool one 19
 * million (about two seconds of a Worker); past the bound the rest of the tools
 * are listed as not probed, so a larger catalog's review stays bounded.
 */
export const MAX_PROBE_WORK = 20_000_000;
/** Expected tools (a query's `expect`, each name once) one review checks; the rest are counted as not checked. */
export const MAX_EXPECTATIONS_CHECKED = 2000;
/** Searches on a copy one what-if fix may run: one per candidate set of added words. */
export const MAX_FIX_TRIALS = 12;
/** What-if searches one review may run in all; misses past it are reported without a fix. */
export const MAX_WHAT_IF_SEARCHES = 240;
/** Schema nodes a miss's cause looks through for the query's words (the words where the index does not look). */
export const MAX_CAUSE_NODES = 2048;

// The planner (core/plan/, docs/planning.md): ours, never an IronClaw figure.
/** Plans the planner evaluates at most: each is one whole evaluation of the scenario with the plan applied. */
export const MAX_PLANS_EVALUATED = 40;
/** Turns of one task in the planner's cost model, unless the scenario says otherwise. */
export const DEFAULT_PLAN_TURNS = 4;
/** Shared index words (Jaccard) from which two tools are proposed as near-duplicates. */
export const NEAR_DUPLICATE_SHARE = 0.8;
