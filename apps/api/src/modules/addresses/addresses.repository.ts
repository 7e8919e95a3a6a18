import type { AddressBody } from '@bazar/shared';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { addresses } from '../../db/schema.js';

export type AddressRow = typeof addresses.$inferSelect;

/** The person's addresses, the default first, then in the order they were added (addresses_user_idx). */
export function listOf(ex: Executor, userId: number): Promise<AddressRow[]> {
  return ex
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
}

/** One of the person's addresses (someone else's is as missing). */
export async function findOwn(ex: Executor, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await ex
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}

export async function findDefault(ex: Executor, userId: number): Promise<AddressRow | undefined> {
  const [row] = await ex
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  return row;
}

export async function countOf(ex: Executor, userId: number): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

/** Serializes a person's address-book writes, so two racing "make default" never leave two. */
export const lockBook = (tx: Executor, userId: number) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('bazar:addresses'), ${userId})`);

const columns = (body: AddressBody) => ({
  street: body.street,
  number: body.number,
  floorApt: body.floorApt,
  city: body.city,
  province: body.province,
  postalCode: body.postalCode,
  phone: body.phone,
  notes: body.notes,
});

export async function insert(ex: Executor, userId: number, body: AddressBody): Promise<AddressRow> {
  const [row] = await ex
    .insert(addresses)
    .values({ userId, ...columns(body) })
    .returning();
  if (!row) throw new Error('address not saved');
  return row;
}

export async function update(ex: Executor, userId: number, id: number, body: AddressBody): Promise<void> {
  await ex
    .update(addresses)
    .set({ ...columns(body), updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
}

/** Makes `id` the person's only default (the partial unique index allows one). */
export async function makeDefault(ex: Executor, userId: number, id: number): Promise<void> {
  await ex
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  await ex
    .update(addresses)
    .set({ isDefault: true })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
}

export async function remove(ex: Executor, userId: number, id: number): Promise<void> {
  await ex.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
}
