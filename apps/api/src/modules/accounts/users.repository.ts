import type { AdminUserSort } from '@bazar/shared';
import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { personMatches } from '../../db/people-search.js';
import { userIdentities, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<
  Pick<NewUser, 'userName' | 'email' | 'firstName' | 'lastName' | 'phone' | 'address' | 'idPersonal'>
>;

const lowerEmail = sql`lower(${users.email})`;
const lowerUserName = sql`lower(${users.userName})`;

export async function findById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A login names the account by user name or by e-mail; both are unique case-insensitively. */
export async function findByUserOrEmail(db: Executor, userOrEmail: string): Promise<UserRow | undefined> {
  const value = userOrEmail.toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(value.includes('@') ? eq(lowerEmail, value) : eq(lowerUserName, value));
  return row;
}

export async function findByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(lowerEmail, email.toLowerCase()));
  return row;
}

async function taken(db: Executor, column: SQL, value: string, exceptId?: number): Promise<boolean> {
  const conditions = [eq(column, value.toLowerCase())];
  if (exceptId !== undefined) conditions.push(ne(users.id, exceptId));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

export const userNameTaken = (db: Executor, userName: string, exceptId?: number) =>
  taken(db, lowerUserName, userName, exceptId);
export const emailTaken = (db: Executor, email: string, exceptId?: number) =>
  taken(db, lowerEmail, email, exceptId);

export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user not inserted');
  return row;
}

export async function updateUser(
  db: Executor,
  id: number,
  changes: UserChanges & { passwordHash?: string; banned?: boolean },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

function searchFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return personMatches(users.userName, users.email, users.lastName, q);
}

/** Each sort read through an index: users_created_at_idx, the primary key, the lower() uniques. */
const USER_ORDER: Record<AdminUserSort, SQL[]> = {
  '-createdAt': [desc(users.createdAt), desc(users.id)],
  createdAt: [asc(users.createdAt), asc(users.id)],
  id: [asc(users.id)],
  '-id': [desc(users.id)],
  userName: [asc(lowerUserName)],
  '-userName': [desc(lowerUserName)],
  email: [asc(lowerEmail)],
  '-email': [desc(lowerEmail)],
};

export async function listUsers(
  db: Executor,
  filter: { q?: string | undefined; sort: AdminUserSort; limit: number; offset: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const where = searchFilter(filter.q);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...USER_ORDER[filter.sort])
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findIdentity(db: Executor, provider: string, subject: string) {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  return row;
}

export async function insertIdentity(
  db: Executor,
  values: { userId: number; provider: string; subject: string; email: string | null },
): Promise<void> {
  await db.insert(userIdentities).values(values).onConflictDoNothing();
}

/** Postgres' unique_violation, seen through Drizzle's wrapper: which unique index refused the row. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const pgError = e as { code?: string; constraint?: string };
    if (pgError.code === '23505') return pgError.constraint ?? '';
  }
  return undefined;
}
