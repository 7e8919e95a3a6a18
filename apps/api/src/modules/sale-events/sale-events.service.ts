import {
  type AdminSaleEventList,
  discountedCents,
  type EnrolBody,
  SALE_EVENT_MSG as M,
  type RunningSaleEvents,
  type SaleEvent,
  type SaleEventBody,
  type SaleEventStatus,
  type SellerSaleEventList,
  shopDay,
} from '@bazar/shared';
import type { Executor } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { AppError } from '../../platform/errors/app-error.js';
import { claimUploads } from '../../platform/uploads/index.js';
import * as repo from './sale-events.repository.js';

/**
 * Shop sale events (decision record 0035): the back office creates them, sellers enrol their own
 * active products with a discount of at least the event's minimum. Prices move only through the
 * job's flow (flows/sale-event-prices.ts), which reads `dueStarts` and `dueEnds` below.
 */

/** Where an event stands on a shop day: its days are both included. */
export const statusOn = (e: { starts_on: string; ends_on: string }, today: string): SaleEventStatus =>
  today < e.starts_on ? 'upcoming' : today > e.ends_on ? 'ended' : 'running';

const toEvent = (e: repo.EventRow, today: string): SaleEvent => ({
  id: e.id,
  name: e.name,
  slug: e.slug,
  startsOn: e.starts_on,
  endsOn: e.ends_on,
  bannerUrl: e.banner_url,
  minDiscount: e.min_discount,
  status: statusOn(e, today),
});

export function createSaleEvents(db: Executor, timeZone: string) {
  const today = (now: Date) => shopDay(now, timeZone);

  return {
    /** A new event: its days today or later, its banner one of the shop's uploads, its slug free. */
    async create(adminId: number, body: SaleEventBody, now: Date): Promise<SaleEvent> {
      if (body.endsOn < today(now)) throw AppError.badRequest(M.endsInPast, 'endsOn');
      return db.transaction(async (tx) => {
        const [banner] = await claimUploads(tx, [body.bannerUrl], adminId, true);
        if (!banner) throw AppError.badRequest(M.bannerForeign, 'bannerUrl');
        const row = await repo.insertEvent(tx, body);
        if (!row) throw AppError.badRequest(M.slugTaken, 'slug');
        return toEvent(row, today(now));
      });
    },

    async listAll(now: Date): Promise<AdminSaleEventList> {
      const rows = await repo.allEvents(db);
      return { events: rows.map((e) => ({ ...toEvent(e, today(now)), products: e.products })) };
    },

    /** An event's page head; 404 for an unknown slug. */
    async bySlug(slug: string, now: Date): Promise<SaleEvent> {
      const row = await repo.eventBySlug(db, slug);
      if (!row) throw AppError.notFound(M.notFound);
      return toEvent(row, today(now));
    },

    async running(now: Date): Promise<RunningSaleEvents> {
      const day = today(now);
      return { events: (await repo.eventsOn(db, day)).map((e) => toEvent(e, day)) };
    },

    /** The events open for enrolment, each with the seller's enrolled products and their event price. */
    async forSeller(sellerId: number, now: Date): Promise<SellerSaleEventList> {
      const day = today(now);
      const events = await repo.eventsFrom(db, day);
      const enrolled = await repo.sellerEnrolments(
        db,
        sellerId,
        events.map((e) => e.id),
      );
      return {
        events: events.map((e) => ({
          ...toEvent(e, day),
          enrolments: enrolled
            .filter((r) => r.event_id === e.id)
            .map((r) => ({
              productId: r.product_id,
              name: r.name,
              thumb: r.thumb,
              priceCents: r.price_cents,
              discount: r.discount,
              eventPriceCents: discountedCents(r.price_cents, Math.max(r.own_discount, r.discount)),
            })),
        })),
      };
    },

    /**
     * One of the seller's active products enrolled: the event not over, the discount from its
     * minimum to 90, no other event on overlapping days. Another seller's product is as absent as
     * one that does not exist.
     */
    async enrol(sellerId: number, eventId: number, body: EnrolBody, now: Date): Promise<void> {
      await transaction(db, async (tx) => {
        const event = await repo.eventById(tx, eventId, true);
        if (!event) throw AppError.notFound(M.notFound);
        if (statusOn(event, today(now)) === 'ended') throw new AppError(409, M.closed);
        if (body.discount < event.min_discount)
          throw AppError.badRequest(M.discountRange(event.min_discount), 'discount');
        const product = await repo.productToEnrol(tx, body.productId);
        if (!product || product.seller_id !== sellerId) throw AppError.notFound(M.productNotFound);
        if (!product.active) throw AppError.badRequest(M.productInactive, 'productId');
        await repo.lockProductEnrolments(tx, body.productId);
        const other = await repo.overlapping(tx, body.productId, event);
        if (other?.id === event.id) throw new AppError(409, M.alreadyEnrolled);
        if (other) throw new AppError(409, M.overlaps(other.name));
        await repo.insertEnrolment(tx, {
          eventId,
          productId: body.productId,
          sellerId,
          discount: body.discount,
        });
      });
    },

    /** Withdrawn before the event starts (its price never applied); 404 when not the seller's enrolment. */
    async withdraw(sellerId: number, eventId: number, productId: number, now: Date): Promise<void> {
      const event = await repo.eventById(db, eventId);
      if (!event) throw AppError.notFound(M.notFound);
      if (statusOn(event, today(now)) !== 'upcoming') {
        const mine = await repo.sellerEnrolments(db, sellerId, [eventId]);
        if (!mine.some((r) => r.product_id === productId)) throw AppError.notFound(M.notEnrolled);
        throw new AppError(409, M.started);
      }
      if ((await repo.deleteEnrolment(db, eventId, productId, sellerId)) === 0) {
        throw AppError.notFound(M.notEnrolled);
      }
    },
  };
}

export type SaleEvents = ReturnType<typeof createSaleEvents>;

/** How many enrolments a job turn moves per step (the next turn takes the rest). */
export const SALE_EVENT_BATCH = 500;

/** The job's reads and marks, in the flow's transaction. */
export const dueStarts = (tx: Executor, today: string) => repo.dueStarts(tx, today, SALE_EVENT_BATCH);
export const dueEnds = (tx: Executor, today: string) => repo.dueEnds(tx, today, SALE_EVENT_BATCH);
export const markApplied = repo.markApplied;
export const markEnded = repo.markEnded;
