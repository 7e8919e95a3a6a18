import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UploadedImage } from '@bazar/shared';
import pg from 'pg';
import { multipartBody, pngBytes } from '../uploads.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The release bundle, started the way the Dockerfile starts it. */
export const SERVER_ENTRY = path.join(apiRoot, 'dist/server/index.js');

export interface Instance {
  name: string;
  url: string;
  metricsUrl: string;
  logs: Record<string, unknown>[];
  stop(): Promise<void>;
}

/**
 * Starts `node dist/server/index.js` (the Node running the tests: 20 in the suite, 24 in the
 * Node 24 run) with `env`, and waits for its JSON log lines announcing both ports.
 */
export function startInstance(
  name: string,
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<Instance> {
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  return new Promise<Instance>((resolve, reject) => {
    let url = '';
    let metricsUrl = '';
    const timer = setTimeout(() => fail(new Error(`${name} did not start in ${timeoutMs} ms`)), timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n${stderr}\n${logs.map((l) => JSON.stringify(l)).join('\n')}`));
    };
    const onExit = (code: number | null) => fail(new Error(`${name} exited with ${code}`));
    child.once('exit', onExit);
    let pending = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      let end = pending.indexOf('\n');
      while (end >= 0) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 1);
        end = pending.indexOf('\n');
        let entry: Record<string, unknown>;
        try {
          entry = JSON.parse(line) as Record<string, unknown>;
        } catch {
          continue;
        }
        logs.push(entry);
        const listening = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/.exec(String(entry.msg));
        if (listening?.[1]) url = listening[1];
        if (typeof entry.metricsUrl === 'string') metricsUrl = entry.metricsUrl;
        if (url && metricsUrl) {
          clearTimeout(timer);
          child.off('exit', onExit);
          resolve({
            name,
            url,
            metricsUrl,
            logs,
            async stop() {
              child.kill('SIGTERM');
              await exited;
            },
          });
        }
      }
    });
  });
}

/** Temporary folders for a file's instances, removed together at its end. */
export function scratchDirs(): { make(prefix: string): string; removeAll(): void } {
  const dirs: string[] = [];
  return {
    make(prefix) {
      const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
    removeAll() {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One statement on a connection of its own (a server's administration, a standby's statistics). */
export async function queryAt<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A 300 × 200 PNG uploaded to `instance` as `token`'s picture (POST /api/images, answered 201). */
export async function uploadPicture(instance: Instance, token: string): Promise<UploadedImage> {
  const { payload, headers } = multipartBody(await pngBytes(300, 200), 'foto.png', 'image/png');
  const response = await fetch(`${instance.url}/api/images`, {
    method: 'POST',
    headers: { ...headers, 'auth-token': token },
    body: new Uint8Array(payload),
  });
  if (response.status !== 201)
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as UploadedImage;
}

/** A new person's registration (POST /api/user), under a name nobody else has. */
export function registration(prefix: string) {
  const userName = `${prefix}${randomBytes(4).toString('hex')}`;
  const password = 'Ciruela-Verde-42';
  const body = {
    email: `${userName}@example.com`,
    password,
    passwordConfirmation: password,
    userName,
    lastName: 'Pérez',
    idPersonal: '30111222',
  };
  return { userName, password, body };
}
