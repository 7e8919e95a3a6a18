import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
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
  port: number;
  restartFast(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** A folder the `postgres` user owns (PostgreSQL refuses to run as root). */
async function postgresOwnedDir(prefix: string): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  if (asRoot)
    chownSync(
      dir,
      Number((await run('id', ['-u', 'postgres'])).stdout),
      Number((await run('id', ['-g', 'postgres'])).stdout),
    );
  return dir;
}

/** pg_ctl on a data folder: started with `options`, logging into `dir/log`. */
function cluster(dir: string, port: number, settings: string): PrivatePostgres {
  const data = path.join(dir, 'data');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 ${settings}`;
  const ctl = (...args: string[]) =>
    asPostgres(postgresBin('pg_ctl'), ['-D', data, '-w', '-t', '30', ...args]);
  const start = async () => {
    await ctl('-o', options, '-l', path.join(dir, 'log'), 'start');
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
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

/**
 * `replication`: the server may feed standbys (wal_level=replica, WAL senders and slots), and
 * keeps full-page writes, without which a base backup is refused.
 */
export async function startPrivatePostgres(
  port: number,
  { replication = false }: { replication?: boolean } = {},
): Promise<PrivatePostgres> {
  const dir = await postgresOwnedDir('bazar-pg-');
  await asPostgres(postgresBin('initdb'), [
    '-D',
    path.join(dir, 'data'),
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const settings = replication
    ? '-c fsync=off -c wal_level=replica -c max_wal_senders=5 -c max_replication_slots=5'
    : '-c fsync=off -c full_page_writes=off';
  const server = cluster(dir, port, settings);
  try {
    await server.start();
  } catch (error) {
    await server.destroy();
    throw error;
  }
  return server;
}

export interface PrivateStandby extends PrivatePostgres {
  /** `pg_ctl promote`: it stops following the primary and takes writes of its own. */
  promote(): Promise<void>;
}

/**
 * A streaming standby of `primary` (started with `replication`), as an operator makes one: a
 * physical replication slot, `pg_basebackup -R` (which writes standby.signal and the primary's
 * address), then pg_ctl start. Hot standby: it answers reads while it replays.
 */
export async function startPrivateStandby(primary: PrivatePostgres, port: number): Promise<PrivateStandby> {
  const dir = await postgresOwnedDir('bazar-standby-');
  const slot = `bazar_standby_${port}`;
  const server = cluster(dir, port, '-c fsync=off -c hot_standby=on');
  try {
    await asPostgres(postgresBin('pg_basebackup'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      path.join(dir, 'data'),
      '-R',
      '-C',
      '-S',
      slot,
      '-X',
      'stream',
      '--no-sync',
    ]);
    await server.start();
  } catch (error) {
    await server.destroy();
    throw error;
  }
  return {
    ...server,
    promote: async () => {
      await asPostgres(postgresBin('pg_ctl'), ['-D', path.join(dir, 'data'), '-w', '-t', '30', 'promote']);
    },
  };
}

/** A TCP port nobody listens on now (the kernel's pick), for a private server. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
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
