import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Env } from '../../config/env.js';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';

interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

/**
 * Makes sure an administrator exists at every start. With ADMIN_PASSWORD set, that is the
 * account's password (changed here when it differs). Without it, outside production, a
 * generated password is printed once, when the account is created.
 */
export async function ensureAdmin(db: Executor, env: Env, log: Logger): Promise<void> {
  const email = env.ADMIN_EMAIL.toLowerCase();
  const [existing] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));

  if (existing) {
    const updates: Partial<typeof users.$inferInsert> = {};
    if (existing.role !== 'root') updates.role = 'root';
    if (
      env.ADMIN_PASSWORD &&
      !(existing.passwordHash && (await verifyPassword(existing.passwordHash, env.ADMIN_PASSWORD)))
    ) {
      updates.passwordHash = await hashPassword(env.ADMIN_PASSWORD);
    }
    if (Object.keys(updates).length > 0) {
      await db
        .update(users)
        .set({ ...updates, banned: false, updatedAt: new Date() })
        .where(eq(users.id, existing.id));
      log.info(`Administrador ${email} actualizado`);
    }
    return;
  }

  let password = env.ADMIN_PASSWORD;
  if (!password) {
    if (env.NODE_ENV === 'production') {
      log.warn('ADMIN_PASSWORD no está definido: no se creó ninguna cuenta de administrador');
      return;
    }
    password = randomBytes(12).toString('base64url');
  }
  await db.insert(users).values({
    userName: await freeAdminUserName(db),
    email,
    passwordHash: await hashPassword(password),
    lastName: 'Administrador',
    firstName: 'Bazar',
    idPersonal: '00000001',
    role: 'root',
  });
  if (env.ADMIN_PASSWORD) log.info(`Administrador ${email} creado`);
  else log.warn(`Administrador creado: ${email} / contraseña: ${password} (se muestra una sola vez)`);
}

async function freeAdminUserName(db: Executor): Promise<string> {
  for (const candidate of ['admin', 'administrador', `admin-${randomBytes(3).toString('hex')}`]) {
    const taken = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.userName})`, candidate));
    if (taken.length === 0) return candidate;
  }
  return `admin-${randomBytes(6).toString('hex')}`;
}
