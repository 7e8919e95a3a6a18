import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.js';
import { loadEnv } from '../../config/env.js';
import { users } from '../../db/schema.js';
import { verifyPassword } from '../../platform/auth/passwords.js';
import { ensureAdmin } from './admin-bootstrap.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

function recorder() {
  const lines: string[] = [];
  return { lines, log: { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) } };
}

const envWith = (values: Record<string, string>) => loadEnv({ NODE_ENV: 'development', ...values });

async function adminRow(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('ensureAdmin', () => {
  it('creates a root account from ADMIN_EMAIL and ADMIN_PASSWORD, hashed with argon2id', async () => {
    const { log, lines } = recorder();
    await ensureAdmin(
      t.db,
      envWith({ ADMIN_EMAIL: 'jefa@bazar.test', ADMIN_PASSWORD: 'Clave-Secreta-1' }),
      log,
    );
    const row = await adminRow('jefa@bazar.test');
    expect(row).toMatchObject({ role: 'root', banned: false, userName: 'admin' });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.passwordHash ?? '', 'Clave-Secreta-1')).toBe(true);
    expect(lines.join('\n')).not.toContain('Clave-Secreta-1');
  });

  it('sets the configured password again at the next start when it changed', async () => {
    const { log } = recorder();
    await ensureAdmin(t.db, envWith({ ADMIN_EMAIL: 'jefa@bazar.test', ADMIN_PASSWORD: 'Otra-Clave-2' }), log);
    const row = await adminRow('jefa@bazar.test');
    expect(await verifyPassword(row?.passwordHash ?? '', 'Otra-Clave-2')).toBe(true);
    expect(await verifyPassword(row?.passwordHash ?? '', 'Clave-Secreta-1')).toBe(false);
  });

  it('prints a generated password once when none is configured', async () => {
    const first = recorder();
    await ensureAdmin(t.db, envWith({ ADMIN_EMAIL: 'generado@bazar.test' }), first.log);
    const printed = first.lines.join('\n').match(/contraseña: (\S+)/)?.[1];
    expect(printed).toBeDefined();
    const row = await adminRow('generado@bazar.test');
    expect(row?.role).toBe('root');
    expect(row?.userName).not.toBe('admin');
    expect(await verifyPassword(row?.passwordHash ?? '', printed ?? '')).toBe(true);

    const second = recorder();
    await ensureAdmin(t.db, envWith({ ADMIN_EMAIL: 'generado@bazar.test' }), second.log);
    expect(second.lines.join('\n')).not.toContain('contraseña');
  });

  it('creates no account in production without a password', async () => {
    const { log, lines } = recorder();
    // Production also requires the shared sandbox secret; the admin password is what is missing.
    const env = loadEnv({
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'prod@bazar.test',
      SANDBOX_WEBHOOK_SECRET: 'secreto-de-prueba',
    });
    await ensureAdmin(t.db, env, log);
    expect(await adminRow('prod@bazar.test')).toBeUndefined();
    expect(lines.join('\n')).toContain('ADMIN_PASSWORD');
  });
});
