import type {
  ArgumentCheck,
  Comparison,
  EvaluatedPlan,
  ExportTarget,
  HitExplanation,
  MatchRule,
  PlanProposal,
  PlanTarget,
  PromotionOutcome,
  QueryMove,
  QueryRelevance,
  RelevanceMetrics,
  RelevancePresetId,
  RequestExport,
  ReviewReport,
  RuntimeView,
  TargetRef,
  TermScore,
  ToolExplanation,
  VariantName,
  VariantRow,
  WhyNot,
} from '../../core/index.ts';

/**
 * The discovery questions and their answers. Everything in an answer is plain
 * data (strings, numbers, booleans): what the model receives travels as its
 * exact JSON text.
 */

/** `scenario`: the judged queries (`expect`) of the scenario being edited, over its own tools. */
export type RelevanceSource = { preset: RelevancePresetId } | { text: string } | { scenario: true };

export type DiscoveryParams =
  | { kind: 'search'; argumentsText: string; whyNot: string | null }
  | { kind: 'chain'; name: string; argumentsText: string }
  | { kind: 'timeline' }
  /**
   * `variants`: the ranker lab's rules to compare with IronClaw's ranking (none: no lab);
   * `explain`: an intent's index, for the term-by-term score of its first judged tool.
   */
  | { kind: 'relevance'; source: RelevanceSource; variants?: VariantName[]; explain?: number | null }
  /** The design review: findings, and the comparison with the baseline (A) when one is pinned. */
  | { kind: 'review'; baselineText: string | null }
  /** "Why?" for one tool, with its rank for the search query when one is typed. */
  | { kind: 'explain'; name: string; query: string | null }
  /**
   * The scenario as other runtimes would send it, and the request each takes. `counted`: wait for
   * OpenAI's tokenizer; otherwise OpenAI figures are IronClaw's estimate until it has loaded.
   */
  | { kind: 'runtimes'; counted: boolean }
  /** The planner's proposal (core/plan/) for a target; the page's Plan tab asks it when a person presses Plan. */
  | { kind: 'plan'; target: PlanTarget; minRecall: number | null };

export type DiscoveryKind = DiscoveryParams['kind'];

export interface ResultView {
  name: string;
  capability_id: string;
  schema_complete: boolean | null;
  required: string[];
  /** Canonical parameter bytes, against the 8 KiB per-schema bound. */
  schema_bytes: number;
  hit: HitExplanation | null;
}

export type SearchView =
  | { ok: false; error: string }
  | {
      ok: true;
      query: string;
      limit: number;
      normalized_query: string;
      query_terms: string[];
      query_class: 'exact_identifier' | 'lexical' | 'no_match';
      scored_count: number;
      document_count: number;
      average_length: number;
      complete_signatures: boolean;
      results: ResultView[];
      /** Ranked within the limit but not returned: cut by the 24 KiB bound or absent from the catalog. */
      not_returned: { name: string; reason: 'cut_by_response_bound' | 'not_in_catalog' }[];
      output_json: string;
      output_bytes: number;
    };

export interface SearchAnswer {
  search: SearchView;
  whyNot: WhyNot | null;
  /** Every name in the scenario's definitions, for the "why not" picker. */
  toolNames: string[];
}

export type CallView =
  | { kind: 'error'; error: string }
  | { kind: 'describe_first'; target: TargetRef; rule: MatchRule; errors: string[]; output_json: string }
  | {
      kind: 'dispatched';
      target: TargetRef;
      rule: MatchRule;
      check: ArgumentCheck;
      deferred: boolean;
      promoted: boolean;
    };

export type DescribeView = { ok: true; output_json: string } | { ok: false; error: string };

export interface ChainAnswer {
  name: string;
  /** The forgiving resolution a `tool_call` or direct call uses, before the policy check. */
  resolved: { target: TargetRef; rule: MatchRule; permitted: boolean } | null;
  /** Every catalog definition the name answers to, with the first rule that matched it. */
  matches: { name: string; rule: MatchRule }[];
  describe: DescribeView;
  toolCall: CallView;
  /** When the first call got describe-first: what the same call gets once the schema was shown. */
  toolCallAfterDescribe: CallView | null;
  direct: CallView;
}

