import {
  allocateCents,
  businessDaysOf,
  type CartShipping,
  type CartShippingBody,
  chosenMethod,
  type DeliveryMethod,
  type Destination,
  homeCostCents,
  isFreeShipping,
  methodsOf,
  missingForFreeCents,
  provinceCodeOf,
  rateTo,
  SHIPPING_MSG,
  type ShippingQuote,
  type ShippingSettings,
  type ShippingSettingsResponse,
} from '@bazar/shared';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../platform/errors/app-error.js';
import { windowOf } from './business-days.js';
import * as repo from './shipping.repository.js';

/**
 * Shipping: what each seller charges to deliver, where to and how fast (decision record 0032).
 * The prices are the shared pure functions (`@bazar/shared` shipping/quote.ts); this module reads
 * the settings, dates the windows in business days and spreads a seller's shipping over their
 * lines of a purchase. Saving settings also moves the catalog's free-shipping marks, so it is a
 * flow (flows/shipping-settings.ts).
 */

/** The settings each seller uses: their own, else the shop's. */
export interface Profiles {
  of(sellerId: number | null): { settings: ShippingSettings; own: boolean };
  commissionOnShipping: boolean;
}

export async function profilesOf(ex: Executor, sellerIds: readonly number[]): Promise<Profiles> {
  const rows = await repo.readProfiles(ex, sellerIds);
  const shop = rows.find((r) => r.seller_id === repo.SHOP);
  if (!shop) throw new Error('the shop has no shipping defaults (migration 0028 seeds them)');
  const byId = new Map(rows.map((r) => [r.seller_id, r]));
  return {
    of(sellerId) {
      const own = sellerId === null ? undefined : byId.get(sellerId);
      return own && sellerId !== repo.SHOP
        ? { settings: own.settings, own: true }
        : { settings: shop.settings, own: false };
    },
    commissionOnShipping: shop.commission_on_shipping,
  };
}

/** A buyer's address as shipping reads it. */
export const destinationOf = (address: { province: string; postalCode: string }): Destination => ({
  province: provinceCodeOf(address.province),
  postalCode: address.postalCode,
});

/** A seller's settings as their 'Envíos' screen shows them. */
export async function settingsOf(ex: Executor, sellerId: number): Promise<ShippingSettingsResponse> {
  const found = (await profilesOf(ex, [sellerId])).of(sellerId);
  return { settings: found.settings, usingDefaults: !found.own };
}

/** A line of a checkout as shipping prices it. */
export interface LineToShip {
  seller_id: number | null;
  total_cents: number;
  quantity: number;
}

/** What shipping fixes on a checkout line. */
export interface LineShipping {
  delivery: DeliveryMethod;
  shipping_cents: number;
  shipping_commission: boolean;
  delivery_from: string;
  delivery_to: string;
  pickup_address: string | null;
}

/**
 * Each line's shipping in a new checkout: its seller's lines are one parcel (their way of
 * delivery, the one asked if offered; home delivery priced to the destination for all their
 * units, free from their threshold), whose price is spread over the lines by their totals so that
 * each order carries its share (and a refund of a whole order gives that share back).
 */
