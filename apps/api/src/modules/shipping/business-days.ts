import { shopDay } from '@bazar/shared';
import Holidays from 'date-holidays';

/**
 * Business days in the shop's time zone: Monday to Friday except Argentina's national public
 * holidays, as the maintained date-holidays library knows them (movable ones included), so the
 * promised window skips a long weekend the way a carrier does. Days are 'YYYY-MM-DD'.
 */
const holidays = new Holidays('AR');
const publicByYear = new Map<number, Set<string>>();

function publicHolidays(year: number): Set<string> {
  let days = publicByYear.get(year);
  if (!days) {
    days = new Set(
      holidays
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => h.date.slice(0, 10)),
    );
    publicByYear.set(year, days);
  }
  return days;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const next = (day: string) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000));

export function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !publicHolidays(Number(day.slice(0, 4))).has(day);
}

/**
 * The business day `count` business days after `day` (a purchase on Friday with 1 day to go
 * arrives Monday). With 0, `day` itself when it is a business day, else the next one.
 */
export function addBusinessDays(day: string, count: number): string {
  let current = day;
  while (!isBusinessDay(current)) current = next(current);
  for (let left = count; left > 0; left -= 1) {
    current = next(current);
    while (!isBusinessDay(current)) current = next(current);
  }
  return current;
}

/** The window from `min` to `max` business days after now, in the shop's days. */
export function windowOf(now: Date, timeZone: string, days: { min: number; max: number }) {
  const today = shopDay(now, timeZone);
  return { from: addBusinessDays(today, days.min), to: addBusinessDays(today, days.max) };
}
