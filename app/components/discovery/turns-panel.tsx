import { useId } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { JsonObject } from '../../../core/index.ts';
import { useDiscovery } from '../../hooks/use-discovery.ts';
import { useEditKey } from '../../hooks/use-scenario-edit.ts';
import { buildSearchArguments } from '../../scenario-text/search-arguments.ts';
import {
  appendTimelineAction,
  appendTimelineTurn,
  clearTimeline,
  describeAction,
  directCallAction,
  removeLastTimelineStep,
  searchAction,
  toolCallAction,
} from '../../scenario-text/timeline-edit.ts';
import type { TurnTool } from '../../state/discovery-slice.ts';
import { usePlayground } from '../../state/store.ts';
import { HINT, TEXT_INPUT } from '../control-styles.ts';
import { VirtualList } from '../virtual-list.tsx';
import { AnswerStatus } from './answer-status.tsx';
import { CacheTurns } from './cache-turns.tsx';
import { ChainInputs } from './chain-panel.tsx';
import { BUTTON, ERROR_BOX } from './discovery-styles.ts';
import { TurnCard } from './turn-card.tsx';

const TOOLS: { value: TurnTool; label: string }[] = [
  { value: 'tool_search', label: 'tool_search' },
  { value: 'tool_describe', label: 'tool_describe' },
  { value: 'tool_call', label: 'tool_call' },
  { value: 'direct', label: 'direct call by name' },
];

/**
 * The person plays the model for a few turns. Every action is written into the
 * scenario's `timeline` key (so it is in the share link) and the core replays the
 * whole timeline: describe-first, promotion, and what the next turn advertises.
 */
export function TurnsPanel() {
  const s = usePlayground(
    useShallow((st) => ({
      tool: st.turnTool,
      setTool: st.setTurnTool,
      query: st.searchQuery,
      limit: st.searchLimit,
      setQuery: st.setSearchQuery,
      name: st.chainName,
      args: st.chainArguments,
      setName: st.setChainName,
      setArgs: st.setChainArguments,
    })),
  );
  const edit = useEditKey();
  const ids = { tool: useId(), query: useId(), name: useId(), args: useId() };
  const snapshot = useDiscovery('timeline', { kind: 'timeline' });
  const answer = snapshot.good;

  const play = () => {
    let action: JsonObject;
    if (s.tool === 'tool_search') action = searchAction(buildSearchArguments(s.query, s.limit));
    else if (s.tool === 'tool_describe') action = describeAction(s.name);
    else if (s.tool === 'tool_call') action = toolCallAction(s.name, s.args);
    else action = directCallAction(s.name, s.args);
    edit('timeline', appendTimelineAction(action));
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-1 rounded border border-slate-200 p-2 dark:border-slate-800">
        <label htmlFor={ids.tool} className="text-xs font-medium">
          Call to play
        </label>
        <select
          id={ids.tool}
          className={TEXT_INPUT}
          value={s.tool}
          onChange={(e) => s.setTool(e.target.value as TurnTool)}
        >
          {TOOLS.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
        {s.tool === 'tool_search' ? (
          <>
            <label htmlFor={ids.query} className="text-xs font-medium">
              Query
            </label>
            <input
              id={ids.query}
              type="text"
              className={TEXT_INPUT}
              value={s.query}
              onChange={(e) => s.setQuery(e.target.value)}
            />
            <span className={HINT}>
              Limit {s.limit.trim() === '' ? 'left out (10)' : s.limit}, as set in the Search tab.
            </span>
          </>
        ) : (
          <ChainInputs
            {...s}
            nameId={ids.name}
            argsId={ids.args}
            withArguments={s.tool !== 'tool_describe'}
          />
        )}
        <div className="flex flex-wrap gap-1">
          <button type="button" className={BUTTON} onClick={play}>
            Play in the last turn
          </button>
          <button type="button" className={BUTTON} onClick={() => edit('timeline', appendTimelineTurn)}>
            Next turn
          </button>
          <button type="button" className={BUTTON} onClick={() => edit('timeline', removeLastTimelineStep)}>
            Undo last step
          </button>
          <button type="button" className={BUTTON} onClick={() => edit('timeline', clearTimeline)}>
            Clear timeline
          </button>
        </div>
        <p className={HINT}>
          The timeline is the scenario’s own “timeline” key: it is saved and shared with it.
        </p>
      </div>
      <AnswerStatus snapshot={snapshot} />
      {answer && !answer.ok ? <p className={ERROR_BOX}>{answer.error}</p> : null}
      {answer?.ok && answer.stopped !== null ? (
        <p role="status" className="text-xs text-amber-700 dark:text-amber-400">
          Not every action was played: {answer.stopped}.
        </p>
      ) : null}
      {answer?.ok ? (
        <VirtualList
          label="Turns"
          className="flex flex-col gap-2"
          items={answer.turns}
          itemKey={(t) => t.turn}
          render={(t) => <TurnCard turn={t} />}
          rowHeight={160}
        />
      ) : null}
      {answer?.ok ? <CacheTurns /> : null}
    </div>
  );
}
