import { useEffect, useState } from 'react';
import { estimateTokens } from '../../../core/index.ts';
import type { ModelView } from '../../evaluation/evaluation-types.ts';

type Counter = (text: string) => number;
type Loaded = { ok: true; count: Counter } | { ok: false; error: string };

/**
 * A real tokenizer's count beside IronClaw's byte-derived estimates: o200k_base
 * (GPT-4o and later) through gpt-tokenizer, imported only when this view opens
 * so its vocabulary never weighs on the first page load.
 */
export function TokenizerCounts({ indexText, view }: { indexText: string; view: ModelView }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    import('gpt-tokenizer/encoding/o200k_base').then(
      (m) => {
        // Text that spells a special token counts as the plain text it is, as a provider treats tool text.
        const count: Counter = (t) => m.encode(t, { disallowedSpecial: new Set() }).length;
        if (live) setLoaded({ ok: true, count });
      },
      (err: unknown) => live && setLoaded({ ok: false, error: String(err) }),
    );
    return () => {
      live = false;
    };
  }, []);

  if (loaded === null)
    return <p className="text-xs text-slate-500 dark:text-slate-400">Loading the o200k_base tokenizer…</p>;
  if (!loaded.ok) return <p className="text-xs text-red-700 dark:text-red-400">Tokenizer: {loaded.error}</p>;
  const toolsText = view.tools.map((t) => t.json);
  const rows = [
    { label: 'index text', estimate: estimateTokens(indexText), real: loaded.count(indexText) },
    {
      label: `advertised definitions (${view.tools.length})`,
      estimate: view.toolTokens,
      real: toolsText.reduce((sum, t) => sum + loaded.count(t), 0),
    },
  ];
  return (
    <section aria-label="Real token counts" className="text-xs">
      <h3 className="font-semibold">o200k_base count beside IronClaw’s estimate</h3>
      <table className="w-max">
        <thead>
          <tr className="text-left text-slate-500 dark:text-slate-400">
            <th className="pr-3">text</th>
            <th className="pr-3 text-right">estimate (byte-derived)</th>
            <th className="pr-3 text-right">o200k_base tokens</th>
            <th className="text-right">real ÷ estimate</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <td className="pr-3">{r.label}</td>
              <td className="pr-3 text-right tabular-nums">{r.estimate}</td>
              <td data-testid={`o200k-${r.label.split(' ')[0]}`} className="pr-3 text-right tabular-nums">
                {r.real}
              </td>
              <td className="text-right tabular-nums">
                {r.estimate > 0 ? (r.real / r.estimate).toFixed(2) : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
