import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * Real PostgreSQL and Redis servers owned by one test file, on ports of their own, so a test can
 * restart or stop them without touching the shared services. Fault tests only: each start costs
 * seconds. The machine runs tests as root; PostgreSQL refuses root, so it runs as `postgres`.
 */

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function postgresBin(name: string): string {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  const candidate = newest ? `/usr/lib/postgresql/${newest}/bin/${name}` : '';
  return candidate && existsSync(candidate) ? candidate : name;
}

function asPostgres(bin: string, args: string[]) {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return run(file, argv, { timeout: 60_000 });
}

export interface PrivatePostgres {
  url: string;
  restartFast(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(port: number): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bazar-pg-'));
  if (asRoot)
    chownSync(
      dir,
      Number((await run('id', ['-u', 'postgres'])).stdout),
      Number((await run('id', ['-g', 'postgres'])).stdout),
    );
  const data = path.join(dir, 'data');
  await asPostgres(postgresBin('initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const ctl = (...args: string[]) =>
    asPostgres(postgresBin('pg_ctl'), ['-D', data, '-w', '-t', '30', ...args]);
  const start = async () => {
    await ctl('-o', options, '-l', path.join(dir, 'log'), 'start');
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restartFast: async () => {
      await ctl('-m', 'fast', '-o', options, '-l', path.join(dir, 'log'), 'restart');
    },
    stop: async () => {
      await ctl('-m', 'fast', 'stop');
    },
    start,
    destroy: async () => {
      await ctl('-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startPrivateRedis(port: number): Promise<PrivateRedis> {
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('redis-server did not start')), 10_000);
      child?.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child?.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop: async () => {
      const current = child;
      if (!current || current.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        current.once('exit', () => resolve());
        current.kill('SIGTERM');
      });
    },
  };
}

/** A tmpfs of `size` (e.g. '512k') mounted on a fresh folder: a disk that fills up for real. */
export async function mountTinyDisk(size: string): Promise<{ dir: string; unmount(): Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bazar-tiny-disk-'));
  await run('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0777`, 'tmpfs', dir]);
  return {
    dir,
    unmount: async () => {
      await run('umount', [dir]).catch(() => run('umount', ['-l', dir]));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface SpawnedServer {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** `node --import tsx apps/api/src/server.ts` with this environment, as `npm start` runs it. */
export function spawnServer(env: Record<string, string>): SpawnedServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/root',
      LOG_LEVEL: 'warn',
      // The metrics port is fixed by default: spawned test servers must not compete for it.
      METRICS_ENABLED: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Polls `url` until it answers 200 (or `ms` pass). */
export async function waitForOk(url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
