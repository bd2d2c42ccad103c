import { useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { formatFloat, type RelevancePresetId, type VariantName } from '../../../core/index.ts';
import type { DiscoveryParams, RelevanceView } from '../../discovery/discovery-protocol.ts';
import { useDiscovery } from '../../hooks/use-discovery.ts';
import { findRelevancePreset, RELEVANCE_PRESETS } from '../../presets/relevance-presets.ts';
import { usePlayground } from '../../state/store.ts';
import { HINT, TEXT_INPUT } from '../control-styles.ts';
import { Figure } from '../figure.tsx';
import { AnswerStatus } from './answer-status.tsx';
import { BUTTON, ERROR_BOX } from './discovery-styles.ts';
import { RelevanceLab } from './relevance-lab.tsx';
import { RelevanceQueries } from './relevance-queries.tsx';

/**
 * Retrieval quality of tool_search on a judged corpus, with upstream's metrics
 * (spec/relevance/README.md), computed in the Worker from the rankings.
 */
export function RelevancePanel() {
  const s = usePlayground(
    useShallow((st) => ({
      source: st.relevanceSource,
      text: st.relevanceText,
      setSource: st.setRelevanceSource,
      setText: st.setRelevanceText,
    })),
  );
  const sourceId = useId();
  const textId = useId();
  const [loadError, setLoadError] = useState<string | null>(null);
  const [variants, setVariants] = useState<VariantName[]>([]);
  const [explain, setExplain] = useState<number | null>(null);
  const lab = { variants, explain: variants.length === 0 ? null : explain };
  const params: DiscoveryParams | null =
    s.source === 'custom'
      ? s.text.trim() === ''
        ? null
        : { kind: 'relevance', source: { text: s.text }, ...lab }
      : s.source === 'scenario'
        ? { kind: 'relevance', source: { scenario: true }, ...lab }
        : { kind: 'relevance', source: { preset: s.source }, ...lab };
  const snapshot = useDiscovery(
    'relevance',
    params as Extract<DiscoveryParams, { kind: 'relevance' }> | null,
  );
  const answer = params === null ? null : snapshot.good;

  // Starting a corpus of one's own from a preset beats typing the format from the README.
  const copyPreset = async () => {
    const preset = findRelevancePreset(s.source);
    if (!preset) return;
    try {
      s.setText(await preset.load());
      s.setSource('custom');
      setLoadError(null);
    } catch (err) {
      setLoadError(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-0.5">
          <label htmlFor={sourceId} className="text-xs font-medium">
            Judged corpus
          </label>
          <select
            id={sourceId}
            className={TEXT_INPUT}
            value={s.source}
            onChange={(e) => s.setSource(e.target.value as RelevancePresetId | 'custom' | 'scenario')}
          >
            {RELEVANCE_PRESETS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
            <option value="scenario">This scenario’s judged queries (expect)</option>
            <option value="custom">Paste your own</option>
          </select>
        </div>
        {s.source !== 'custom' && s.source !== 'scenario' ? (
          <button type="button" className={BUTTON} onClick={copyPreset}>
            Edit a copy
          </button>
        ) : null}
      </div>
      {loadError ? <p className={ERROR_BOX}>{loadError}</p> : null}
      {s.source === 'custom' ? (
        <div className="flex flex-col gap-0.5">
          <label htmlFor={textId} className="text-xs font-medium">
            Corpus JSON
          </label>
          <textarea
            id={textId}
            rows={6}
            className={TEXT_INPUT}
            value={s.text}
            onChange={(e) => s.setText(e.target.value)}
          />
          <span className={HINT}>
            {
              '{"tools": [{kind, capability_id, name, description, parameters, verified?}], "intents": [{class, query, relevance: {name: grade 1–3}}]}'
            }
          </span>
        </div>
      ) : null}
      {params !== null ? <AnswerStatus snapshot={snapshot} /> : null}
      {answer && !answer.ok ? <p className={ERROR_BOX}>{answer.error}</p> : null}
      {answer?.ok ? <RelevanceResults view={answer.view} /> : null}
      {params !== null ? (
        <RelevanceLab
          variants={variants}
          onVariants={(v) => {
            setVariants(v);
            setExplain(null);
          }}
          lab={answer?.ok ? (answer.view.lab ?? null) : null}
          onExplain={setExplain}
        />
      ) : null}
    </div>
  );
}

const METRICS: { key: keyof RelevanceView['metrics']; label: string }[] = [
  { key: 'recall_at_1', label: 'recall@1' },
  { key: 'recall_at_5', label: 'recall@5' },
  { key: 'recall_at_10', label: 'recall@10' },
  { key: 'mrr', label: 'MRR' },
  { key: 'ndcg_at_10', label: 'nDCG@10' },
  { key: 'no_match_accuracy', label: 'no-match accuracy' },
];

/** As upstream's baseline file prints an f64 (serde_json), so 1 reads 1.0 and the figures compare as text. */
function formatMetric(value: number | null): string {
  return value === null ? 'n/a' : formatFloat(value);
}

function RelevanceResults({ view }: { view: RelevanceView }) {
  const m = view.metrics;
  return (
    <>
      <table aria-label="Relevance metrics" className="w-full max-w-md border-collapse text-xs">
        <caption className="text-left font-semibold">
          {view.tool_count} tools · {m.judged_query_count} judged queries · {m.no_match_query_count} no-match
          queries · limit 10
        </caption>
        <tbody className="tabular-nums">
          {METRICS.map(({ key, label }) => (
            <tr key={key} className="border-t border-slate-100 dark:border-slate-800">
              <th scope="row" className="text-left font-medium">
                {label}
              </th>
              <td className="text-right font-mono">
                {m[key] === null ? 'n/a' : <Figure value={m[key]} exact={formatMetric(m[key])} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.stopped ? (
        <p role="status" className="text-xs text-amber-700 dark:text-amber-400">
          Not every intent was ranked: {view.stopped}; the figures are of those ranked.
        </p>
      ) : null}
      <RelevanceQueries queries={view.worst_first} />
    </>
  );
}
