import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_TIME_ZONE, formatShopDate, formatShopDateTime } from './shop-date.js';

describe('formatShopDate', () => {
  it("dates a sale at 23:30 in Buenos Aires that day, not the next day UTC's text says", () => {
    // 02:30 UTC on the 10th is 23:30 on the 9th in Buenos Aires (UTC−3).
    expect(formatShopDate('2026-03-10T02:30:00.000Z', DEFAULT_SHOP_TIME_ZONE)).toBe('2026-03-09');
    expect(formatShopDate(new Date('2026-03-10T02:30:00Z'), DEFAULT_SHOP_TIME_ZONE)).toBe('2026-03-09');
    // Midnight is the first moment of the new day.
    expect(formatShopDate('2026-03-10T02:59:59.999Z', DEFAULT_SHOP_TIME_ZONE)).toBe('2026-03-09');
    expect(formatShopDate('2026-03-10T03:00:00.000Z', DEFAULT_SHOP_TIME_ZONE)).toBe('2026-03-10');
  });

  it('dates the same instant by the zone it is given', () => {
    const instant = '2026-03-09T16:00:00.000Z';
    expect(formatShopDate(instant, 'UTC')).toBe('2026-03-09');
    // 01:00 on the 10th in Tokyo (UTC+9): ahead of UTC, the day turns earlier.
    expect(formatShopDate(instant, 'Asia/Tokyo')).toBe('2026-03-10');
    expect(formatShopDate(instant, 'America/Los_Angeles')).toBe('2026-03-09');
  });

  it('follows a zone’s summer time', () => {
    // Madrid is UTC+1 in winter and UTC+2 from the last Sunday of March (29 March 2026).
    expect(formatShopDate('2026-03-27T23:30:00.000Z', 'Europe/Madrid')).toBe('2026-03-28');
    expect(formatShopDate('2026-07-01T22:30:00.000Z', 'Europe/Madrid')).toBe('2026-07-02');
    expect(formatShopDate('2026-07-01T21:30:00.000Z', 'Europe/Madrid')).toBe('2026-07-01');
  });

  it('keeps the visible format: four-digit year, two-digit month and day', () => {
    expect(formatShopDate('2027-01-01T02:59:00.000Z', DEFAULT_SHOP_TIME_ZONE)).toBe('2026-12-31');
    expect(formatShopDate('2026-02-05T12:00:00.000Z', DEFAULT_SHOP_TIME_ZONE)).toBe('2026-02-05');
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
        formatShopDate(`2026-04-${String(day).padStart(2, '0')}T12:00:00.000Z`, 'Pacific/Auckland');
      }
    } finally {
      Intl.DateTimeFormat = intlFormat;
    }
    expect(built).toBe(1);
  });

  it('refuses an unknown zone and an invalid instant', () => {
    expect(() => formatShopDate('2026-03-10T02:30:00.000Z', 'Marte/Olimpo')).toThrow(RangeError);
    expect(() => formatShopDate('ayer', DEFAULT_SHOP_TIME_ZONE)).toThrow(RangeError);
  });
});

describe('formatShopDateTime', () => {
  it("writes the shop's clock to the minute: 00:30 UTC is 21:30 of the day before in Buenos Aires", () => {
    expect(formatShopDateTime('2026-11-29T00:30:00.000Z', DEFAULT_SHOP_TIME_ZONE)).toBe('2026-11-28 21:30');
    expect(formatShopDateTime(new Date('2026-11-29T15:05:59.000Z'), 'UTC')).toBe('2026-11-29 15:05');
    // Midnight is 00, never 24.
    expect(formatShopDateTime('2026-11-29T03:00:00.000Z', DEFAULT_SHOP_TIME_ZONE)).toBe('2026-11-29 00:00');
  });
});
