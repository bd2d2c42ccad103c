import { MODEL_SAFE_MAX_BYTES, type ReviewReport } from '../../core/index.ts';

/** Local font stacks only: the image must draw offline and under a CSP with no remote origins. */
const MONO = '12px ui-monospace, "DejaVu Sans Mono", "Liberation Mono", monospace';
const SANS = '14px system-ui, "Liberation Sans", sans-serif';
const WIDTH = 1000;
const PAD = 16;
const LINE = 16;

/**
 * The review's picture: a title, the byte gauge against the budget and the hard
 * cap, and the index text wrapped to the width, drawn with the canvas API alone.
 */
export function drawReviewImage(canvas: HTMLCanvasElement, report: ReviewReport, dark: boolean): void {
  const side = report.summary.scenario;
  const measure = canvas.getContext('2d');
  if (!measure) return;
  measure.font = MONO;
  const lines = wrapLines(report.index_text.scenario, (t) => measure.measureText(t).width, WIDTH - 2 * PAD);
  canvas.width = WIDTH;
  canvas.height = PAD * 2 + 70 + lines.length * LINE;
  const ctx = canvas.getContext('2d')!;
  const ink = dark ? '#e2e8f0' : '#0f172a';
  ctx.fillStyle = dark ? '#020617' : '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);

  ctx.fillStyle = ink;
  ctx.font = SANS;
  const title = `${side.name ?? 'Scenario'} · ${side.mode} · ${side.index_bytes} of ${side.index_budget_bytes} bytes`;
  ctx.fillText(title, PAD, PAD + 14);

  // The gauge: the text's bytes against the hard cap, with the budget marked.
  const scale = Math.max(MODEL_SAFE_MAX_BYTES, side.index_bytes);
  const barWidth = WIDTH - 2 * PAD;
  const top = PAD + 28;
  ctx.fillStyle = dark ? '#1e293b' : '#f1f5f9';
  ctx.fillRect(PAD, top, barWidth, 16);
  ctx.fillStyle = side.index_bytes > side.index_budget_bytes ? '#dc2626' : '#0ea5e9';
  ctx.fillRect(PAD, top, (barWidth * side.index_bytes) / scale, 16);
  ctx.fillStyle = ink;
  ctx.fillRect(PAD + (barWidth * side.index_budget_bytes) / scale - 1, top - 3, 2, 22);

  ctx.font = MONO;
  lines.forEach((line, i) => {
    ctx.fillText(line, PAD, top + 40 + i * LINE);
  });
}

/** Splits the text at its newlines, then wraps each line at spaces (or anywhere, for a long word) to fit. */
export function wrapLines(text: string, widthOf: (s: string) => number, max: number): string[] {
  const out: string[] = [];
  for (const raw of text.split('\n')) {
    let line = '';
    for (const word of raw.split(/(?<= )/)) {
      // A trailing space may hang past the edge: it draws nothing.
      if (widthOf((line + word).trimEnd()) <= max) {
        line += word;
        continue;
      }
      if (line !== '') out.push(line.trimEnd());
      line = '';
      for (const ch of word) {
        if (line !== '' && widthOf(line + ch) > max) {
          out.push(line);
          line = '';
        }
        line += ch;
      }
    }
    out.push(line.trimEnd());
  }
  return out;
}
