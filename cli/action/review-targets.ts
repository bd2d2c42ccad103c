import { execFileSync } from 'node:child_process';
import { basename, extname } from 'node:path';
import {
  detectToolsFormat,
  isJsonObject,
  parseJson,
  type ReviewReport,
  type Templates,
} from '../../core/index.ts';
import { runImport } from '../import.ts';
import { DEFAULT_MAX_INPUT_BYTES } from '../input-limit.ts';
import type { CliIo } from '../io.ts';
import { readBounded } from '../node-io.ts';
import { createInputReader, type Read } from '../read-input.ts';
import { reviewFiles, reviewMarkdown } from '../report.ts';

/** Where a scenario's baseline comes from: nowhere, a file, or the same path at another commit. */
export type Baseline = { kind: 'none' } | { kind: 'file'; path: string } | { kind: 'git'; ref: string };

export interface FileReview {
  file: string;
  /** What the review compared against, as said to a reader ("git:1a2b3c4"), or null. */
  against: string | null;
  report: ReviewReport;
  /** The review exactly as `disclosure report` prints it. */
  markdown: string;
  /** Why there is no baseline, when one was asked for but the file is new. */
  note: string | null;
}

const GIT_PREFIX = 'git:';

/**
 * The review of each scenario file against its baseline, made by `report`'s own code
 * (cli/report.ts) over files read by the command's own reader: the Action, the command and
 * the page give the same answer. A tool catalog (MCP tools/list, OpenAI or Anthropic tools)
 * is first made a scenario by `import`'s own code, as `disclosure import FILE --id NAME`
 * would. Returns why, in the command's words, when a file cannot be reviewed.
 */
export function reviewTargets(
  files: readonly string[],
  baseline: Baseline,
  templates: Templates,
  /** The hosted playground's address, for whole links (`report --base-url`). */
  baseUrl?: string,
): Read<FileReview[]> {
  if (baseline.kind === 'file' && files.length !== 1)
    return { ok: false, error: 'a baseline file goes with exactly one scenario; use git:REF for several' };
  const reviews: FileReview[] = [];
  for (const file of files) {
    const errors: string[] = [];
    const io = scenarioIo(errors);
    let against: string | null = null;
    let shown: string | null = null;
    let note: string | null = null;
    if (baseline.kind === 'file') against = shown = baseline.path;
    if (baseline.kind === 'git') {
      const at = gitPathState(baseline.ref, file);
      if (!at.ok) return at;
      if (at.value) {
        against = `${GIT_PREFIX}${baseline.ref}:${file}`;
        shown = `${GIT_PREFIX}${shortRef(baseline.ref)}`;
      } else note = `${file} is not in ${shortRef(baseline.ref)}: reviewed without a baseline`;
    }
    const report = reviewFiles(file, against, io, templates, baseUrl);
    if (!report) return { ok: false, error: errors.join('\n') };
    reviews.push({
      file,
      against: shown,
      report,
      markdown: reviewMarkdown(report, shown ?? undefined),
      note,
    });
  }
  return { ok: true, value: reviews };
}

/** A full commit id shortened as git shows it; any other ref as given. */
function shortRef(ref: string): string {
  return /^[0-9a-f]{40}$/.test(ref) ? ref.slice(0, 7) : ref;
}

/**
 * The command's line io over the process's files, with `git:REF:PATH` read from the
 * repository and a tool catalog read as the scenario `import` makes of it. Messages
 * collect in `errors`.
 */
export function scenarioIo(errors: string[]): CliIo {
  const reader = createInputReader(
    {
      readFile: (path, maxBytes) =>
        path.startsWith(GIT_PREFIX) ? gitShow(path, maxBytes) : readBounded(path, maxBytes),
      readStdin: () => {
        throw new Error('standard input is not read by the Action');
      },
    },
    DEFAULT_MAX_INPUT_BYTES,
  );
  return {
    stdout: () => {},
    json: () => {},
    stderr: (line) => errors.push(line),
    readFile: (path) => {
      const text = reader.readText(path);
      return text.ok ? asScenarioText(path, text.value) : text;
    },
  };
}

/** A catalog's text as the scenario `disclosure import` prints for it; any other text unchanged. */
function asScenarioText(path: string, text: string): Read<string> {
  const parsed = parseJson(text);
  if (!parsed.ok || (isJsonObject(parsed.value) && Object.hasOwn(parsed.value, 'definitions')))
    return { ok: true, value: text };
  const detected = detectToolsFormat(parsed.value);
  if (!detected.ok) return { ok: true, value: text };
  const name = basename(path.slice(path.lastIndexOf(':') + 1), extname(path))
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-');
  const needing = detected.servers.filter((s) => s.id === null).length;
  const ids = Array.from({ length: needing }, (_, i) => (needing === 1 ? name : `${name}-${i + 1}`));
  const printed: string[] = [];
  const problems: string[] = [];
  const status = runImport(
    { files: [path], ids, format: undefined, live: null },
    {
      // `import` prints its scenario as text, numbers as written: taken as printed.
      stdout: (line) => printed.push(line),
      json: () => {},
      stderr: (line) => problems.push(line),
      readFile: () => ({ ok: true, value: text }),
    },
  );
  if (status !== 0 || printed.length === 0)
    return { ok: false, error: problems.join('; ') || `${path}: the catalog could not be imported` };
  // Exactly the text `import` prints (cli/main.ts), so the review's share link is the same too.
  return { ok: true, value: `${printed.join('\n')}\n` };
}

/** Whether PATH exists at REF; an error when REF itself is not in the clone. */
function gitPathState(ref: string, path: string): Read<boolean> {
  const git = (args: string[]) => {
    try {
      execFileSync('git', args, { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  if (!git(['cat-file', '-e', `${ref}^{commit}`]))
    return {
      ok: false,
      error: `the baseline commit ${ref} is not in this clone: check out with "fetch-depth: 0" (actions/checkout) so the pull request's base is there`,
    };
  return { ok: true, value: git(['cat-file', '-e', `${ref}:./${path}`]) };
}

/** `git:REF:PATH`'s bytes at that commit, bounded as any input is. */
function gitShow(arg: string, maxBytes: number): Uint8Array | { tooLarge: number | undefined } {
  const rest = arg.slice(GIT_PREFIX.length);
  const colon = rest.indexOf(':');
  const bytes = execFileSync('git', ['show', `${rest.slice(0, colon)}:./${rest.slice(colon + 1)}`], {
    maxBuffer: maxBytes + 1,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return bytes.length > maxBytes ? { tooLarge: bytes.length } : new Uint8Array(bytes);
}
