import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountTinyDisk, spawnServer } from '../../test/private-servers.js';

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
  const started = Date.now();
  const server = spawnServer({ PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', ...env });
  const killer = setTimeout(() => server.child.kill('SIGKILL'), 30_000);
  const code = await server.exited;
  clearTimeout(killer);
  return { code, output: server.output(), ms: Date.now() - started };
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
      expect(run.ms).toBeLessThan(30_000);
    }
  });
});
