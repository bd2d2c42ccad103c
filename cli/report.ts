import {
  buildReviewReport,
  isAtOrAbove,
  type ReviewReport,
  type ReviewSubject,
  renderReviewMarkdown,
  SEVERITIES,
  type Severity,
  type Templates,
} from '../core/index.ts';
import { lastValue, type Parsed, readArgs } from './args.ts';
import type { CliIo } from './io.ts';
import { reviewScenarioFile } from './read-input.ts';

export interface ReportArgs {
  file: string;
  against: string | null;
  format: 'md' | 'json';
  failOn: Exclude<Severity, 'info'> | null;
  baseUrl: string | undefined;
}

const EXIT_OK = 0;
const EXIT_FINDINGS = 1;
const EXIT_FAILED = 2;
const FORMATS = ['md', 'json'] as const;
export const FAIL_ON = ['error', 'warning'] as const;

/** Reads `disclosure report FILE [--against BASELINE] [--format md|json] [--fail-on error|warning] [--base-url URL]`. */
export function parseReportArgs(argv: readonly string[]): Parsed<ReportArgs> {
  const parsed = readArgs('report', argv, {
    against: { type: 'string' },
    format: { type: 'string' },
    'fail-on': { type: 'string' },
    'base-url': { type: 'string' },
  });
  if (!parsed.ok) return parsed;
  const { read } = parsed;
  if (read.positionals.length !== 1) return { ok: false, error: 'report takes exactly one FILE (or "-")' };
  const format = lastValue(read, 'format') ?? 'md';
  if (!(FORMATS as readonly string[]).includes(format))
    return { ok: false, error: `--format is md or json (got "${format}")` };
  const failOn = lastValue(read, 'fail-on') ?? null;
  if (failOn !== null && !(FAIL_ON as readonly string[]).includes(failOn))
    return { ok: false, error: `--fail-on is error or warning (got "${failOn}")` };
  return {
    ok: true,
    args: {
      file: read.positionals[0]!,
      against: lastValue(read, 'against') ?? null,
      format: format as ReportArgs['format'],
      failOn: failOn as ReportArgs['failOn'],
      baseUrl: lastValue(read, 'base-url'),
    },
  };
}

/**
 * `disclosure report`: the design review of FILE (findings, summary, index), and
 * with `--against` the changes from BASELINE to FILE. Exit 2 when either cannot
 * be read or evaluated; with `--fail-on`, exit 1 when FILE has a finding at or
 * above that severity (so a catalog can be gated in CI); otherwise 0.
 */
export function runReport(args: ReportArgs, io: CliIo, templates: Templates): number {
  const report = reviewFiles(args.file, args.against, io, templates, args.baseUrl);
  if (!report) return EXIT_FAILED;
  if (args.format === 'json') io.json(report);
  else io.stdout(reviewMarkdown(report, args.against ?? undefined));
  const failing = args.failOn === null ? null : failingFindings(report, args.failOn);
  if (failing !== null) {
    io.stderr(`${args.file}: ${failing}`);
    return EXIT_FINDINGS;
  }
  return EXIT_OK;
}

/**
 * The review of FILE, against BASELINE when there is one, as `report` makes it (the GitHub
 * Action makes its review here too); undefined, with why on standard error, when either
 * cannot be read or evaluated.
 */
export function reviewFiles(
  file: string,
  against: string | null,
  io: CliIo,
  templates: Templates,
  baseUrl?: string,
): ReviewReport | undefined {
  const subject = readSubject(file, io, templates);
  if (!subject) return undefined;
  let baseline: ReviewSubject | undefined;
  if (against !== null) {
    baseline = readSubject(against, io, templates);
    if (!baseline) return undefined;
  }
  return buildReviewReport(subject, baseline, { baseUrl });
}

/** The review as `report` prints it in Markdown; the baseline is named by its label (its file name). */
export function reviewMarkdown(report: ReviewReport, baselineLabel?: string): string {
  return renderReviewMarkdown(report, { baselineLabel }).trimEnd();
}

/**
 * Why `--fail-on` fails the review ("findings at or above warning (0 error, 2 warning)"), or null
 * when it passes. A breaking change from the baseline gates like a finding of its severity.
 */
export function failingFindings(report: ReviewReport, failOn: Exclude<Severity, 'info'>): string | null {
  const severities = [
    ...report.findings.map((f) => f.severity),
    ...(report.delta?.catalog.breaking ?? []).map((b) => b.severity),
  ];
  if (!severities.some((s) => isAtOrAbove(s, failOn))) return null;
  const counted = SEVERITIES.filter((s) => isAtOrAbove(s, failOn))
    .map((s) => `${severities.filter((x) => x === s).length} ${s}`)
    .join(', ');
  const breaking = report.delta?.catalog.breaking.length ?? 0;
  return `findings at or above ${failOn} (${counted})${breaking > 0 ? `, breaking changes from the baseline among them: ${breaking}` : ''}`;
}

function readSubject(file: string, io: CliIo, templates: Templates): ReviewSubject | undefined {
  const subject = reviewScenarioFile(file, io, templates);
  if (subject.ok) return subject.value;
  io.stderr(subject.error);
  return undefined;
}
