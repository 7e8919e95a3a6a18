import type { Balance, MoneyListQuery, MovementPage, PayoutAccount, PayoutAccountBody } from '@bazar/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { payoutAccounts } from '../../db/schema.js';
import type { SessionUser } from '../../platform/auth/sessions.js';
import { offsetOf, pageOf } from '../../platform/http/paging.js';
import * as ledger from './ledger.repository.js';
import { movementCsvHeader, movementCsvLine, toMovement, toPayoutAccount } from './money.mapper.js';

/** What a seller sees of their own money: only ever the caller's own accounts. */
export function createSellerMoney({ db, timeZone }: { db: Executor; timeZone: string }) {
  return {
    async balance(caller: SessionUser): Promise<Balance> {
      const b = await ledger.balances(db, caller.id, ['pending', 'available', 'in_transit', 'paid']);
      return {
        pendingCents: b.pending,
        availableCents: b.available,
        inTransitCents: b.in_transit,
        paidCents: b.paid,
      };
    },

    async movements(caller: SessionUser, query: MoneyListQuery): Promise<MovementPage> {
      return pageOf(
        query,
        await ledger.listMovements(db, caller.id, query.pageSize, offsetOf(query)),
        toMovement,
      );
    },

    /** Every movement as CSV lines, produced as they are read (a big seller's history is long). */
    async *movementsCsv(caller: SessionUser): AsyncGenerator<string> {
      yield movementCsvHeader;
      for await (const row of ledger.allMovements(db, caller.id))
        yield movementCsvLine(toMovement(row), timeZone);
    },

    async payoutAccount(caller: SessionUser): Promise<{ account: PayoutAccount | null }> {
      const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, caller.id));
      return { account: row ? toPayoutAccount(row) : null };
    },

    async savePayoutAccount(
      caller: SessionUser,
      body: PayoutAccountBody,
    ): Promise<{ account: PayoutAccount }> {
      const values = { holderName: body.holderName, cbu: body.cbu, alias: body.alias, updatedAt: new Date() };
      const [row] = await db
        .insert(payoutAccounts)
        .values({ userId: caller.id, ...values })
        .onConflictDoUpdate({ target: payoutAccounts.userId, set: values })
        .returning();
      if (!row) throw new Error('payout account not saved');
      return { account: toPayoutAccount(row) };
    },
  };
}
