import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay, windowOf } from './business-days.js';

describe('business days', () => {
  it('skip weekends and Argentina’s national holidays', () => {
    expect(isBusinessDay('2026-12-05')).toBe(false); // Saturday
    expect(isBusinessDay('2026-12-08')).toBe(false); // Inmaculada Concepción, a Tuesday
    expect(isBusinessDay('2026-12-09')).toBe(true);
    // Friday 4 + 1 → Monday 7; + 2 → Wednesday 9, past the holiday on Tuesday 8.
    expect(addBusinessDays('2026-12-04', 1)).toBe('2026-12-07');
    expect(addBusinessDays('2026-12-04', 2)).toBe('2026-12-09');
    // From a Saturday, counting starts on Monday.
    expect(addBusinessDays('2026-12-05', 0)).toBe('2026-12-07');
    // Christmas and the weekend after it.
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-28');
  });

  it('dates a window in the shop’s days: 23:30 on Friday in Buenos Aires is still Friday', () => {
    const fridayNight = new Date('2026-12-05T02:30:00Z'); // 23:30 of Friday 4 in Buenos Aires
    expect(windowOf(fridayNight, 'America/Argentina/Buenos_Aires', { min: 1, max: 2 })).toEqual({
      from: '2026-12-07',
      to: '2026-12-09',
    });
  });
});
