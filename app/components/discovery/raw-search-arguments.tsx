import { useId } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { canonicalJson } from '../../../core/index.ts';
import { buildSearchArguments } from '../../scenario-text/search-arguments.ts';
import { usePlayground } from '../../state/store.ts';
import { TEXT_INPUT } from '../control-styles.ts';
import { BUTTON } from './discovery-styles.ts';

/**
 * The arguments object itself, for what the two fields cannot express (a query
 * that is not a string, a limit of the wrong type), so every tool_search error
 * can be seen as the model would get it.
 */
export function RawSearchArguments({ error }: { error: string | null }) {
  const s = usePlayground(
    useShallow((st) => ({
      searchQuery: st.searchQuery,
      searchLimit: st.searchLimit,
      searchRawArguments: st.searchRawArguments,
      setSearchRawArguments: st.setSearchRawArguments,
    })),
  );
  const id = useId();
  if (s.searchRawArguments === null) {
    return (
      <div>
        <button
          type="button"
          className={BUTTON}
          onClick={() =>
            s.setSearchRawArguments(canonicalJson(buildSearchArguments(s.searchQuery, s.searchLimit)))
          }
        >
          Edit the raw arguments
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-0.5">
      <label htmlFor={id} className="text-xs font-medium">
        tool_search arguments (JSON)
      </label>
      <textarea
        id={id}
        rows={2}
        className={TEXT_INPUT}
        value={s.searchRawArguments}
        aria-invalid={error !== null}
        onChange={(e) => s.setSearchRawArguments(e.target.value)}
      />
      {error ? <span className="text-xs text-red-600">{error}</span> : null}
      <div>
        <button type="button" className={BUTTON} onClick={() => s.setSearchRawArguments(null)}>
          Back to query and limit
        </button>
      </div>
    </div>
  );
}
