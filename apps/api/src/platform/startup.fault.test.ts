import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountTinyDisk, spawnServer, waitForOk } from '../../test/private-servers.js';

// Each case starts a real server process that must stop by itself, quickly, saying why in Spanish.
const scratch = mkdtempSync(path.join(os.tmpdir(), 'bazar-startup-'));
let tiny: Awaited<ReturnType<typeof mountTinyDisk>>;

beforeAll(async () => {
  tiny = await mountTinyDisk('2m');
});
afterAll(async () => {
  await tiny?.unmount();
  rmSync(scratch, { recursive: true, force: true });
});

async function failedStart(env: Record<string, string>) {
  const server = spawnServer({ PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', ...env });
  // A safety net, not a measure: a process that hangs instead of ending fails the test (its code is not 1).
  const killer = setTimeout(() => server.child.kill('SIGKILL'), 100_000);
  const code = await server.exited;
  clearTimeout(killer);
  return { code, output: server.output() };
}

describe('start-up errors', () => {
  it('say in Spanish what is wrong, and the process ends instead of hanging', async () => {
    const notAFolder = path.join(scratch, 'archivo');
    writeFileSync(notAFolder, 'no soy una carpeta');
    const [fileAsDataDir, fullDisk, noDatabase] = await Promise.all([
      failedStart({ DATA_DIR: path.join(notAFolder, 'datos') }),
      failedStart({ DATA_DIR: tiny.dir }),
      // Nothing listens on 31409 (a port of this suite's own range).
      failedStart({ DATA_DIR: scratch, DATABASE_URL: 'postgres://postgres@127.0.0.1:31409/bazar' }),
    ]);
    expect(fileAsDataDir.code).toBe(1);
    expect(fileAsDataDir.output).toContain('es un archivo, no una carpeta');
    expect(fullDisk.code).toBe(1);
    expect(fullDisk.output).toContain('no tiene espacio suficiente');
    expect(noDatabase.code).toBe(1);
    expect(noDatabase.output).toContain('No se pudo conectar con la base de datos en 127.0.0.1:31409/bazar');
    for (const run of [fileAsDataDir, fullDisk, noDatabase]) {
      expect(run.output).not.toMatch(/DrizzleQueryError|\n\s+at /);
    }
  });
});

describe('the metrics port taken by another process', () => {
  let taken: Server;
  let port = 0;
  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const address = taken.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

  it('stops a production start naming METRICS_PORT, closing the database after the workers', async () => {
    const run = await failedStart({
      DATA_DIR: mkdtempSync(path.join(scratch, 'prod-')),
      NODE_ENV: 'production',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
      SANDBOX_WEBHOOK_SECRET: 'secreto-de-prueba-suficientemente-largo',
      METRICS_ENABLED: 'true',
      METRICS_PORT: String(port),
    });
    expect(run.code).toBe(1);
    expect(run.output).toContain(`El puerto de métricas ${port} (127.0.0.1) está ocupado`);
    expect(run.output).toContain('METRICS_PORT');
    expect(run.output).not.toContain('Cannot use a pool');
  });

  it('lets a second instance start elsewhere with a warning outside production', async () => {
    const server = spawnServer({
      PORT: '31417',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      DATA_DIR: mkdtempSync(path.join(scratch, 'dev-')),
      METRICS_ENABLED: 'true',
      METRICS_PORT: String(port),
    });
    try {
      await waitForOk('http://127.0.0.1:31417/api/health', 60_000);
      const free = new RegExp(
        `el puerto de métricas ${port} está ocupado \\(METRICS_PORT\\): se usa el (\\d+)`,
      ).exec(server.output())?.[1];
      expect(free).toBeDefined();
      expect(Number(free)).not.toBe(port);
      const scraped = await fetch(`http://127.0.0.1:${free}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('process_cpu');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    expect(server.output()).not.toContain('Cannot use a pool');
  });
});
