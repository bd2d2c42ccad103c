import { canonicalJson, linkWithBase, type ReviewReport, renderReviewMarkdown } from '../../core/index.ts';
import { usePlayground } from '../state/store.ts';
import { downloadBlob } from './download.ts';
import { drawReviewImage } from './review-image.ts';

/**
 * The review as it leaves the page, with the page's real link (`href`: the
 * address the hash sync just wrote, the whole view included) in place of the
 * scenario-only fragment core puts there; the baseline's own fragment is made a
 * full address on the same page.
 */
export function withPageLink(report: ReviewReport, href: string): ReviewReport {
  const { scenario, baseline } = report.summary;
  return {
    ...report,
    summary: {
      scenario: { ...scenario, link: scenario.link === null ? null : href },
      baseline: baseline ? { ...baseline, link: linkWithBase(baseline.link, href) } : null,
    },
  };
}

/** The baseline as Compare names it ("before shop changed its tools", "file: a.json"). */
function markdownOptions(): { baselineLabel?: string } {
  const label = usePlayground.getState().compareOrigin;
  return label ? { baselineLabel: label } : {};
}

export async function copyReviewMarkdown(
  report: ReviewReport,
  href: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined,
): Promise<void> {
  const { showNotice } = usePlayground.getState();
  const markdown = renderReviewMarkdown(withPageLink(report, href), markdownOptions());
  try {
    if (!clipboard) throw new Error('no clipboard');
    await clipboard.writeText(markdown);
    showNotice({ tone: 'info', text: 'Review copied as Markdown.' });
  } catch {
    showNotice({ tone: 'error', text: 'The clipboard was not available; download the report instead.' });
  }
}

/**
 * The report as `disclosure report --format json` writes it: canonical JSON, so every
 * number (a query's limit, a cap past 2^53) is a number as written, never a string.
 */
export function reviewReportJson(report: ReviewReport, href: string): string {
  return `${canonicalJson(withPageLink(report, href))}\n`;
}

export function downloadReviewReport(report: ReviewReport, href: string): void {
  downloadBlob(
    new Blob([reviewReportJson(report, href)], { type: 'application/json' }),
    'disclosure-review.json',
  );
}

/** The review as a Markdown file, the same text "Copy as Markdown" gives. */
export function downloadReviewMarkdown(report: ReviewReport, href: string): void {
  const markdown = renderReviewMarkdown(withPageLink(report, href), markdownOptions());
  downloadBlob(new Blob([markdown], { type: 'text/markdown' }), 'disclosure-review.md');
}

/** The gauges and the index drawn onto a canvas by hand: no remote font or origin, nothing a strict CSP refuses. */
export function downloadReviewImage(report: ReviewReport, href: string, dark: boolean): void {
  const canvas = document.createElement('canvas');
  drawReviewImage(canvas, withPageLink(report, href), dark);
  canvas.toBlob((blob) => {
    if (blob) downloadBlob(blob, 'disclosure-index.png');
    else usePlayground.getState().showNotice({ tone: 'error', text: 'The image could not be made.' });
  }, 'image/png');
}