/** One action of a turn: the tool the model called, its arguments as JSON text, and the answer. */
export type ActionView = { tool: string; arguments_json: string } & (
  | { kind: 'search'; search: SearchView }
  | { kind: 'describe'; describe: DescribeView }
  | { kind: 'call'; via: 'tool_call' | 'direct'; call: CallView }
);

export interface TurnView {
  turn: number;
  promoted: string[];
  deferred: boolean;
  advertised: { name: string; bridge: boolean; tokens: number }[];
  advertised_tokens: number;
  threshold: number;
  max_tools: number;
  promotions: { name: string; outcome: PromotionOutcome; tokens: number | null }[];
  actions: ActionView[];
  promoted_now: string[];
}

/** `stopped`: why the later actions were not played (the work budget), or null. */
export type TimelineAnswer =
  | { ok: true; turns: TurnView[]; stopped: string | null }
  | { ok: false; error: string };

export interface RelevanceView {
  tool_count: number;
  metrics: RelevanceMetrics;
  /** Lowest quality first (upstream's order for its report). */
  worst_first: QueryRelevance[];
  /** Why the later intents were not ranked (the work budget), or null. */
  stopped?: string | null;
  /** The ranker lab's comparison, when variants were asked for: none of them is IronClaw's behaviour. */
  lab?: LabView | null;
}

export interface LabView {
  baseline: VariantRow;
  variant: VariantRow;
  won_count: number;
  lost_count: number;
  /** The biggest moves first, LAB_MOVES_SHOWN of each. */
  won: QueryMove[];
  lost: QueryMove[];
  explained: {
    index: number;
    query: string;
    tool: string;
    ironclaw: { score: number; rank: number | null; terms: TermScore[] } | null;
    variant: { score: number; rank: number | null; terms: TermScore[] } | null;
  } | null;
}

export type RelevanceAnswer = { ok: true; view: RelevanceView } | { ok: false; error: string };

export interface AnswerOf {
  search: SearchAnswer;
  chain: ChainAnswer;
  timeline: TimelineAnswer;
  relevance: RelevanceAnswer;
  review: ReviewAnswer;
  explain: ExplainAnswer;
  runtimes: RuntimesAnswer;
  plan: PlanAnswer;
}

/** A plan as the page draws it: its figures and pins, without the scenario text (Apply writes mode and pins itself). */
export type PlanPoint = Omit<EvaluatedPlan, 'text'>;

export type PlanView = Omit<PlanProposal, 'current' | 'evaluated' | 'chosen'> & {
  current: PlanPoint;
  evaluated: PlanPoint[];
  chosen: PlanPoint | null;
};

export type PlanAnswer = { ok: true; view: PlanView } | { ok: false; error: string };

/**
 * The design review of the scenario being edited, against the pinned baseline
 * when there is one: core's report (findings, summary per side, delta) and the
 * full comparison A → B for the compare view. Everything is core's
 * (core/review/), read exactly as `disclosure report` reads its files.
 */
export interface ReviewAnswer {
  report: ReviewReport;
  comparison: Comparison | null;
  /** Why the baseline could not be compared, when it is pinned but unreadable. */
  baselineError: string | null;
}

/** The scenario in other runtimes (core/runtimes/), with the request body each exportable one takes. */
export interface RuntimesAnswer {
  mapping: string;
  views: RuntimeView[];
  exports: Record<ExportTarget, Omit<RequestExport, 'body'>>;
  /** Why OpenAI figures fall back to IronClaw's estimate, when the tokenizer could not be loaded. */
  tokenizerError: string | null;
  /** OpenAI figures are IronClaw's estimate for now: the tokenizer is still loading. */
  tokenizerLoading: boolean;
}

export interface ExplainAnswer {
  explanation: ToolExplanation;
}
