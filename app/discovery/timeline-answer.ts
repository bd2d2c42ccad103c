import {
  canonicalJson,
  type ReportedLoad,
  runTimeline,
  type Templates,
  type Turn,
  type TurnReport,
} from '../../core/index.ts';
import { viewCall, viewDescribe } from './chain-answer.ts';
import type { ActionView, TimelineAnswer, TurnView } from './discovery-protocol.ts';
import { viewSearch } from './search-answer.ts';

/**
 * Plays the scenario's own `timeline` key turn by turn (DISCLOSURE.md §7, §11):
 * what each turn advertises, what each action answered, and which promotions
 * made it into the active set or were stopped by a cap.
 */
export function answerTimeline(loaded: ReportedLoad, templates: Templates): TimelineAnswer {
  const played = runTimeline(loaded.value, templates);
  if (!played.ok) return played;
  // Promotions change only the active set; the catalog a search result is read against is the same every turn.
  const { turn } = loaded.evaluation;
  return {
    ok: true,
    turns: played.turns.map((report) => viewTurn(report, turn)),
    stopped: played.stopped?.message ?? null,
  };
}

function viewTurn(report: TurnReport, turn: Turn): TurnView {
  const { active_set: active, active: explanation } = report;
  return {
    turn: report.turn,
    promoted: report.promoted,
    deferred: active.deferred,
    advertised: active.definitions.map((d) => ({
      name: d.name,
      bridge: d.bridge,
      tokens: d.est_schema_tokens,
    })),
    advertised_tokens: active.advertised_tokens,
    threshold: explanation.threshold,
    max_tools: explanation.max_tools,
    promotions: explanation.promotions,
    actions: report.actions.map(({ action, result }): ActionView => {
      const base = { tool: action.tool, arguments_json: canonicalJson(action.arguments) };
      if (result.kind === 'tool_search')
        return { ...base, kind: 'search', search: viewSearch(turn, result.result) };
      if (result.kind === 'tool_describe')
        return { ...base, kind: 'describe', describe: viewDescribe(result.result) };
      return { ...base, kind: 'call', via: result.via, call: viewCall(result.result) };
    }),
    promoted_now: report.promoted_now,
  };
}
