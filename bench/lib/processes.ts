import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './cleanup.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface NodeChild {
  process: ChildProcess;
  /** The last lines the child printed, for error messages. */
  output(): string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * Children get a minimal environment plus `env`: inheriting the caller's (a DATABASE_URL
 * exported in the shell, say) would silently point the PGlite run at a server.
 */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];
  const base = Object.fromEntries(keep.flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : [])));
  return { ...base, ...env };
}

/** Starts `node --import tsx <script>` from the repository root and registers its shutdown. */
export function startNode(
  label: string,
  script: string,
  args: string[],
  env: Record<string, string>,
): NodeChild {
  // BENCH_CPU_PROFILE_DIR=dir: every child writes a V8 CPU profile there when it exits (where
  // the API's time goes under load; open it in Chrome's DevTools).
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const collect = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(-1));
  });
  const stop = onCleanup(`stop ${label}`, async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const done = await Promise.race([exited.then(() => true), delay(10_000).then(() => false)]);
    if (!done) {
      child.kill('SIGKILL');
      await exited;
    }
  });
  return { process: child, output: () => tail, exited, stop };
}

/** Runs a script to completion (bounded by `timeoutMs`) and returns what it printed. */
export async function runNode(
  label: string,
  script: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs: number,
): Promise<string> {
  const child = startNode(label, script, args, env);
  const code = await Promise.race([child.exited, delay(timeoutMs).then(() => 'timeout' as const)]);
  await child.stop();
  if (code !== 0)
    throw new Error(
      `${label} ${code === 'timeout' ? 'timed out' : `exited with ${code}`}:\n${child.output()}`,
    );
  return child.output();
}

/** A port nobody listens on right now (the OS picks it). */
/**
 * What every API server a bench starts runs with: production mode with the sandbox payment
 * provider allowed (a declared benchmark shop), no demo seed, quiet logs, no metrics port
 * (benches start several servers at once), on `port` of the loopback.
 */
export const benchApiEnv = (port: number, admin: { email: string; password: string }) => ({
  NODE_ENV: 'production',
  METRICS_ENABLED: 'false',
  PORT: String(port),
  HOST: '127.0.0.1',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  // Production mode refuses to start the sandbox payment provider without its secret.
  SANDBOX_WEBHOOK_SECRET: 'bench-sandbox-webhook-secret',
  ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
});

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('could not pick a port');
  return address.port;
}

/** Polls `url` until it answers 200, the child dies, or `timeoutMs` passes. */
export async function waitForOk(url: string, child: NodeChild, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`server exited early:\n${child.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(250);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s:\n${child.output()}`);
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in bytes (Linux /proc), or undefined when it cannot be read. */
export async function residentBytes(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}
