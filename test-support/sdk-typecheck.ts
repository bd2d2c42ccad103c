import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson, type JsonObject, type JsonValue } from '../core/index.ts';
import { REPO_ROOT } from './vectors.ts';

/**
 * Type-checks request bodies against the vendors' own SDK types with `tsc`. Each
 * distinct tool is declared once as the SDK's tool type (`const t7: Tool = {…}`,
 * one per line), and each body as the SDK's request type with its tools by
 * reference, so a catalog shared by many bodies is checked once. The files go in a
 * folder inside node_modules, where the SDKs resolve; every tsc error is returned
 * with the body (and tool) it is about.
 */

const SDK_REQUEST_TYPES = {
  anthropic: {
    from: '@anthropic-ai/sdk/resources/messages/messages',
    type: 'MessageCreateParamsNonStreaming',
  },
  'openai-responses': {
    from: 'openai/resources/responses/responses',
    type: 'ResponseCreateParamsNonStreaming',
  },
  'openai-chat': {
    from: 'openai/resources/chat/completions/completions',
    type: 'ChatCompletionCreateParamsNonStreaming',
  },
} as const;
type SdkTarget = keyof typeof SDK_REQUEST_TYPES;

export interface SdkRequest {
  /** Where the body came from, e.g. `github.json`; errors name it. */
  label: string;
  target: SdkTarget;
  body: JsonObject;
}

interface SdkCheck {
  requests: number;
  /** Distinct tools declared, over all targets. */
  tools: number;
  /** tsc's error lines, each naming the body or tool it is about. */
  errors: string[];
}

export function typecheckRequests(requests: readonly SdkRequest[]): SdkCheck {
  const base = join(REPO_ROOT, 'node_modules', '.tmp');
  mkdirSync(base, { recursive: true });
  const dir = mkdtempSync(join(base, 'sdk-requests-'));
  try {
    const where = new Map<string, string>();
    let tools = 0;
    for (const target of Object.keys(SDK_REQUEST_TYPES) as SdkTarget[]) {
      const mine = requests.filter((r) => r.target === target);
      if (mine.length > 0) tools += writeTarget(dir, target, mine, where);
    }
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG));
    return { requests: requests.length, tools, errors: runTsc(dir, where) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const TSCONFIG = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    target: 'ES2023',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    skipLibCheck: true,
    types: [],
  },
  include: ['*.ts'],
};

/** Writes `<target>-tools.ts` and `<target>-requests.ts`; `where` maps `file:line` to what it declares. */
function writeTarget(
  dir: string,
  target: SdkTarget,
  requests: SdkRequest[],
  where: Map<string, string>,
): number {
  const { from, type } = SDK_REQUEST_TYPES[target];
  const ids = new Map<string, number>();
  const toolLines = [
    `import type { ${type} } from '${from}';`,
    `type Tool = NonNullable<${type}['tools']>[number];`,
  ];
  const requestLines = [`import type { ${type} } from '${from}';`, `import * as t from './${target}-tools';`];
  requests.forEach((r, i) => {
    const list = Array.isArray(r.body.tools) ? r.body.tools : [];
    const refs = list.map((tool: JsonValue) => {
      const text = canonicalJson(tool);
      let id = ids.get(text);
      if (id === undefined) {
        id = ids.size;
        ids.set(text, id);
        toolLines.push(`export const t${id}: Tool = ${text};`);
        where.set(`${target}-tools.ts:${toolLines.length}`, `${r.label} (${target}), tool ${toolName(tool)}`);
      }
      return `t.t${id}`;
    });
    const { tools: _tools, ...rest } = r.body;
    const skeleton = canonicalJson(rest).slice(0, -1);
    requestLines.push(
      `export const r${i}: ${type} = ${skeleton}${skeleton.length > 1 ? ',' : ''}"tools":[${refs.join(',')}]};`,
    );
    where.set(`${target}-requests.ts:${requestLines.length}`, `${r.label} (${target})`);
  });
  writeFileSync(join(dir, `${target}-tools.ts`), `${toolLines.join('\n')}\n`);
  writeFileSync(join(dir, `${target}-requests.ts`), `${requestLines.join('\n')}\n`);
  return ids.size;
}

function toolName(tool: JsonValue): string {
  if (tool === null || typeof tool !== 'object' || Array.isArray(tool)) return '?';
  const o = tool as JsonObject;
  const fn = o.function;
  const name = fn !== null && typeof fn === 'object' && !Array.isArray(fn) ? (fn as JsonObject).name : o.name;
  return typeof name === 'string' ? name : String(o.type ?? '?');
}

function runTsc(dir: string, where: Map<string, string>): string[] {
  const tsc = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  let output = '';
  try {
    execFileSync(process.execPath, [tsc, '-p', dir, '--pretty', 'false'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (err) {
    output = String((err as { stdout?: string }).stdout ?? err);
  }
  return output
    .split('\n')
    .filter((line) => /error TS\d+/.test(line))
    .map((line) => {
      const m = /([\w-]+\.ts)\((\d+),\d+\): (.*)$/.exec(line);
      return m ? `${where.get(`${m[1]}:${m[2]}`) ?? m[1]}: ${m[3]}` : line;
    });
}
