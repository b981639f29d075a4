import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Real server processes for the soak: the same entry point `npm start` runs, from the sources
// (tsx as a loader inside one node process, so a signal reaches the server itself, not a
// wrapper) or from dist/ with --server dist.

const root = path.resolve(import.meta.dirname, '../..');

export type ServerMode = 'source' | 'dist';

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

export class ServerProcess {
  readonly url: string;
  readonly exited: Promise<ServerExit>;
  private done: ServerExit | null = null;

  private constructor(
    readonly name: string,
    readonly port: number,
    readonly logFile: string,
    private readonly child: ChildProcess,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.done = { code, signal, at: Date.now() };
        resolve(this.done);
      });
    });
  }

  get pid(): number {
    return this.child.pid!;
  }

  get running(): boolean {
    return this.done === null;
  }

  static async start(options: {
    name: string;
    port: number;
    env: Record<string, string>;
    logFile: string;
    mode: ServerMode;
  }): Promise<ServerProcess> {
    const log = openSync(options.logFile, 'a');
    const args =
      options.mode === 'dist'
        ? ['--enable-source-maps', 'dist/server/main.js']
        : ['--import', 'tsx', 'server/main.ts'];
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...options.env, PORT: String(options.port) },
      stdio: ['ignore', log, log],
    });
    closeSync(log); // the child has its own copy
    const server = new ServerProcess(options.name, options.port, options.logFile, child);
    await server.waitReady();
    return server;
  }

  /** Polls /api/v1/health until the database answers; fails early if the process dies. */
  private async waitReady(timeoutMs = 90_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) {
        throw new Error(`${this.name} exited while starting:\n${this.logTail()}`);
      }
      try {
        const res = await fetch(`${this.url}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
        if (res.ok) return;
      } catch {
        // Not listening yet.
      }
      await sleep(200);
    }
    this.child.kill('SIGKILL');
    throw new Error(
      `${this.name} did not become ready in ${timeoutMs / 1000} s:\n${this.logTail()}`,
    );
  }

  signal(signal: NodeJS.Signals): number {
    this.child.kill(signal);
    return Date.now();
  }

  /** The exit, or null when the process is still running after timeoutMs. */
  async waitExit(timeoutMs: number): Promise<ServerExit | null> {
    return Promise.race([this.exited, sleep(timeoutMs).then(() => null)]);
  }

  /** Stops the process if it still runs (SIGTERM, then SIGKILL after 15 s). */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGTERM');
    if (!(await this.waitExit(15_000))) {
      this.child.kill('SIGKILL');
      await this.exited;
    }
  }

  logTail(lines = 30): string {
    try {
      return readFileSync(this.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
