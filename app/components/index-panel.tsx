import type { Report } from '../../core/index.ts';
import { useReport } from '../hooks/use-evaluation.ts';
import { usePlayground } from '../state/store.ts';
import { ByteGauge } from './byte-gauge.tsx';
import { IndexText } from './index-text.tsx';
import { ReviewExport } from './review/review-export.tsx';
import { UnnamedTools } from './review/unnamed-tools.tsx';
import { StaleMarker } from './stale-marker.tsx';
import { SummaryStrip } from './summary-strip.tsx';

/** The always-visible half of the outputs: the turn's summary, the byte budget and the index itself. */
export function IndexPanel() {
  const report = useReport();
  return (
    <section aria-labelledby="index-heading" className="flex h-full flex-col gap-2 overflow-auto p-3">
      <div className="flex items-center gap-2">
        <h2 id="index-heading" className="text-base font-semibold">
          tool_search description
        </h2>
        <StaleMarker />
        {report ? <SentNote report={report} /> : null}
        <div className="ml-auto">
          <ReviewExport />
        </div>
      </div>
      {report ? (
        <>
          <SummaryStrip report={report} />
          <ByteGauge report={report} />
          <StopNote report={report} />
          <UnnamedTools report={report} />
          <IndexText report={report} onToolClick={selectToolInDetails} />
        </>
      ) : (
        <p className="text-slate-500 dark:text-slate-400">Evaluating the scenario…</p>
      )}
    </section>
  );
}

/**
 * A name clicked in the index: the tool becomes the selected one, the Tools tab shows it and Why? opens.
 * One function for every render, so the index's sections keep their props (index-text.tsx).
 */
function selectToolInDetails(name: string): void {
  const { selectTool, setToolFilter, setOutputTab, openWhy } = usePlayground.getState();
  selectTool(name);
  setToolFilter(name);
  setOutputTab('tools');
  openWhy(name);
}

/** The description is always computed, but the model reads it only when tool_search is advertised. */
function SentNote({ report }: { report: Report }) {
  const note = !report.mode.decorator_enabled
    ? 'not sent: mode off attaches no disclosure layer'
    : report.active_set.deferred
      ? 'sent as tool_search’s description'
      : 'not sent this turn: nothing is deferred, so tool_search is not advertised';
  return <span className="text-xs text-slate-500 dark:text-slate-400">{note}</span>;
}

function StopNote({ report }: { report: Report }) {
  const index = report.explain.index;
  const shown = `${index.shown_count} of ${index.total_count} discoverable tools named`;
  if (!index.stopped_at)
    return <p className="text-xs text-slate-600 dark:text-slate-400">{shown}; every line fitted.</p>;
  const { kind, text, bytes_if_added: wouldBe } = index.stopped_at;
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400">
      {shown}. The budget stopped at the {kind} line{' '}
      <code className="font-mono">{text.replace(/^\n/, '')}</code>: it would bring the text to {wouldBe}{' '}
      bytes, past {index.budget} − {index.reserve}.
    </p>
  );
}
