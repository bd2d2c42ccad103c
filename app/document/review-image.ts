import {
  linkFitsChat,
  linkTooLongLine,
  MODEL_SAFE_MAX_BYTES,
  notSentWhy,
  type ReviewReport,
  type SideSummary,
  showInvisible,
} from '../../core/index.ts';

/** Local font stacks only: the image must draw offline and under a CSP with no remote origins. */
const MONO = '12px ui-monospace, "DejaVu Sans Mono", "Liberation Mono", monospace';
const SANS = '14px system-ui, "Liberation Sans", sans-serif';
const SMALL = '11px system-ui, "Liberation Sans", sans-serif';
const WIDTH = 1000;
const PAD = 16;
const LINE = 16;
const GAUGE = 16;

/** One side of the picture: its heading, its index against the budget, and the text the model reads. */
interface ImageSide {
  heading: string;
  bytes: number;
  budget: number;
  cap: number;
  /** Null when the side sends no index: the note says why, in place of a gauge. */
  notSent: string | null;
  text: string;
}

/** What the picture shows, in order: the title, each side (the baseline first), then the links. */
interface ImageContent {
  title: string;
  sides: ImageSide[];
  links: string[];
}

/**
 * The picture's content, read from the same report as the Markdown and the JSON:
 * both sides when comparing, the scenario's name, the budget and cap labels,
 * and each link (or why there is none to paste).
 */
export function reviewImageContent(report: ReviewReport): ImageContent {
  const { scenario, baseline } = report.summary;
  // A canvas draws a bidi override as the browser would lay it out: names are shown with such characters named.
  const name = (s: SideSummary) => showInvisible(s.name ?? 'unnamed scenario');
  const side = (s: SideSummary, heading: string, text: string): ImageSide => ({
    heading: `${heading} · mode ${s.mode} · ${s.advertised_tools} tools advertised, ≈ ${s.advertised_est_tokens} est. tokens`,
    bytes: s.index_bytes,
    budget: s.index_budget_bytes,
    cap: MODEL_SAFE_MAX_BYTES,
    notSent: s.index_sent ? null : `index not sent: ${notSentWhy(s)} (it would be ${s.index_bytes} bytes)`,
    text: showInvisible(text, { keepLineBreaks: true }),
  });
  const sides = baseline
    ? [
        side(baseline, `A · baseline: ${name(baseline)}`, report.index_text.baseline ?? ''),
        side(scenario, `B · scenario: ${name(scenario)}`, report.index_text.scenario),
      ]
    : [side(scenario, name(scenario), report.index_text.scenario)];
  const links = [linkNote('scenario', scenario.link)];
  if (baseline) links.push(linkNote('baseline', baseline.link));
  return { title: `Disclosure review: ${name(scenario)}`, sides, links };
}

function linkNote(label: string, link: string | null): string {
  const title = label === 'scenario' ? 'Scenario' : 'Baseline';
  if (link === null) return `${title}: too large for a link; attach the ${label} file instead.`;
  if (!linkFitsChat(link)) return linkTooLongLine(label, link);
  return `${title} link: ${link}`;
}

/**
 * The review's picture, drawn with the canvas API alone: the title, then each
 * side's byte gauge (budget and hard cap labelled) and index text, then the links.
 */
