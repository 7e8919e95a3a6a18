import {
  DEFAULT_SHOP_TIME_ZONE,
  formatShopDate,
  ORDERS_MSG,
  SHOP_TIME_ZONE_META,
  shopDay,
} from '@bazar/shared';

export { formatMoney } from '@bazar/shared';

let shopTimeZone: string | undefined;

/**
 * The shop's time zone, as the server wrote it into the page (web-shell.ts). A page the API did
 * not serve (Vite's dev server) has none: the default zone, the one the server uses unless told.
 */
export function readShopTimeZone(page: Document = document): string {
  const meta = page.querySelector<HTMLMetaElement>(`meta[name="${SHOP_TIME_ZONE_META}"]`);
  return meta?.content || DEFAULT_SHOP_TIME_ZONE;
}

/** The page's settings never change while it is open: read once. */
function zone(): string {
  shopTimeZone ??= readShopTimeZone();
  return shopTimeZone;
}

/**
 * Dates are shown as Argentines read them (28/11/2026), the day in the shop's time zone (the
 * server's SHOP_TIME_ZONE), whatever the visitor's clock says: every screen, the invoice PDF and
 * the e-mails agree.
 */
export function formatDate(iso: string): string {
  return formatShopDate(iso, zone());
}

/** The year an instant falls in, in the shop's time zone ('Vende desde 2024'). */
export function formatYear(iso: string): string {
  return shopDay(iso, zone()).slice(0, 4);
}

export function formatPercent(percent: number): string {
  return `-${percent}%`;
}

/** A line's discount as the screens show it: the percentage, or the words for none. */
export function formatDiscount(percent: number, none: string = ORDERS_MSG.noDiscount): string {
  return percent > 0 ? `${percent}%` : none;
}
