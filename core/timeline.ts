import { canonicalJsonBytes } from './json/canonical-json.ts';
import { isJsonObject, type JsonValue } from './json/json-value.ts';
import type { ActiveExplanation, ActiveSetReport, DescribeReport } from './report/report.ts';
import { readScenario } from './scenario.ts';
import type { Templates } from './templates.ts';
import {
  type CallOutcome,
  type CallState,
  callDirectly,
  callThroughBridge,
  newCallState,
} from './tool-call.ts';
import { runToolSearch, type ToolSearchResult } from './tool-search.ts';
import { buildTurn, type Turn } from './turn.ts';
import { describeTool } from './turn-lookups.ts';
import { createWorkBudget, type WorkStop } from './work-budget.ts';

/**
 * A few turns of the discovery chain played by hand: each action is a tool call
 * the model emits. A dispatched deferred tool is promoted into the next turn's
 * active set, subject to the caps (DISCLOSURE.md §7, §11). The timeline lives in
 * the scenario's own `timeline` key, which parity ignores.
 */

interface TimelineAction {
  tool: string;
  arguments: JsonValue;
}

type ActionResult =
  | { kind: 'tool_search'; result: ToolSearchResult }
  | { kind: 'tool_describe'; result: DescribeReport }
  | { kind: 'call'; via: 'tool_call' | 'direct'; result: CallOutcome };

export interface TurnReport {
  turn: number;
  /** The promotion list this turn starts from (earlier turns' promotions appended, repeats removed). */
  promoted: string[];
  active_set: ActiveSetReport;
  active: ActiveExplanation;
  actions: { action: TimelineAction; result: ActionResult }[];
  /** Deferred tools dispatched in this turn. */
  promoted_now: string[];
  /** The tool_search description (the index) this turn, for prompt-cache comparisons. */
  index_text: string;
}

/** `stopped`: the actions the work budget left unplayed (core/work-budget.ts), or null when every one ran. */
type TimelineResult =
  | { ok: true; turns: TurnReport[]; stopped: WorkStop | null }
  | { ok: false; error: string };

export function readTimeline(
  value: JsonValue | undefined,
): { ok: true; turns: TimelineAction[][] } | { ok: false; error: string } {
  if (value === undefined || value === null) return { ok: true, turns: [] };
  if (!Array.isArray(value)) return { ok: false, error: 'timeline must be an array of turns' };
  const turns: TimelineAction[][] = [];
  for (const [t, turn] of value.entries()) {
    const actions = isJsonObject(turn) ? turn.actions : undefined;
    if (!Array.isArray(actions))
      return { ok: false, error: `timeline[${t}] must be an object with an actions array` };
    const list: TimelineAction[] = [];
    for (const [a, action] of actions.entries()) {
      if (!isJsonObject(action) || typeof action.tool !== 'string') {
        return { ok: false, error: `timeline[${t}].actions[${a}] must be {"tool": string, "arguments": …}` };
      }
      list.push({ tool: action.tool, arguments: action.arguments ?? {} });
    }
    turns.push(list);
  }
  return { ok: true, turns };
}

/**
 * Plays every turn of the scenario's timeline; at least one turn is always reported.
 * Building a turn and each action are charged to one work budget: past it the
 * remaining actions are not played, and `stopped` says how many ran.
 */
export function runTimeline(scenarioValue: JsonValue, templates: Templates): TimelineResult {
  const read = readScenario(scenarioValue);
  if (!read.ok) return read;
  const timeline = readTimeline(isJsonObject(scenarioValue) ? scenarioValue.timeline : undefined);
  if (!timeline.ok) return timeline;
  const turnsInput = timeline.turns.length > 0 ? timeline.turns : [[]];
  const budget = createWorkBudget();
  const actionCount = turnsInput.reduce((sum, actions) => sum + actions.length, 0);
  let played = 0;

  let promoted = [...read.scenario.promoted];
  const turns: TurnReport[] = [];
  for (const [index, actions] of turnsInput.entries()) {
    if (index > 0 && !budget.open()) break;
    const turn = buildTurn({ ...read.scenario, promoted }, templates);
    budget.spend(turn.catalog.length, 0);
    const state = newCallState();
    const results: TurnReport['actions'] = [];
    for (const action of actions) {
      if (!budget.open()) break;
      const result = runAction(turn, action, state);
      budget.spend(...actionCost(turn, result));
      results.push({ action, result });
    }
    played += results.length;
    turns.push({
      turn: index + 1,
      promoted,
      active_set: turn.activeSet,
      active: turn.activeExplanation,
      actions: results,
      promoted_now: state.promoted,
      index_text: turn.index.text,
    });
    promoted = [...new Set([...promoted, ...state.promoted])];
    if (results.length < actions.length) break;
  }
  const stopped =
    played < actionCount ? budget.stop('timeline', 'timeline actions', played, actionCount) : null;
  return { ok: true, turns, stopped };
}

function runAction(turn: Turn, a: TimelineAction, state: CallState): ActionResult {
  if (a.tool === 'tool_search') {
    const r = runToolSearch(
      a.arguments,
      turn.searchIndex,
      turn.catalogByName,
      turn.mode.includes_complete_signatures,
    );
    if (r.ok) for (const name of r.disclosed) state.disclosed.add(name);
    return { kind: 'tool_search', result: r };
  }
  if (a.tool === 'tool_describe') {
    const name = isJsonObject(a.arguments) ? (a.arguments.name ?? null) : null;
    return { kind: 'tool_describe', result: describeTool(turn, name, state.disclosed) };
  }
  if (a.tool === 'tool_call')
    return { kind: 'call', via: 'tool_call', result: callThroughBridge(turn, a.arguments, state) };
  return { kind: 'call', via: 'direct', result: callDirectly(turn, a.tool, a.arguments, state) };
}

/** Tools examined and bytes written by one action: a search its scoring, a lookup the catalog it walks. */
function actionCost(turn: Turn, r: ActionResult): [number, number] {
  if (r.kind === 'tool_search') {
    return r.result.ok
      ? [r.result.ranking.scored_count + r.result.ranking.names.length, r.result.output_bytes]
      : [1, 0];
  }
  const output =
    r.kind === 'tool_describe'
      ? r.result.ok
        ? r.result.output
        : null
      : r.result.kind === 'describe_first'
        ? r.result.output
        : null;
  return [turn.catalog.length, output === null ? 0 : canonicalJsonBytes(output)];
}