export function shipLines<L extends LineToShip>(
  lines: readonly L[],
  profiles: Profiles,
  to: Destination,
  asked: ReadonlyMap<number, DeliveryMethod>,
  now: Date,
  timeZone: string,
): LineShipping[] {
  const groups = new Map<number, number[]>();
  lines.forEach((line, i) => {
    const key = line.seller_id ?? repo.SHOP;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const out: LineShipping[] = new Array(lines.length);
  for (const [seller, indexes] of groups) {
    const { settings } = profiles.of(seller === repo.SHOP ? null : seller);
    const group = indexes.map((i) => lines[i] as L);
    const shipped = shipGroup(settings, to, asked.get(seller), group, now, timeZone);
    const shares = allocateCents(
      shipped.costCents,
      group.map((l) => l.total_cents),
    );
    indexes.forEach((lineIndex, k) => {
      out[lineIndex] = {
        delivery: shipped.method,
        shipping_cents: shares[k] ?? 0,
        shipping_commission: profiles.commissionOnShipping,
        delivery_from: shipped.window.from,
        delivery_to: shipped.window.to,
        pickup_address: shipped.method === 'pickup' ? settings.pickup.address : null,
      };
    });
  }
  return out;
}

/** One seller's lines of a purchase as one parcel: the way it goes, its price and window. */
export function shipGroup(
  settings: ShippingSettings,
  to: Destination,
  asked: DeliveryMethod | undefined,
  lines: readonly LineToShip[],
  now: Date,
  timeZone: string,
) {
  const method = chosenMethod(settings, asked);
  const subtotalCents = lines.reduce((sum, l) => sum + l.total_cents, 0);
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  const costCents =
    method === 'home' ? homeCostCents(settings, rateTo(settings, to), { subtotalCents, units }) : 0;
  return {
    method,
    methods: methodsOf(settings),
    subtotalCents,
    costCents,
    free: method === 'home' && isFreeShipping(settings, subtotalCents),
    missingForFreeCents: missingForFreeCents(settings, subtotalCents),
    window: windowOf(now, timeZone, businessDaysOf(settings, method, to)),
  };
}

/**
 * The cart's shipping before the checkout: each seller's group with its ways, the one chosen, its
 * price to the destination, what is missing for free shipping and the window. Prices are the
 * catalog's now (the checkout fixes them); lines of inactive products are left out.
 */
export async function quoteCart(
  ex: Executor,
  body: CartShippingBody,
  destination: Destination | null,
  now: Date,
  timeZone: string,
): Promise<CartShipping> {
  const found = await repo.linesToQuote(
    ex,
    body.lines.map((l) => l.variantId),
  );
  const lines = body.lines.flatMap((l) => {
    const row = found.find((f) => f.variant_id === l.variantId && f.product_id === l.productId);
    return row ? [{ ...row, quantity: l.quantity, total_cents: row.final_price_cents * l.quantity }] : [];
  });
  const sellers = [...new Set(lines.map((l) => l.seller_id ?? repo.SHOP))];
  const profiles = await profilesOf(ex, sellers);
  const asked = new Map((body.delivery ?? []).map((d) => [d.sellerId, d.method]));
  const to = destination ?? { province: null, postalCode: '' };
  const groups = sellers.map((seller) => {
    const mine = lines.filter((l) => (l.seller_id ?? repo.SHOP) === seller);
    const { settings } = profiles.of(seller === repo.SHOP ? null : seller);
    const shipped = shipGroup(settings, to, asked.get(seller), mine, now, timeZone);
    return {
      sellerId: seller,
      sellerName: mine[0]?.seller_name ?? null,
      ...shipped,
      // Without a destination home delivery has no price yet.
      costCents: destination || shipped.method === 'pickup' ? shipped.costCents : null,
    };
  });
  return {
    destination: destination && { province: destination.province, postalCode: destination.postalCode },
    groups,
    shippingCents: groups.every((g) => g.costCents !== null)
      ? groups.reduce((sum, g) => sum + (g.costCents ?? 0), 0)
      : null,
  };
}

/**
 * A product's shipping to a destination (a guest's postal code and province, or the buyer's
 * default address), for `quantity` units: home delivery's price and window, pickup's window.
 */
export async function quoteProduct(
  ex: Executor,
  query: { productId: number; quantity?: number | undefined; destination: Destination | null },
  now: Date,
  timeZone: string,
): Promise<ShippingQuote> {
  const product = await repo.productToQuote(ex, query.productId);
  if (!product) throw AppError.notFound(SHIPPING_MSG.productNotFound);
  const { settings } = (await profilesOf(ex, product.seller_id === null ? [] : [product.seller_id])).of(
    product.seller_id,
  );
  const units = query.quantity ?? 1;
  const subtotalCents = product.final_price_cents * units;
  const offered = methodsOf(settings);
  const to = query.destination;
  return {
    destination: to && { province: to.province, postalCode: to.postalCode },
    home:
      offered.includes('home') && to
        ? {
            costCents: homeCostCents(settings, rateTo(settings, to), { subtotalCents, units }),
            free: isFreeShipping(settings, subtotalCents),
            window: windowOf(now, timeZone, businessDaysOf(settings, 'home', to)),
          }
        : null,
    pickup: offered.includes('pickup')
      ? {
          window: windowOf(
            now,
            timeZone,
            businessDaysOf(settings, 'pickup', to ?? { province: null, postalCode: '' }),
          ),
        }
      : null,
    freeFromCents: settings.home.enabled ? settings.home.freeFromCents : null,
  };
}

/** Where a signed-in buyer's quote goes when they name no place: their default address. */
export async function buyerDestination(ex: Executor, userId: number): Promise<Destination | null> {
  const found = await repo.defaultDestination(ex, userId);
  return found ? destinationOf({ province: found.province, postalCode: found.postal_code }) : null;
}
