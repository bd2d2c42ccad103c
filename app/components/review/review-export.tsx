import { useEffect } from 'react';
import { reviewExports } from '../../document/document-actions.ts';
import { useDocumentActions } from '../../hooks/services-context.ts';
import { useReviewAnswer } from '../../hooks/use-review.ts';

const BUTTON =
  'rounded border border-slate-300 px-1.5 py-0.5 text-xs disabled:opacity-50 dark:border-slate-700';

/** The review leaves the page four ways: Markdown (copied or as a file), core's JSON report, a PNG of the index. */
export function ReviewExport() {
  const { good } = useReviewAnswer();
  const actions = useDocumentActions();
  const report = good?.report ?? null;
  const exportable = report !== null;
  useEffect(() => {
    // Fetched before anyone clicks, once there is something to export; a failure is said at the click.
    if (exportable) reviewExports.preload();
  }, [exportable]);
  return (
    <fieldset aria-label="Export the review" className="flex flex-wrap gap-1">
      <button
        type="button"
        className={BUTTON}
        disabled={!report}
        onClick={() => report && void actions.copyReviewMarkdown(report)}
      >
        Copy as Markdown
      </button>
      <button
        type="button"
        className={BUTTON}
        disabled={!report}
        onClick={() => report && void actions.downloadReviewMarkdown(report)}
      >
        Download Markdown
      </button>
      <button
        type="button"
        className={BUTTON}
        disabled={!report}
        onClick={() => report && void actions.downloadReviewReport(report)}
      >
        Download report
      </button>
      <button
        type="button"
        className={BUTTON}
        disabled={!report}
        onClick={() => report && void actions.downloadReviewImage(report)}
      >
        Download image
      </button>
    </fieldset>
  );
}
