import {
  type CreatePayoutBatchBody,
  formatMoney,
  MONEY_MSG,
  type PayableSellersQuery,
  type Payout,
  type PayoutBatch,
  type PayoutBatchPage,
} from '@bazar/shared';
import type { Executor } from '../../db/client.js';
import { toIso } from '../../db/timestamps.js';
import { transaction } from '../../db/transaction.js';
import type { SessionUser } from '../../platform/auth/sessions.js';
import { AppError } from '../../platform/errors/app-error.js';
import { offsetOf, pageOf } from '../../platform/http/paging.js';
import { enqueue } from '../../platform/outbox/outbox.js';
import { recordAudit } from './audit.js';
import * as ledger from './ledger.repository.js';
import { csvAmount, csvLine } from './money.mapper.js';
import { PAYOUT_MAIL_KIND, type PayoutMailPayload } from './money-mail.js';
import * as repo from './payouts.repository.js';
import { payoutDecidedPosting, payoutPosting } from './postings.js';
import { lockSellerBalance } from './refunds.service.js';

const toPayout = (r: repo.PayoutRow): Payout => ({
  id: r.id,
  batchId: r.batch_id,
  seller: { id: r.seller_id, userName: r.user_name, email: r.email },
  amountCents: r.amount_cents,
  account: { holderName: r.holder_name, cbu: r.cbu, alias: r.alias },
  status: r.status,
  note: r.note,
  createdAt: toIso(r.created_at),
  decidedAt: r.decided_at === null ? null : toIso(r.decided_at),
});

const toBatchSummary = (b: repo.BatchRow) => ({
  id: b.id,
  createdAt: toIso(b.created_at),
  createdBy: { id: b.created_by, userName: b.created_by_name },
  minCents: b.min_cents,
  totalCents: b.total_cents,
  count: b.count,
  pendingCount: b.pending_count,
});

/**
 * Payouts by bank transfer, made by an administrator: a batch takes each chosen seller's whole
 * available balance into 'in_transit' (under the seller's balance lock, so a refund racing it is
 * judged before or after, never in between); the transfer is then marked paid (the money leaves
 * the shop) or failed (it returns to the seller's available balance). Each payout is decided once.
 */
export function createPayouts({ db, kickOutbox }: { db: Executor; kickOutbox(): void }) {
  async function batch(id: number): Promise<PayoutBatch> {
    const [found, payouts] = await Promise.all([repo.findBatch(db, id), repo.payoutsOfBatch(db, id)]);
    if (!found) throw AppError.notFound(MONEY_MSG.batchNotFound);
    const { count: _count, pendingCount: _pending, ...summary } = toBatchSummary(found);
    return { ...summary, payouts: payouts.map(toPayout) };
  }

  async function decide(
    caller: SessionUser,
    id: number,
    status: 'paid' | 'failed',
    note: string | null,
  ): Promise<Payout> {
    await transaction(db, async (tx) => {
      const payout = await repo.findPayout(tx, id, true);
      if (!payout) throw AppError.notFound(MONEY_MSG.payoutNotFound);
      if (payout.status !== 'pending') throw new AppError(409, MONEY_MSG.payoutAlreadyDecided);
      await repo.decidePayout(tx, id, status, caller.id, note);
      const x = payout.amount_cents;
      const decided = payoutDecidedPosting(
        { id, sellerId: payout.seller_id, amountCents: x },
        status,
        caller.id,
        note,
      );
      await ledger.post(tx, decided.movement, decided.entries);
      const mail: PayoutMailPayload = {
        email: payout.email,
        name: payout.first_name ?? payout.user_name,
        amountCents: x,
        status,
        note,
      };
      await enqueue(tx, [{ kind: PAYOUT_MAIL_KIND, payload: mail }]);
      await recordAudit(
        tx,
        status === 'paid' ? 'payout_paid' : 'payout_failed',
        caller.id,
        `Pago ${id} a ${payout.user_name} por ${formatMoney(x)} marcado ${status === 'paid' ? 'pagado' : `fallido: ${note ?? ''}`}`,
      );
    });
    kickOutbox();
    const done = await repo.findPayout(db, id);
    if (!done) throw AppError.notFound(MONEY_MSG.payoutNotFound);
    return toPayout(done);
  }

  return {
    async payableSellers(query: PayableSellersQuery) {
      const found = await repo.payableSellers(db, {
        minCents: query.minCents,
        limit: query.pageSize,
        offset: offsetOf(query),
        q: query.q,
      });
      return pageOf(query, found, (r) => ({
        seller: { id: r.id, userName: r.user_name, email: r.email },
        availableCents: r.available,
        account: r.holder_name === null ? null : { holderName: r.holder_name, cbu: r.cbu, alias: r.alias },
      }));
    },

    /** A batch paying each chosen seller (all with a balance when none is named) their whole available balance. */
    async createBatch(caller: SessionUser, body: CreatePayoutBatchBody): Promise<PayoutBatch> {
      const id = await transaction(db, async (tx) => {
        const candidates = (
          await repo.payableSellers(tx, {
            minCents: body.minCents,
            limit: 100_000,
            offset: 0,
            onlyIds: body.sellerIds,
          })
        ).rows
          .filter((s) => s.holder_name !== null)
          // The same order for every writer: two batches cannot deadlock on the sellers' locks.
          .sort((a, b) => a.id - b.id);
        const batchId = await repo.insertBatch(tx, caller.id, body.minCents);
        let count = 0;
        let total = 0;
        for (const seller of candidates) {
          await lockSellerBalance(tx, seller.id);
          // Read again under the lock: a refund may have taken from it since.
          const { available } = await ledger.balances(tx, seller.id, ['available']);
          if (available < Math.max(body.minCents, 1)) continue;
          const payoutId = await repo.insertPayout(tx, { batchId, seller, amountCents: available });
          const started = payoutPosting(payoutId, seller.id, available, caller.id);
          await ledger.post(tx, started.movement, started.entries);
          count += 1;
          total += available;
        }
        if (count === 0) throw new AppError(409, MONEY_MSG.nothingToPay);
        await recordAudit(
          tx,
          'payout_batch',
          caller.id,
          `Lote ${batchId}: ${count} pagos por ${formatMoney(total)}`,
        );
        return batchId;
      });
      return batch(id);
    },

    batch,

    async batches(query: { page: number; pageSize: number }): Promise<PayoutBatchPage> {
      return pageOf(query, await repo.listBatches(db, query.pageSize, offsetOf(query)), toBatchSummary);
    },

    /** The batch as the bank transfer file: one line per payout still to be made or made. */
    async batchCsv(id: number): Promise<string> {
      const b = await batch(id);
      return [
        csvLine(['pago', 'vendedor', 'email', 'titular', 'cbu', 'alias', 'importe', 'estado']),
        ...b.payouts.map((p) =>
          csvLine([
            p.id,
            p.seller.userName,
            p.seller.email,
            p.account.holderName,
            p.account.cbu,
            p.account.alias,
            csvAmount(p.amountCents),
            MONEY_MSG.payoutStatus[p.status],
          ]),
        ),
      ].join('');
    },

    markPaid: (caller: SessionUser, id: number) => decide(caller, id, 'paid', null),
    markFailed: (caller: SessionUser, id: number, note: string) => decide(caller, id, 'failed', note),
  };
}
