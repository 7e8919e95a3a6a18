import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN } from './accounts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface OwnShop {
  /** Where it answers, for a browser context's or a request context's baseURL. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A shop server of the journey's own, for settings the shared one (playwright.config.ts) must
 * not have: a mail server that is down would leave every other journey's receipts undelivered.
 * Same command (the release build) and demo catalog as the shared server, on a free port and a
 * fresh database; it takes as long to start, so only the journeys that need one start it.
 */
export async function startOwnShop(settings: Record<string, string>): Promise<OwnShop> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bazar-e2e-own-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/api/dist/server/index.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      METRICS_PORT: '0',
      ADMIN_PASSWORD: ADMIN.password,
      LOGIN_RATE_PER_IP: '1000',
      REGISTER_RATE_PER_IP: '1000',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept for the failure message, and read so that a full pipe never stalls the server.
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 50) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(url, child, 150_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output.join('')}`);
  }
  return { url, stop };
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with code ${child.exitCode}`);
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the shop did not answer at ${url} within ${timeoutMs / 1000} s`);
}
