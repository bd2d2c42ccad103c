import { readFileSync } from 'node:fs';
import {
  getBooleanInput,
  getInput,
  getMultilineInput,
  info,
  setFailed,
  setOutput,
  summary,
} from '@actions/core';
import { type PlanProposal, SEVERITIES, showInvisible, type Templates } from '../../core/index.ts';
import { parsePlanArgs, planMarkdown, planProposal } from '../plan.ts';
import { FAIL_ON, failingFindings } from '../report.ts';
import { loadTemplates } from '../templates.ts';
import { commentBody, commentMarker, upsertComment } from './pull-request-comment.ts';
import { type Baseline, type FileReview, reviewTargets, scenarioIo } from './review-targets.ts';

/**
 * The GitHub Action (action.yml): the design review of the scenario files in the pull
 * request, against their baseline, into the job summary, the step's outputs and, when asked,
 * one comment on the pull request kept up to date. Bundled by scripts/build-action.mjs.
 */

type FailOn = (typeof FAIL_ON)[number];

/** `baseline`: "none", "git:REF", a file, or empty for the pull request's base commit when the event has one. */
function readBaseline(value: string, baseSha: string | undefined): Baseline {
  const given = value.trim();
  if (given === '') return baseSha ? { kind: 'git', ref: baseSha } : { kind: 'none' };
  if (given === 'none') return { kind: 'none' };
  if (given.startsWith('git:')) return { kind: 'git', ref: given.slice('git:'.length) };
  return { kind: 'file', path: given };
}

/** The review as `disclosure report` prints it, after a line that says what was compared. */
function reviewSection(review: FileReview): string {
  const against = review.against === null ? '' : ` against \`${review.against}\``;
  const note = review.note === null ? '' : `\n\n${review.note}.`;
  return `Review of \`${review.file}\`${against}.${note}\n\n${showInvisible(review.markdown, { keepLineBreaks: true })}`;
}

/** GitHub refuses a step summary over 1 MiB; a review is at most 64 Ki characters, so this takes ten or more. */
const SUMMARY_MAX_CHARS = 1_000_000;

/** The reviews one after another, as many whole as the summary takes; the rest are counted. */
function summaryText(sections: readonly string[]): string {
  const separator = '\n\n---\n\n';
  let text = '';
  let kept = 0;
  for (const section of sections) {
    if (text.length + separator.length + section.length > SUMMARY_MAX_CHARS - 200) break;
    text += (kept++ === 0 ? '' : separator) + section;
  }
  const left = sections.length - kept;
  return left === 0
    ? text
    : `${text}${separator}${left} more review(s) left out at the job summary's size limit; each file's comment has its own.`;
}

/** The step's outputs: finding counts by severity, and one scenario's figures (several: `figures` holds each). */
function setFigures(reviews: readonly FileReview[]): void {
  for (const severity of SEVERITIES)
    setOutput(
      `${severity}s`,
      reviews.reduce((n, r) => n + r.report.findings.filter((f) => f.severity === severity).length, 0),
    );
  const figures = reviews.map(({ file, report }) => {
    const side = report.summary.scenario;
    const score = report.findability.score;
    return {
      file,
      'index-bytes': side.index_bytes,
      'upfront-tokens': side.advertised_est_tokens,
      'findability-probed': score.tools,
      'findability-found-first': score.first,
      'findability-own-name-share': score.own_name_share,
      'findability-expectations': score.expectations,
      'findability-expectations-met': score.met,
      // The headline where the scenario has judged queries: what people's requests find (empty without).
      'judged-queries': score.judged?.queries ?? '',
      'judged-recall': score.judged?.recall ?? '',
      'judged-mrr': score.judged?.mrr ?? '',
    };
  });
  setOutput('figures', JSON.stringify(figures));
  if (figures.length === 1)
    for (const [name, value] of Object.entries(figures[0]!))
      if (name !== 'file') setOutput(name, value ?? '');
}

/** One file's plan, made by `disclosure plan`'s own code with the options the `plan` input gives. */
interface FilePlan {
  /** The plan's section: the line that says what was run, then the command's Markdown; or why there is none. */
  section: string;
  proposal: PlanProposal | null;
}

/**
 * The `plan` input: empty or `false` for no plan; `true` for the command's defaults; otherwise
 * the command's target options as written after `disclosure plan FILE`. Null when they are wrong.
 */
function readPlanOptions(value: string): { options: string[] } | { error: string } | null {
  const given = value.trim();
  if (given === '' || given === 'false') return null;
  const options = given === 'true' ? [] : given.split(/\s+/);
  const parsed = parsePlanArgs(['FILE', ...options]);
  if (!parsed.ok) return { error: `plan: ${parsed.error}` };
  if (parsed.args.apply || parsed.args.format !== 'md')
    return {
      error:
        'plan takes the command’s target options (--runtime, --budget, --max-tools, --min-recall), or true',
    };
  return { options };
}

