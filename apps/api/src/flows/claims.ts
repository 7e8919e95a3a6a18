import {
  CLAIM_MSG,
  type ClaimCloseBody,
  type ClaimDetail,
  type ClaimRefundBody,
  type OpenClaimBody,
} from '@bazar/shared';
import { transaction } from '../db/transaction.js';
import type * as claims from '../modules/claims/index.js';
import * as money from '../modules/money/index.js';
import * as orders from '../modules/orders/index.js';
import type { SessionUser } from '../platform/auth/sessions.js';
import { notify } from '../platform/notifications/index.js';
import type { FlowContext } from './context.js';
import type { RefundFlow } from './refund.js';

/**
 * A claim ('Reclamo', decision record 0023) as it touches the order: every step runs in one
 * transaction under the order's lock, writes a line of the order's history (orders) and tells
 * the other parties. While a claim is unresolved the order's money stays pending (money's release
 * skips it); its resolution lets it go.
 *
 * Open: lock the order (orders) → the claim, its first message and photos (claims; the buyer,
 *   within CLAIM_DAYS, once) → history (orders) → the seller is told.
 * Escalate: lock → the claim escalated (claims; after CLAIM_ESCALATE_DAYS) → history → told.
 * Resolve by refund: lock → the refund asked (the refund flow's "ask": money) → the claim resolved
 *   (claims) → history → the rest of the money released if due (money) → told; after the commit,
 *   the provider (the refund flow).
 * Resolve by closing: lock → the claim closed (claims; the buyer or an admin) → history → money
 *   released if due → told.
 * Idempotency: the order's lock, the claim's state (one claim per order; a resolved one refuses
 * every step), the refund's row, the notices' keys.
 */
export function createClaimFlows(ctx: FlowContext, refunds: RefundFlow, service: claims.ClaimsService) {
  const { db } = ctx;
  return {
    async open(caller: SessionUser, orderNumber: string, body: OpenClaimBody): Promise<ClaimDetail> {
      await transaction(db, async (tx) => {
        const order = await orders.lockOrder(tx, orderNumber);
        const { notices } = await service.open(tx, caller, order, body);
        if (!order) return;
        await orders.recordEvent(tx, order.id, {
          kind: 'claim_opened',
          actorId: caller.id,
          actorRole: 'buyer',
          detail: CLAIM_MSG.reasonLabel[body.reason],
        });
        await notify(tx, notices);
      });
      return service.detail(caller, orderNumber);
    },

    async escalate(caller: SessionUser, orderNumber: string): Promise<ClaimDetail> {
      await transaction(db, async (tx) => {
        await orders.lockOrder(tx, orderNumber);
        const { claim, role, notices } = await service.escalate(tx, caller, orderNumber);
        await orders.recordEvent(tx, claim.order_id, {
          kind: 'claim_escalated',
          actorId: caller.id,
          actorRole: role,
        });
        await notify(tx, notices);
      });
      return service.detail(caller, orderNumber);
    },

    async refund(caller: SessionUser, orderNumber: string, body: ClaimRefundBody): Promise<ClaimDetail> {
      const asked = await transaction(db, async (tx) => {
        const order = await orders.lockOrder(tx, orderNumber);
        const resolved = await service.resolveRefunded(tx, caller, orderNumber, body, (reason) =>
          order ? refunds.askLocked(tx, order, body.amountCents, caller.id, reason) : Promise.resolve(null),
        );
        const { claim, role } = resolved;
        await orders.recordEvent(tx, claim.order_id, {
          kind: 'claim_refunded',
          actorId: caller.id,
          actorRole: role,
        });
        await money.releaseIfDue(tx, claim.order_id);
        await notify(tx, resolved.notices);
        return resolved.asked;
      });
      if (asked) await refunds.complete(asked.refundId);
      return service.detail(caller, orderNumber);
    },

    async close(caller: SessionUser, orderNumber: string, body: ClaimCloseBody): Promise<ClaimDetail> {
      await transaction(db, async (tx) => {
        await orders.lockOrder(tx, orderNumber);
        const { claim, role, notices } = await service.resolveClosed(tx, caller, orderNumber, body);
        await orders.recordEvent(tx, claim.order_id, {
          kind: 'claim_closed',
          actorId: caller.id,
          actorRole: role,
        });
        await money.releaseIfDue(tx, claim.order_id);
        await notify(tx, notices);
      });
      return service.detail(caller, orderNumber);
    },
  };
}
