import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { liveTestPlace, startHttpServer, TEST_SERVER } from '../test-support/mcp-servers.ts';
import { runCliAsync } from '../test-support/run-cli.ts';

const { dir, track } = liveTestPlace('live-bounds-');
const BIN = fileURLToPath(new URL('../bin/disclosure.mjs', import.meta.url));

/** The real command in a process of its own: how long until it has ended, pipes and all. */
function runCommand(argv: string[], env: Record<string, string> = {}) {
  const started = Date.now();
  const child = spawn(process.execPath, [BIN, ...argv], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c) => {
    stdout += c;
  });
  child.stderr.on('data', (c) => {
    stderr += c;
  });
  return new Promise<{ status: number | null; stdout: string; stderr: string; seconds: number }>(
    (resolve) => {
      child.on('close', (status) =>
        resolve({ status, stdout, stderr, seconds: (Date.now() - started) / 1000 }),
      );
    },
  );
}

/** Alive, not a zombie waiting for a parent that does not reap (PID 1 in a container may not). */
function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

describe('the bounds of a live read', () => {
  it('--timeout ends the whole attempt, a child of the server holding its pipes included', async () => {
    const pidFile = join(dir, 'child.pid');
    const run = await runCommand(
      [
        'import',
        '--id',
        'held',
        // Five seconds: a loaded machine can take two to start a server on the SDK.
        '--timeout',
        '5',
        '--',
        process.execPath,
        TEST_SERVER,
        '--child-holds-pipes',
      ],
      { TEST_SERVER_CHILD_PID_FILE: pidFile },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Server held could not be read (no answer within 5 s)');
    // The child would hold the pipes for 60 s; the command is bounded by its timeout plus its own start.
    expect(run.seconds).toBeLessThan(30);
    expect(existsSync(pidFile)).toBe(true);
    const child = Number(readFileSync(pidFile, 'utf8'));
    await expect.poll(() => isRunning(child), { timeout: 5000 }).toBe(false);
  }, 60_000);

  it('names the time given, not the time left, for a server that hangs after initialize', async () => {
    const run = await runCliAsync([
      'import',
      ...['--id', 'slow', '--timeout', '8', '--', process.execPath, TEST_SERVER, '--hang-on-list'],
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Server slow could not be read (no answer to tools/list within 8 s)');
  }, 30_000);

  it('names a page over the size the client reads (100,000 tools in one message)', async () => {
    const run = await runCliAsync([
      'import',
      ...['--id', 'huge', '--timeout', '60', '--', process.execPath, TEST_SERVER, '--count', '100000'],
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      'Server huge could not be read (sent a message over the 10 MiB (10,485,760 bytes) a client reads in one, so the connection was ended',
    );
    expect(run.stderr).not.toContain('exited with status 0');
  }, 90_000);

  it('names a page over the size the client reads over Streamable HTTP too', async () => {
    const http = track(await startHttpServer([TEST_SERVER, '--count', '100000'], '/mcp', '--http'));
    const run = await runCliAsync(['import', ...['--id', 'huge', '--url', http.url, '--timeout', '60']]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      'Server huge could not be read (sent a message over the 10 MiB (10,485,760 bytes) a client reads in one, so the connection was ended',
    );
  }, 90_000);
});
