import { useGoodEvaluation } from '../hooks/use-evaluation.ts';
import { groupDigits } from '../scenario-text/group-digits.ts';
import { TokenizerCounts } from './review/tokenizer-counts.tsx';
import { VirtualList } from './virtual-list.tsx';
import { VisibleText } from './visible-text.tsx';

/**
 * The tools exactly as a provider request carries them — tool_search's
 * description being the index — and the protocol block the system prompt gains
 * when tool_search is among them, with the token estimate of the whole.
 */
export function ModelViewPanel() {
  const good = useGoodEvaluation();
  if (!good) return <p className="text-slate-500 dark:text-slate-400">Evaluating…</p>;
  const view = good.result.modelView;
  const total = view.toolTokens + view.protocolTokens;
  return (
    <div className="flex flex-col gap-3">
      <p>
        {view.layerOff
          ? 'Mode off: no disclosure layer; every permitted tool goes out with its full schema. '
          : ''}
        <strong>{view.tools.length}</strong> tools, ≈ <strong>{groupDigits(total)}</strong> estimated tokens
        (IronClaw’s byte-derived estimate)
        {view.protocol !== null
          ? ` (tools ${groupDigits(view.toolTokens)} + protocol block ${groupDigits(view.protocolTokens)})`
          : ' (no protocol block: tool_search is not advertised)'}
        .
      </p>
      <TokenizerCounts indexText={good.result.report.tool_search_description} view={view} />
      <section aria-label="Tool definitions sent">
        <h3 className="mb-1 text-xs font-semibold">tools (canonical JSON, as estimated)</h3>
        <VirtualList
          label="Tools sent"
          className="flex flex-col gap-1"
          items={view.tools}
          itemKey={(tool) => `${tool.name}:${tool.bridge ? 'bridge' : 'tool'}`}
          rowHeight={80}
          render={(tool) => (
            <>
              <div className="text-xs text-slate-500 dark:text-slate-400">
                <span className="font-mono font-semibold text-slate-800 dark:text-slate-200">
                  <VisibleText text={tool.name} />
                </span>
                {tool.bridge ? ' · bridge' : ''} · {tool.tokens} est. tokens
              </div>
              <pre
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard to be read
                tabIndex={0}
                className="max-h-48 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-1.5 font-mono text-xs dark:bg-slate-900"
              >
                <VisibleText text={tool.json} />
              </pre>
            </>
          )}
        />
      </section>
      {view.protocol !== null ? (
        <section aria-label="Disclosure protocol block">
          <h3 className="mb-1 text-xs font-semibold">
            System prompt addition ({view.protocolTokens} est. tokens)
          </h3>
          <pre className="whitespace-pre-wrap rounded bg-slate-50 p-1.5 font-mono text-xs dark:bg-slate-900">
            <VisibleText text={view.protocol} multiline />
          </pre>
        </section>
      ) : null}
    </div>
  );
}
