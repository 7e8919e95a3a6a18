/**
 * The zone the journeys' server counts the shop's days in (playwright.config.ts sets it).
 * Fourteen hours ahead of UTC: for most of the day its date differs from the UTC one and from
 * the machine's, so a screen that dated by either would show the wrong day.
 */
export const E2E_SHOP_TIME_ZONE = 'Pacific/Kiritimati';

/** Today as every screen dates it: the day in the shop's zone, as Argentines write it (28/11/2026). */
export function shopToday(): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: E2E_SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('day')}/${part('month')}/${part('year')}`;
}
