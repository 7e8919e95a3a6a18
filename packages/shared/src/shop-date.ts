/**
 * The shop sells in Argentina: its days start and end in Buenos Aires unless the server's
 * SHOP_TIME_ZONE says otherwise. The web app uses it until it knows the server's setting.
 */
export const DEFAULT_SHOP_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/**
 * The server writes its SHOP_TIME_ZONE into every page it serves as
 * `<meta name="shop-time-zone" content="…">`, where the web app reads it before it shows a date.
 */
export const SHOP_TIME_ZONE_META = 'shop-time-zone';

// Building an Intl.DateTimeFormat loads the zone's rules and the locale's data, which costs far
// more than formatting with one: each zone's formatter of each kind is built once, when first used.
const formats = new Map<string, Intl.DateTimeFormat>();
const PARTS: Record<'day' | 'minute', Intl.DateTimeFormatOptions> = {
  day: { year: 'numeric', month: '2-digit', day: '2-digit' },
  minute: { hourCycle: 'h23', hour: '2-digit', minute: '2-digit' },
};

/** A zone's formatter of one kind. Only the parts are read, never the locale's layout. */
function formatOf(timeZone: string, kind: 'day' | 'minute'): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    // 'en-US' with the Gregorian calendar and Latin digits answers the same parts everywhere.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      ...PARTS[kind],
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * The day an instant falls on in the shop's time zone, as a key that sorts (YYYY-MM-DD): a sale
 * at 23:30 in Buenos Aires is dated that day, not the next one, as the UTC text of its timestamp
 * would say. For grouping, comparing and exports; people read `formatShopDate`.
 * Throws a RangeError for an unknown zone or an invalid instant.
 */
export function shopDay(instant: string | Date, timeZone: string): string {
  const parts = formatOf(timeZone, 'day').formatToParts(
    typeof instant === 'string' ? new Date(instant) : instant,
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** A day key (YYYY-MM-DD, as `shopDay` and the sales report write it) as Argentines read it: 28/11/2026. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** A day key without its year (28/11), for a chart's axis where the year would crowd the ticks. */
export function formatDayShort(day: string): string {
  return formatDay(day).slice(0, 5);
}

/**
 * The day an instant falls on in the shop's time zone, as Argentines write it (dd/mm/yyyy:
 * 28/11/2026): every screen, chart, the invoice PDF and the e-mails date things this way.
 * Throws a RangeError for an unknown zone or an invalid instant.
 */
export function formatShopDate(instant: string | Date, timeZone: string): string {
  return formatDay(shopDay(instant, timeZone));
}

function shopClock(date: Date, timeZone: string): string {
  const parts = formatOf(timeZone, 'minute').formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')}`;
}

/** An instant as the shop's clock shows it to a person, to the minute: '28/11/2026 21:30'. */
export function formatShopDateTime(instant: string | Date, timeZone: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return `${formatShopDate(date, timeZone)} ${shopClock(date, timeZone)}`;
}

/**
 * An instant as the shop's clock shows it, to the minute, in the order a spreadsheet sorts and
 * reads in any locale: '2026-11-28 21:30' in Buenos Aires for 00:30 UTC the next day. For exports
 * (the 'Mi dinero' CSV), beside the screens' dates of the same zone.
 */
export function shopDateTime(instant: string | Date, timeZone: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return `${shopDay(date, timeZone)} ${shopClock(date, timeZone)}`;
}
