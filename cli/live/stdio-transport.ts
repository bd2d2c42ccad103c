import { type ChildProcess, spawn } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** The most one message from a server may hold: the MCP SDK's own stdio bound. */
export const STDIO_MESSAGE_MAX_BYTES = 10 * 1024 * 1024;

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

interface StdioParams {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd?: string;
}

/** Process groups started and not yet ended: a command that ends ends them too. */
const running = new Set<number>();
let hooked = false;

/**
 * The client side of MCP's stdio transport, framed by the SDK's ReadBuffer, with
 * what the SDK's own transport does not give: the server runs in a process group
 * of its own, and ending the connection ends that whole group at once, so a
 * child the server started that keeps its pipes open cannot hold the command
 * past its time; how the process ended; and a message over the size read named
 * as such rather than as a closed connection.
 */
export class GroupStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  readonly stderr = new PassThrough();
  spawnError: NodeJS.ErrnoException | null = null;
  /** Set when a message was over STDIO_MESSAGE_MAX_BYTES: the connection was ended for it. */
  oversized = false;
  private child: ChildProcess | null = null;
  private exit: Exit | null = null;
  private closed = false;
  private readonly buffer = new ReadBuffer({ maxBufferSize: STDIO_MESSAGE_MAX_BYTES });
  private resolveExit: (exit: Exit) => void = () => {};
  readonly exited = new Promise<Exit>((resolve) => {
    this.resolveExit = resolve;
  });

  constructor(private readonly params: StdioParams) {}

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.params.command, this.params.args, {
        env: this.params.env,
        ...(this.params.cwd === undefined ? {} : { cwd: this.params.cwd }),
        stdio: ['pipe', 'pipe', 'pipe'],
        // Its own process group (POSIX), so the server and everything it started end together.
        detached: process.platform !== 'win32',
        windowsHide: true,
      });
      this.child = child;
      child.once('error', (error: NodeJS.ErrnoException) => {
        if (child.pid === undefined) {
          this.spawnError = error;
          this.resolveExit({ code: null, signal: null });
          reject(error);
        } else this.onerror?.(error);
      });
      child.once('spawn', () => {
        if (child.pid !== undefined && process.platform !== 'win32') track(child.pid);
        resolve();
      });
      child.once('exit', (code, signal) => {
        this.exit = { code, signal };
        this.resolveExit(this.exit);
        // What it wrote before it went is still read; a child of its own holding the pipes does not keep the connection.
        setTimeout(() => void this.close(), 50).unref();
      });
      child.stdin?.on('error', (error) => this.onerror?.(error));
      child.stdout?.on('data', (chunk: Buffer) => this.receive(chunk));
      child.stdout?.on('error', (error) => this.onerror?.(error));
      child.stderr?.pipe(this.stderr);
    });
  }

  private receive(chunk: Buffer): void {
    try {
      this.buffer.append(chunk);
    } catch {
      this.oversized = true;
      void this.close();
      return;
    }
    for (;;) {
      let message: JSONRPCMessage | null;
      try {
        message = this.buffer.readMessage();
      } catch (error) {
        this.onerror?.(error as Error);
        continue;
      }
      if (message === null) break;
      this.onmessage?.(message);
    }
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      const stdin = this.child?.stdin;
      if (this.closed || !stdin) {
        reject(new Error('Not connected'));
        return;
      }
      if (stdin.write(serializeMessage(message))) resolve();
      else stdin.once('drain', resolve);
    });
  }

  hasExited(): boolean {
    return this.exit !== null;
  }

  /** Ends the server's whole process group now (a server past its time is not asked twice). */
  kill(): void {
    const pid = this.child?.pid;
    if (pid === undefined) return;
    endGroup(pid);
    this.child?.kill('SIGKILL');
  }

  /**
   * Ends the connection: standard input is closed, the server is given a moment to
   * go on its own, then its group is ended and the pipes let go, whoever holds them.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const child = this.child;
    if (child !== null) {
      child.stdin?.end();
      if (this.exit === null) await Promise.race([this.exited, pause(500)]);
      if (child.pid !== undefined) endGroup(child.pid);
      if (this.exit === null) child.kill('SIGKILL');
      child.stdout?.destroy();
      child.stderr?.destroy();
      child.stdin?.destroy();
    }
    this.buffer.clear();
    this.stderr.end();
    this.onclose?.();
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

function endGroup(pid: number): void {
  running.delete(pid);
  if (process.platform === 'win32') return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {}
}

function track(pid: number): void {
  running.add(pid);
  if (hooked) return;
  hooked = true;
  // A command that ends for any reason leaves no server group behind.
  process.once('exit', () => {
    for (const group of running) endGroup(group);
  });
}
