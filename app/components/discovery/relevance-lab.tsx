import { VARIANT_NOTES, VARIANTS, type VariantName, type VariantRow } from '../../../core/index.ts';
import type { LabView } from '../../discovery/discovery-protocol.ts';
import { HINT } from '../control-styles.ts';
import { VisibleText } from '../visible-text.tsx';
import { BADGE_WARN, HEADING } from './discovery-styles.ts';

interface RelevanceLabProps {
  variants: readonly VariantName[];
  onVariants: (variants: VariantName[]) => void;
  lab: LabView | null;
  onExplain: (index: number | null) => void;
}

const fixed = (v: number | null) => (v === null ? 'n/a' : v.toFixed(3));
const rank = (r: number | null) => (r === null ? '–' : String(r));

/**
 * The ranker lab beside IronClaw's exact search: switch on one rule or several, and the
 * corpus is ranked again under them (core/ranker-lab/), its figures beside IronClaw's,
 * the queries it ranks better and worse, and one query's score term by term under both.
 * Every variant is marked as not IronClaw's behaviour; tool_search itself is unchanged.
 */
export function RelevanceLab({ variants, onVariants, lab, onExplain }: RelevanceLabProps) {
  const toggle = (v: VariantName) => {
    const next = variants.includes(v) ? variants.filter((x) => x !== v) : [...variants, v];
    // bm25 is a ranker of its own: it has no name weight or query cap to change.
    onVariants(
      VARIANTS.filter(
        (x) => next.includes(x) && !(next.includes('bm25') && (x === 'name-weight' || x === 'no-query-cap')),
      ),
    );
  };
  return (
    <section aria-label="Ranker lab" className="flex flex-col gap-1 text-xs">
      <h3 className={HEADING}>Ranker lab: what each of IronClaw’s rules costs</h3>
      <p className={HINT}>
        Each variant changes one rule of the ranking. <strong>None is IronClaw’s behaviour</strong>:
        tool_search, its index and the report stay as they are.
      </p>
      <ul className="flex flex-col">
        {VARIANTS.map((v) => (
          <li key={v}>
            <label className="flex items-baseline gap-1">
              <input type="checkbox" checked={variants.includes(v)} onChange={() => toggle(v)} />
              <span className="font-mono">{v}</span>
              <span className={HINT}>{VARIANT_NOTES[v]}</span>
            </label>
          </li>
        ))}
      </ul>
      {lab ? <LabResults lab={lab} onExplain={onExplain} /> : null}
    </section>
  );
}

function LabResults({ lab, onExplain }: { lab: LabView; onExplain: (index: number | null) => void }) {
  const rows: [VariantRow, string, string][] = [
    [lab.baseline, '', ''],
    [lab.variant, String(lab.won_count), String(lab.lost_count)],
  ];
  return (
    <>
      <table aria-label="Variants beside IronClaw" className="w-max border-collapse tabular-nums">
        <thead>
          <tr className="text-left text-slate-500 dark:text-slate-400">
            {['ranker', 'recall@1', 'recall@5', 'recall@10', 'MRR', 'nDCG@10', 'won', 'lost'].map((h) => (
              <th key={h} className="pr-3">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([row, won, lost]) => (
            <tr key={row.label} data-ranker={row.label}>
              <td className="pr-3 font-mono">
                {row.ironclaw ? 'IronClaw (tool_search)' : row.label}{' '}
                {row.ironclaw ? null : <span className={BADGE_WARN}>{row.note}</span>}
              </td>
              <td className="pr-3">{fixed(row.metrics.recall_at_1)}</td>
              <td className="pr-3">{fixed(row.metrics.recall_at_5)}</td>
              <td className="pr-3">{fixed(row.metrics.recall_at_10)}</td>
              <td className="pr-3">{fixed(row.metrics.mrr)}</td>
              <td className="pr-3">{fixed(row.metrics.ndcg_at_10)}</td>
              <td className="pr-3">{won}</td>
              <td>{lost}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {(
        [
          ['Won', lab.won, lab.won_count],
          ['Lost', lab.lost, lab.lost_count],
        ] as const
      ).map(([title, moves, count]) =>
        moves.length === 0 ? null : (
          <section key={title} aria-label={`Queries ${title.toLowerCase()}`}>
            <h4 className="font-semibold">
              {title} ({count}): first judged tool’s rank, IronClaw → variant
            </h4>
            <ul>
              {moves.map((m) => (
                <li key={m.index} className="flex items-baseline gap-1">
                  <span className="tabular-nums">
                    {rank(m.ironclaw_rank)} → {rank(m.variant_rank)}
                  </span>
                  <span className="truncate">
                    “<VisibleText text={m.query} />”
                  </span>
                  <button type="button" className="underline" onClick={() => onExplain(m.index)}>
                    term by term
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ),
      )}
      {lab.explained ? <TermByTerm explained={lab.explained} /> : null}
    </>
  );
}

function TermByTerm({ explained }: { explained: NonNullable<LabView['explained']> }) {
  const { ironclaw, variant } = explained;
  const terms = [
    ...new Set([...(ironclaw?.terms ?? []).map((t) => t.term), ...(variant?.terms ?? []).map((t) => t.term)]),
  ];
  const cell = (side: typeof ironclaw, term: string) => {
    const t = side?.terms.find((x) => x.term === term);
    return t ? `${t.idf.toFixed(2)} × w${t.weight} → ${t.contribution.toFixed(3)}` : '—';
  };
  return (
    <table aria-label="Term by term" className="w-max border-collapse tabular-nums">
      <caption className="text-left">
        “<VisibleText text={explained.query} />” for <span className="font-mono">{explained.tool}</span>:
        IronClaw rank {rank(ironclaw?.rank ?? null)}, score {ironclaw?.score.toFixed(3) ?? '—'}; variant rank{' '}
        {rank(variant?.rank ?? null)}, score {variant?.score.toFixed(3) ?? '—'} (idf × weight → share)
      </caption>
      <thead>
        <tr className="text-left text-slate-500 dark:text-slate-400">
          <th className="pr-3">term</th>
          <th className="pr-3">IronClaw</th>
          <th>variant (not IronClaw’s)</th>
        </tr>
      </thead>
      <tbody>
        {terms.map((term) => (
          <tr key={term}>
            <td className="pr-3 font-mono">{term}</td>
            <td className="pr-3">{cell(ironclaw, term)}</td>
            <td>{cell(variant, term)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
