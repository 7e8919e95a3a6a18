import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOP_TIME_ZONE,
  formatDay,
  formatDayShort,
  formatShopDate,
  formatShopDateTime,
  shopDateTime,
  shopDay,
} from './shop-date.js';

describe('shopDay', () => {
  it("dates a sale at 23:30 in Buenos Aires that day, not the next day UTC's text says", () => {
    // 02:30 UTC on the 10th is 23:30 on the 9th in Buenos Aires (UTC−3).
    expect(shopDay('2026-03-10T02:30:00.000Z', DEFAULT_SHOP_TIME_ZONE)).toBe('2026-03-09');
    expect(shopDay(new Date('2026-03-10T02:30:00Z'), DEFAULT_SHOP_TIME_ZONE)).toBe('2026-03-09');
    // Midnight is the first moment of the new day.
    expect(shopDay('2026-03-10T02:59:59.999Z', DEFAULT_SHOP_TIME_ZONE)).toBe('2026-03-09');
    expect(shopDay('2026-03-10T03:00:00.000Z', DEFAULT_SHOP_TIME_ZONE)).toBe('2026-03-10');
  });

  it('dates the same instant by the zone it is given', () => {
    const instant = '2026-03-09T16:00:00.000Z';
    expect(shopDay(instant, 'UTC')).toBe('2026-03-09');
    // 01:00 on the 10th in Tokyo (UTC+9): ahead of UTC, the day turns earlier.
    expect(shopDay(instant, 'Asia/Tokyo')).toBe('2026-03-10');
    expect(shopDay(instant, 'America/Los_Angeles')).toBe('2026-03-09');
  });

  it('follows a zone’s summer time', () => {
    // Madrid is UTC+1 in winter and UTC+2 from the last Sunday of March (29 March 2026).
    expect(shopDay('2026-03-27T23:30:00.000Z', 'Europe/Madrid')).toBe('2026-03-28');
    expect(shopDay('2026-07-01T22:30:00.000Z', 'Europe/Madrid')).toBe('2026-07-02');
    expect(shopDay('2026-07-01T21:30:00.000Z', 'Europe/Madrid')).toBe('2026-07-01');
  });

  it('keeps the key that sorts: four-digit year, two-digit month and day', () => {
    expect(shopDay('2027-01-01T02:59:00.000Z', DEFAULT_SHOP_TIME_ZONE)).toBe('2026-12-31');
    expect(shopDay('2026-02-05T12:00:00.000Z', DEFAULT_SHOP_TIME_ZONE)).toBe('2026-02-05');
  });

  it('builds one formatter per zone, however many dates it writes', () => {
    const intlFormat = Intl.DateTimeFormat;
    let built = 0;
    // Intl's own constructor, counting what it builds.
    Intl.DateTimeFormat = new Proxy(intlFormat, {
      construct(target, args) {
        built += 1;
        return new target(...args);
      },
    });
    try {
      for (let day = 1; day <= 20; day++) {
        shopDay(`2026-04-${String(day).padStart(2, '0')}T12:00:00.000Z`, 'Pacific/Auckland');
      }
    } finally {
      Intl.DateTimeFormat = intlFormat;
    }
    expect(built).toBe(1);
  });

  it('refuses an unknown zone and an invalid instant', () => {
    expect(() => shopDay('2026-03-10T02:30:00.000Z', 'Marte/Olimpo')).toThrow(RangeError);
    expect(() => shopDay('ayer', DEFAULT_SHOP_TIME_ZONE)).toThrow(RangeError);
  });
});

describe('formatShopDate', () => {
  it("writes the shop's day as Argentines read it: dd/mm/yyyy", () => {
    expect(formatShopDate('2026-11-28T15:00:00.000Z', DEFAULT_SHOP_TIME_ZONE)).toBe('28/11/2026');
    // 02:30 UTC on the 10th is 23:30 on the 9th in Buenos Aires: the day in the shop's zone.
    expect(formatShopDate(new Date('2026-03-10T02:30:00Z'), DEFAULT_SHOP_TIME_ZONE)).toBe('09/03/2026');
    expect(formatShopDate('2026-03-09T16:00:00.000Z', 'Asia/Tokyo')).toBe('10/03/2026');
    expect(formatShopDate('2027-01-01T02:59:00.000Z', DEFAULT_SHOP_TIME_ZONE)).toBe('31/12/2026');
  });

  it('refuses an unknown zone and an invalid instant', () => {
    expect(() => formatShopDate('2026-03-10T02:30:00.000Z', 'Marte/Olimpo')).toThrow(RangeError);
    expect(() => formatShopDate('ayer', DEFAULT_SHOP_TIME_ZONE)).toThrow(RangeError);
  });
});

describe('formatDay', () => {
  it('turns a day key around, and drops the year for a chart axis', () => {
    expect(formatDay('2026-11-28')).toBe('28/11/2026');
    expect(formatDay('2026-02-05')).toBe('05/02/2026');
    expect(formatDayShort('2026-02-05')).toBe('05/02');
  });
});

describe('formatShopDateTime', () => {
  it("writes the shop's clock to the minute: 00:30 UTC is 21:30 of the day before in Buenos Aires", () => {
    expect(formatShopDateTime('2026-11-29T00:30:00.000Z', DEFAULT_SHOP_TIME_ZONE)).toBe('28/11/2026 21:30');
    expect(formatShopDateTime(new Date('2026-11-29T15:05:59.000Z'), 'UTC')).toBe('29/11/2026 15:05');
    // Midnight is 00, never 24.
    expect(formatShopDateTime('2026-11-29T03:00:00.000Z', DEFAULT_SHOP_TIME_ZONE)).toBe('29/11/2026 00:00');
  });
});

describe('shopDateTime', () => {
  it('writes the same clock in the order a spreadsheet sorts, for exports', () => {
    expect(shopDateTime('2026-11-29T00:30:00.000Z', DEFAULT_SHOP_TIME_ZONE)).toBe('2026-11-28 21:30');
    expect(shopDateTime('2026-11-29T03:00:00.000Z', DEFAULT_SHOP_TIME_ZONE)).toBe('2026-11-29 00:00');
  });
});
