import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from '../lib/free-port';

// Child processes of `npm run bench`: the load generator (autocannon, in the parent) must not
// share an event loop with the server it measures.

export interface RunningProcess {
  name: string;
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
// A failed or interrupted run must not leave servers behind.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts `node <args>` with `env` (PORT added) and waits until `readyPath` answers 200.
 * Output is kept and shown only when the process fails to start or dies.
 */
export async function startNode(
  name: string,
  args: string[],
  env: Record<string, string>,
  readyPath: string,
  timeoutMs = 120_000,
): Promise<RunningProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  exited.then(() => running.delete(child));

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${name} exited (${child.exitCode}) before it was ready:\n${output}`);
    }
    const ok = await fetch(baseUrl + readyPath)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} was not ready after ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    name,
    baseUrl,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    },
  };
}

let ticksPerSecond: number | undefined;

/**
 * CPU time (user + system, all threads) a process has used so far, in seconds; null where
 * /proc is not available. Divided by the answers of a run it gives the server's cost per
 * request, which other jobs on the machine disturb far less than requests per second.
 */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces) start at its closing ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    return ticks / ticksPerSecond;
  } catch {
    return null;
  }
}
