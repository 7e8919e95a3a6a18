import { describe, expect, it } from 'vitest';
import { noticeListQuerySchema } from './notifications/schemas.js';
import { pageSizeParam } from './pagination.js';

describe('pageSize', () => {
  it("names the list's own maximum in its refusal", () => {
    const notices = noticeListQuerySchema.safeParse({ pageSize: '60' });
    expect(notices.error?.issues.map((i) => i.message)).toEqual([
      'El tamaño de página debe ser un número entero entre 1 y 50',
    ]);
    const general = pageSizeParam(12).safeParse('101');
    expect(general.error?.issues.map((i) => i.message)).toEqual([
      'El tamaño de página debe ser un número entero entre 1 y 100',
    ]);
    expect(pageSizeParam(12).parse(undefined)).toBe(12);
  });
});
