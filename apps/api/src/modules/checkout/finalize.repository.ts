import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { payments } from '../../db/schema.js';

/** Payments seen for a checkout that may still turn out approved (pending when last asked). */
export async function findPaymentIds(ex: Executor, sessionId: string): Promise<string[]> {
  const rows = await ex
    .select({ id: payments.providerPaymentId })
    .from(payments)
    .where(and(eq(payments.checkoutSessionId, sessionId), inArray(payments.status, ['approved', 'pending'])))
    .orderBy(asc(payments.id));
  return rows.map((r) => r.id);
}
