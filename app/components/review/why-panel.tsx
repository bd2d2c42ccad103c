import { describeExplanation, whereToolWent } from '../../../core/index.ts';
import { useExplanation, useReviewAnswer } from '../../hooks/use-review.ts';
import { usePlayground } from '../../state/store.ts';
import { VisibleText } from '../visible-text.tsx';

/**
 * "Why?" for the open tool: core's explainTool in core's words (the lines
 * `disclosure explain` prints), laid out one question a line; a line that rounds
 * a figure gives it in full on hover.
 * A side sheet over the outputs, so it stays beside whatever view opened it.
 */
export function WhyPanel() {
  const { name, good, error, pending } = useExplanation();
  const close = usePlayground((s) => s.closeWhy);
  // With a baseline set, a name that left says where it went (the catalog diff Compare shows).
  const change = useReviewAnswer().good?.comparison?.catalog ?? null;
  if (name === null) return null;
  const explanation = good?.explanation.name === name ? good.explanation : null;
  const went = change ? whereToolWent(change, name) : null;
  return (
    <div
      role="dialog"
      aria-label={`Why? ${name}`}
      className="fixed right-2 bottom-2 z-40 max-h-[70vh] w-[28rem] max-w-[calc(100vw-1rem)] overflow-auto rounded border border-slate-300 bg-white p-3 text-xs shadow-lg dark:border-slate-700 dark:bg-slate-900"
      onKeyDown={(e) => e.key === 'Escape' && close()}
    >
      <div className="mb-2 flex items-center gap-2">
        <h2 className="font-semibold">
          Why? <span className="font-mono">{name}</span>
        </h2>
        {pending ? <span className="text-slate-500 dark:text-slate-400">…</span> : null}
        <button type="button" className="ml-auto underline" onClick={close}>
          Close
        </button>
      </div>
      {error ? (
        <p className="text-red-700 dark:text-red-400">
          <VisibleText text={error} />
        </p>
      ) : null}
      {explanation ? (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
          {describeExplanation(explanation, went).map((line) => (
            <div key={line.label} className="contents">
              <dt className="text-slate-500 dark:text-slate-400">{line.label}</dt>
              <dd data-why={line.label} title={line.exact}>
                <VisibleText text={line.text} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
