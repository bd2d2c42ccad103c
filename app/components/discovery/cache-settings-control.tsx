import { useId } from 'react';
import {
  ANTHROPIC_MIN_CACHEABLE,
  type CacheAcrossTurns,
  isJsonObject,
  JsonNumber,
  type JsonObject,
  PLAYGROUND_KEY,
  PROMPT_CACHE_KEY,
} from '../../../core/index.ts';
import { useEditKey } from '../../hooks/use-scenario-edit.ts';
import { HINT, TEXT_INPUT } from '../control-styles.ts';
import { useDraft } from '../use-draft.ts';

/**
 * The two assumptions of the cache figures, written into the scenario's
 * `playground.prompt_cache` (so a link and `disclosure report` carry them): the
 * conversation each turn adds, and the Anthropic model whose minimum applies.
 */
export function CacheSettingsControl({ settings }: { settings: CacheAcrossTurns['settings'] }) {
  const edit = useEditKey();
  const ids = { tokens: useId(), model: useId() };
  const set = (key: string, value: JsonNumber | string | null) =>
    edit(PLAYGROUND_KEY, (current) => {
      const own: JsonObject = isJsonObject(current) ? { ...current } : {};
      const cache: JsonObject = isJsonObject(own[PROMPT_CACHE_KEY])
        ? { ...(own[PROMPT_CACHE_KEY] as JsonObject) }
        : {};
      if (value === null) delete cache[key];
      else cache[key] = value;
      own[PROMPT_CACHE_KEY] = cache;
      return own;
    });
  const field = useDraft(
    settings.conversation_set ? String(settings.conversation_tokens_per_turn) : '',
    (text) => {
      const trimmed = text.trim();
      if (trimmed === '') set('conversation_tokens_per_turn', null);
      else if (/^(0|[1-9][0-9]{0,6})$/.test(trimmed))
        set('conversation_tokens_per_turn', new JsonNumber(trimmed));
    },
  );
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-0.5">
        <label htmlFor={ids.tokens} className="font-medium">
          Conversation per turn (tokens)
        </label>
        <input
          id={ids.tokens}
          type="text"
          inputMode="numeric"
          className={`${TEXT_INPUT} w-32`}
          placeholder={`${settings.conversation_tokens_per_turn} (default)`}
          {...field}
        />
      </div>
      <div className="flex flex-col gap-0.5">
        <label htmlFor={ids.model} className="font-medium">
          Anthropic model (minimum cacheable)
        </label>
        <select
          id={ids.model}
          className={TEXT_INPUT}
          value={settings.anthropic_model}
          onChange={(e) => set('anthropic_model', e.target.value)}
        >
          {Object.entries(ANTHROPIC_MIN_CACHEABLE).map(([model, min]) => (
            <option key={model} value={model}>
              {model} ({min} tokens)
            </option>
          ))}
        </select>
      </div>
      <p className={HINT}>
        Saved in the scenario’s playground settings, so a link and the report carry them.
      </p>
    </div>
  );
}
