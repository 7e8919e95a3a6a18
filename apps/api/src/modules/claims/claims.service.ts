import {
  CLAIM_MSG,
  type ClaimCloseBody,
  type ClaimDetail,
  type ClaimListQuery,
  type ClaimMessageBody,
  type ClaimPage,
  type ClaimRefundBody,
  type ClaimRole,
  type ClaimSummary,
  formatShopDate,
  type NoticeData,
  type OpenClaimBody,
  ORDERS_MSG,
} from '@bazar/shared';
import type { Executor } from '../../db/client.js';
import { toIso } from '../../db/timestamps.js';
import { transaction } from '../../db/transaction.js';
import type { SessionUser } from '../../platform/auth/sessions.js';
import { AppError } from '../../platform/errors/app-error.js';
import { pageOf } from '../../platform/http/paging.js';
import { type Notice, notify } from '../../platform/notifications/index.js';
import { claimUploads } from '../../platform/uploads/index.js';
import * as repo from './claims.repository.js';

const DAY_MS = 86_400_000;

export interface ClaimsDeps {
  db: Executor;
  claimDays: number;
  escalateDays: number;
  shopTimeZone: string;
}

/** The caller's part in an order or claim; undefined for a stranger (who gets a 404). */
function roleOf(
  caller: SessionUser,
  party: { buyer_id: number; seller_id: number | null },
): ClaimRole | undefined {
  if (party.buyer_id === caller.id) return 'buyer';
  if (party.seller_id === caller.id) return 'seller';
  return caller.root ? 'admin' : undefined;
}

const toSummary = (c: repo.ClaimRow): ClaimSummary => ({
  id: c.id,
  orderNumber: c.order_number,
  productName: c.product_name,
  variantLabel: c.variant_label,
  reason: c.reason,
  status: c.status,
  outcome: c.outcome,
  openedAt: toIso(c.opened_at),
  lastMessageAt: toIso(c.last_message_at),
  buyer: { id: c.buyer_id, userName: c.buyer_user_name },
  seller:
    c.seller_id === null || c.seller_user_name === null
      ? null
      : { id: c.seller_id, userName: c.seller_user_name },
});

/**
 * Claims ('Reclamos'), as named steps each in one transaction under the order's lock: open (the
 * buyer, within CLAIM_DAYS of paying), messages between the parties, escalate (either side, after
 * CLAIM_ESCALATE_DAYS), resolve (the seller or an administrator refunds, which closes it; the
 * buyer withdraws it, or an administrator closes it without refund). While a claim is unresolved
 * the order's money stays pending (money's release skips it); its resolution lets it go.
 * Every step writes a line of the order's history and tells the other parties.
 */