export function drawReviewImage(canvas: HTMLCanvasElement, report: ReviewReport, dark: boolean): void {
  const content = reviewImageContent(report);
  const measure = canvas.getContext('2d');
  if (!measure) return;
  measure.font = SMALL;
  const rows = content.sides.map((s) => labelRows(s, (t) => measure.measureText(t).width));
  measure.font = MONO;
  const wrap = (text: string) => wrapLines(text, (t) => measure.measureText(t).width, WIDTH - 2 * PAD);
  const sides = content.sides.map((s, i) => ({ side: s, lines: wrap(s.text), rows: rows[i]! }));
  const links = content.links.flatMap(wrap);
  // Title; per side a heading, the gauge and its labels (or the not-sent note), the text; then the links.
  const sideHeight = (lines: string[], rows: number) =>
    24 + GAUGE + 22 + (rows - 1) * LINE + lines.length * LINE + 16;
  canvas.width = WIDTH;
  canvas.height =
    PAD * 2 + 28 + sides.reduce((h, s) => h + sideHeight(s.lines, s.rows), 0) + 8 + links.length * LINE;
  const ctx = canvas.getContext('2d')!;
  const ink = dark ? '#e2e8f0' : '#0f172a';
  const muted = dark ? '#94a3b8' : '#475569';
  ctx.fillStyle = dark ? '#020617' : '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);

  ctx.fillStyle = ink;
  ctx.font = SANS;
  ctx.fillText(content.title, PAD, PAD + 14);
  let top = PAD + 28;
  for (const { side, lines, rows } of sides) {
    ctx.fillStyle = ink;
    ctx.font = SANS;
    ctx.fillText(side.heading, PAD, top + 16);
    top += 24;
    drawGauge(ctx, side, top, dark, ink, muted);
    top += GAUGE + 22 + (rows - 1) * LINE;
    ctx.fillStyle = side.notSent ? muted : ink;
    ctx.font = MONO;
    lines.forEach((line, i) => {
      ctx.fillText(line, PAD, top + 12 + i * LINE);
    });
    top += lines.length * LINE + 16;
  }
  ctx.fillStyle = muted;
  ctx.font = MONO;
  links.forEach((line, i) => {
    ctx.fillText(line, PAD, top + 12 + i * LINE);
  });
}

/** The text's bytes against the hard cap, the budget marked, each mark labelled; or the not-sent note. */
function drawGauge(
  ctx: CanvasRenderingContext2D,
  side: ImageSide,
  top: number,
  dark: boolean,
  ink: string,
  muted: string,
): void {
  const barWidth = WIDTH - 2 * PAD;
  const scale = Math.max(side.cap, side.bytes);
  const x = (bytes: number) => PAD + (barWidth * bytes) / scale;
  ctx.fillStyle = dark ? '#1e293b' : '#f1f5f9';
  ctx.fillRect(PAD, top, barWidth, GAUGE);
  ctx.fillStyle = side.notSent ? muted : side.bytes > side.budget ? '#dc2626' : '#0ea5e9';
  ctx.fillRect(PAD, top, x(side.bytes) - PAD, GAUGE);
  ctx.fillStyle = ink;
  ctx.fillRect(x(side.budget) - 1, top - 3, 2, GAUGE + 6);
  ctx.font = SMALL;
  const labels = gaugeLabels(side, x(side.budget), (t) => ctx.measureText(t).width);
  for (const l of labels) {
    ctx.textAlign = l.align;
    ctx.fillText(l.text, l.x, top + GAUGE + 14 + l.row * LINE);
  }
  ctx.textAlign = 'left';
}

interface GaugeLabel {
  text: string;
  x: number;
  align: 'left' | 'right';
  /** 0 just under the bar; a label that would overlap one on its row moves to the next. */
  row: number;
}

/** Room kept between two labels on one row. */
const LABEL_GAP = 8;

/**
 * The gauge's three labels (the bytes at the left, the budget at its mark, the hard cap at
 * the bar's end), each on the first row under the bar where it overlaps no other: the
 * budget mark sits close to the cap, so their labels would otherwise run into each other.
 */
export function gaugeLabels(
  side: ImageSide,
  budgetX: number,
  widthOf: (text: string) => number,
): GaugeLabel[] {
  const wanted: Omit<GaugeLabel, 'row'>[] = [
    { text: side.notSent ?? `${side.bytes} bytes`, x: PAD, align: 'left' },
    { text: `budget ${side.budget}`, x: budgetX - 4, align: 'right' },
    { text: `hard cap ${side.cap}`, x: WIDTH - PAD, align: 'right' },
  ];
  const placed: (GaugeLabel & { from: number; to: number })[] = [];
  for (const w of wanted) {
    const width = widthOf(w.text);
    const from = w.align === 'left' ? w.x : w.x - width;
    const to = from + width;
    let row = 0;
    while (placed.some((p) => p.row === row && from < p.to + LABEL_GAP && p.from < to + LABEL_GAP)) row++;
    placed.push({ ...w, row, from, to });
  }
  return placed.map(({ from: _from, to: _to, ...label }) => label);
}

/** Rows of labels under a side's gauge. */
function labelRows(side: ImageSide, widthOf: (text: string) => number): number {
  const barWidth = WIDTH - 2 * PAD;
  const budgetX = PAD + (barWidth * side.budget) / Math.max(side.cap, side.bytes);
  return Math.max(...gaugeLabels(side, budgetX, widthOf).map((l) => l.row)) + 1;
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