function planFile(file: string, options: readonly string[], templates: Templates): FilePlan {
  const parsed = parsePlanArgs([file, ...options]);
  if (!parsed.ok) throw new Error(parsed.error); // checked by readPlanOptions
  const errors: string[] = [];
  const proposal = planProposal(parsed.args, scenarioIo(errors), templates);
  const command = ['disclosure plan', file, ...options].join(' ');
  const head = `Plan for \`${file}\` (\`${command}\`).`;
  if (proposal === null) return { section: `${head}\n\nNo plan: ${errors.join('; ')}`, proposal };
  return {
    section: `${head}\n\n${showInvisible(planMarkdown(proposal), { keepLineBreaks: true })}`,
    proposal,
  };
}

/** The plan's headline figures as outputs: the chosen plan's, under the first runtime planned for. */
function setPlanFigures(plans: readonly { file: string; plan: FilePlan }[]): void {
  const figures = plans.map(({ file, plan }) => {
    const p = plan.proposal;
    const chosen = p?.chosen ?? null;
    const runtime = p?.runtimes[0];
    return {
      file,
      'plan-chosen': chosen?.label ?? '',
      'plan-upfront-tools': chosen && runtime ? chosen.figures.upfront[runtime].tools : '',
      'plan-upfront-tokens': chosen && runtime ? chosen.figures.upfront[runtime].tokens : '',
      'plan-recall': chosen?.figures.recall ?? '',
      'plan-tokens-per-task': chosen && runtime ? chosen.figures.per_task[runtime].input_tokens : '',
      'plan-pins': chosen?.pins ? JSON.stringify(chosen.pins) : '',
    };
  });
  setOutput('plan-figures', JSON.stringify(figures));
  if (figures.length === 1)
    for (const [name, value] of Object.entries(figures[0]!)) if (name !== 'file') setOutput(name, value);
}

/** What the run's event says of its pull request (GITHUB_EVENT_PATH); nothing for another event. */
interface PullRequestEvent {
  pull_request?: { number?: number; base?: { sha?: string } };
}

function readEvent(): PullRequestEvent {
  const path = process.env.GITHUB_EVENT_PATH;
  if (!path) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as PullRequestEvent;
  } catch {
    return {};
  }
}

async function run(): Promise<void> {
  const event = readEvent();
  // Never echoed, not even to mask it: the runner masks github.token and every secret itself.
  const token = getInput('github-token');
  const files = getMultilineInput('scenario', { required: true });
  const failOn = getInput('fail-on').trim();
  if (failOn !== '' && !(FAIL_ON as readonly string[]).includes(failOn))
    return setFailed(`fail-on is error or warning (got "${failOn}")`);
  const planOptions = readPlanOptions(getInput('plan'));
  if (planOptions && 'error' in planOptions) return setFailed(planOptions.error);
  const templates = loadTemplates();
  const baseline = readBaseline(getInput('baseline'), event.pull_request?.base?.sha);
  const playground = getInput('playground-url').trim();
  const reviewed = reviewTargets(files, baseline, templates, playground === '' ? undefined : playground);
  if (!reviewed.ok) return setFailed(reviewed.error);
  const reviews = reviewed.value;
  const plans = planOptions
    ? reviews.map((r) => ({ file: r.file, plan: planFile(r.file, planOptions.options, templates) }))
    : [];

  const sections = reviews.map(
    (review, i) => reviewSection(review) + (plans[i] ? `\n\n---\n\n${plans[i].plan.section}` : ''),
  );
  await summary.addRaw(summaryText(sections)).addEOL().write();
  setFigures(reviews);
  if (plans.length > 0) setPlanFigures(plans);

  if (getBooleanInput('comment')) {
    const issue = event.pull_request?.number;
    const [owner = '', repo = ''] = (process.env.GITHUB_REPOSITORY ?? '').split('/');
    if (issue === undefined || !token) {
      info('comment: true, but this run is not for a pull request (or has no github-token): no comment');
    } else {
      for (const [i, review] of reviews.entries()) {
        const marker = commentMarker(review.file);
        const done = await upsertComment(
          { apiUrl: process.env.GITHUB_API_URL ?? 'https://api.github.com', token, owner, repo, issue },
          marker,
          commentBody(marker, sections[i]!),
        );
        info(`${review.file}: review comment ${done}`);
      }
    }
  }

  if (failOn !== '') {
    const failing = reviews.flatMap((r) => {
      const why = failingFindings(r.report, failOn as FailOn);
      return why === null ? [] : [`${r.file}: ${why}`];
    });
    if (failing.length > 0) setFailed(failing.join('\n'));
  }
}

run().catch((err: unknown) => setFailed(err instanceof Error ? err.message : String(err)));