export function createClaims({ db, claimDays, escalateDays, shopTimeZone }: ClaimsDeps) {
  const escalableFrom = (c: { opened_at: Date | string }) =>
    new Date(new Date(c.opened_at).getTime() + escalateDays * DAY_MS);

  /** The claim for one of its parties, or the same 404 for a stranger and for no claim. */
  async function claimFor(ex: Executor, caller: SessionUser, orderNumber: string, lock = false) {
    const claim = await repo.findByOrder(ex, orderNumber, lock);
    const role = claim ? roleOf(caller, claim) : undefined;
    if (!claim || !role) throw AppError.notFound(CLAIM_MSG.notFound);
    return { claim, role };
  }

  /** Notices for the parties other than the one acting ('claim-<what>:<id>:<user>' keys). */
  function noticesFor(
    claim: repo.ClaimRow,
    actor: ClaimRole,
    event: Notice['event'],
    keyOf: string,
    data: Partial<NoticeData> = {},
  ): Notice[] {
    const parties = [
      { userId: claim.buyer_id, role: 'buyer' as const },
      ...(claim.seller_id === null ? [] : [{ userId: claim.seller_id, role: 'seller' as const }]),
    ];
    return parties
      .filter((p) => p.role !== actor || event === 'claim_resolved')
      .map((p) => ({
        userId: p.userId,
        event,
        key: `${keyOf}:${p.userId}`,
        data: {
          orderNumber: claim.order_number,
          productName: claim.product_name,
          variantLabel: claim.variant_label,
          from: actor,
          ...data,
        },
      }));
  }

  async function claimedPhotos(tx: Executor, caller: SessionUser, images: string[]): Promise<string[]> {
    const unique = [...new Set(images)];
    const claimed = await claimUploads(tx, unique, caller.id, false);
    if (claimed.length !== unique.length) throw AppError.badRequest(CLAIM_MSG.invalidPhoto, 'images');
    return unique;
  }

  async function detail(caller: SessionUser, orderNumber: string): Promise<ClaimDetail> {
    const { claim, role } = await claimFor(db, caller, orderNumber);
    const messages = await repo.messagesOf(db, claim.id);
    const unresolved = claim.status !== 'resolved';
    const refundable = claim.total_cents - claim.refunded_cents;
    return {
      ...toSummary(claim),
      totalCents: claim.total_cents,
      refundableCents: refundable,
      escalableFrom: escalableFrom(claim).toISOString(),
      escalatedAt: claim.escalated_at ? toIso(claim.escalated_at) : null,
      resolvedAt: claim.resolved_at ? toIso(claim.resolved_at) : null,
      role,
      can: {
        message: unresolved,
        escalate: claim.status === 'open' && role !== 'admin' && escalableFrom(claim).getTime() <= Date.now(),
        refund: unresolved && role !== 'buyer' && refundable > 0,
        close: unresolved && role !== 'seller',
      },
      messages: messages.map((m) => ({
        id: m.id,
        authorRole: m.author_role,
        authorName: m.author_name,
        body: m.body,
        images: m.images,
        createdAt: toIso(m.created_at),
      })),
    };
  }

  return {
    detail,
    claimFor,
    noticesFor,

    /**
     * Step "open", in the caller's transaction with the order locked: the buyer, within
     * CLAIM_DAYS of paying, once per order, with its first message and photos. Answers the
     * claim's id and the seller's notice.
     */
    async open(
      tx: Executor,
      caller: SessionUser,
      order: repo.ClaimOrder | undefined,
      body: OpenClaimBody,
    ): Promise<{ claimId: number; notices: Notice[] }> {
      const role = order ? roleOf(caller, order) : undefined;
      if (!order || !role) throw AppError.notFound(ORDERS_MSG.orderNotFound);
      if (role !== 'buyer') throw new AppError(403, CLAIM_MSG.onlyBuyer);
      if (order.status === 'cancelled') throw new AppError(409, CLAIM_MSG.cancelledOrder);
      if (Date.now() > new Date(order.created_at).getTime() + claimDays * DAY_MS)
        throw new AppError(409, CLAIM_MSG.windowClosed(claimDays));
      const claimId = await repo.insertClaim(tx, order, body.reason);
      if (claimId === 0) throw new AppError(409, CLAIM_MSG.alreadyOpen);
      const images = await claimedPhotos(tx, caller, body.images);
      await repo.insertMessage(tx, claimId, { authorId: caller.id, role, body: body.body, images });
      const notices: Notice[] =
        order.seller_id === null
          ? []
          : [
              {
                userId: order.seller_id,
                event: 'claim_opened',
                key: `claim-opened:${claimId}`,
                data: {
                  orderNumber: order.order_number,
                  productName: order.product_name,
                  variantLabel: order.variant_label,
                  quantity: order.quantity,
                  reason: CLAIM_MSG.reasonLabel[body.reason],
                },
              },
            ];
      return { claimId, notices };
    },

    /** Step "escalate": either side, once CLAIM_ESCALATE_DAYS have passed without agreement. */
    async escalate(tx: Executor, caller: SessionUser, orderNumber: string) {
      const { claim, role } = await claimFor(tx, caller, orderNumber, true);
      if (claim.status === 'resolved') throw new AppError(409, CLAIM_MSG.notOpen);
      if (claim.status === 'escalated') throw new AppError(409, CLAIM_MSG.alreadyEscalated);
      if (role === 'admin') throw new AppError(403, CLAIM_MSG.alreadyEscalated);
      const from = escalableFrom(claim);
      if (from.getTime() > Date.now())
        throw new AppError(409, CLAIM_MSG.escalateTooSoon(formatShopDate(from, shopTimeZone)));
      await repo.escalate(tx, claim.id, caller.id);
      return {
        claim,
        role,
        notices: noticesFor(claim, role, 'claim_escalated', `claim-escalated:${claim.id}`),
      };
    },

    /** Step "resolve", refunding: the seller or an administrator; an optional note to the buyer. */
    async resolveRefunded(
      tx: Executor,
      caller: SessionUser,
      orderNumber: string,
      body: ClaimRefundBody,
      refund: (reason: string) => Promise<{ refundId: number } | null>,
    ) {
      const { claim, role } = await claimFor(tx, caller, orderNumber, true);
      if (role === 'buyer') throw new AppError(403, CLAIM_MSG.refundForbidden);
      if (claim.status === 'resolved') throw new AppError(409, CLAIM_MSG.notOpen);
      const asked = await refund(
        `Reclamo de la orden ${claim.order_number}: ${CLAIM_MSG.reasonLabel[claim.reason]}`,
      );
      if (body.note)
        await repo.insertMessage(tx, claim.id, { authorId: caller.id, role, body: body.note, images: [] });
      await repo.resolve(tx, claim.id, {
        outcome: 'refunded',
        by: caller.id,
        refundId: asked?.refundId ?? null,
      });
      const notices = noticesFor(claim, role, 'claim_resolved', `claim-resolved:${claim.id}`, {
        outcome: 'refunded',
        amountCents: body.amountCents,
      });
      return { claim, role, asked, notices };
    },

    /** Step "resolve", closing: the buyer withdraws it, or an administrator closes it without refund. */
    async resolveClosed(tx: Executor, caller: SessionUser, orderNumber: string, body: ClaimCloseBody) {
      const { claim, role } = await claimFor(tx, caller, orderNumber, true);
      if (role === 'seller') throw new AppError(403, CLAIM_MSG.closeForbidden);
      if (claim.status === 'resolved') throw new AppError(409, CLAIM_MSG.notOpen);
      await repo.insertMessage(tx, claim.id, { authorId: caller.id, role, body: body.note, images: [] });
      await repo.resolve(tx, claim.id, { outcome: 'closed', by: caller.id, refundId: null });
      return {
        claim,
        role,
        notices: noticesFor(claim, role, 'claim_resolved', `claim-resolved:${claim.id}`, {
          outcome: 'closed',
        }),
      };
    },

    /** A message from any party while the claim is unresolved; the others are told. */
    async message(caller: SessionUser, orderNumber: string, body: ClaimMessageBody): Promise<ClaimDetail> {
      await transaction(db, async (tx) => {
        const { claim, role } = await claimFor(tx, caller, orderNumber, true);
        if (claim.status === 'resolved') throw new AppError(409, CLAIM_MSG.notOpen);
        const images = await claimedPhotos(tx, caller, body.images);
        const id = await repo.insertMessage(tx, claim.id, {
          authorId: caller.id,
          role,
          body: body.body,
          images,
        });
        await notify(tx, noticesFor(claim, role, 'claim_message', `claim-message:${id}`));
      });
      return detail(caller, orderNumber);
    },

    async mine(caller: SessionUser, query: ClaimListQuery): Promise<ClaimPage> {
      return pageOf(
        query,
        await repo.listClaims(db, { userId: caller.id, status: query.status }, query),
        toSummary,
      );
    },

    async all(query: ClaimListQuery): Promise<ClaimPage> {
      return pageOf(query, await repo.listClaims(db, { status: query.status }, query), toSummary);
    },
  };
}
export type ClaimsService = ReturnType<typeof createClaims>;
