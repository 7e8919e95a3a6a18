import { afterEach, describe, expect, it, vi } from 'vitest';

// formatDate reads the page's zone once: each test loads the module afresh, after setting the page.
const freshFormat = async () => {
  vi.resetModules();
  return import('./format');
};

const serverPage = (zone: string) =>
  new DOMParser().parseFromString(
    `<html><head><meta name="shop-time-zone" content="${zone}" /></head><body></body></html>`,
    'text/html',
  );

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="shop-time-zone"]')) meta.remove();
});

describe('formatDate', () => {
  it('dates by the zone the server wrote into the page', async () => {
    const meta = document.createElement('meta');
    meta.name = 'shop-time-zone';
    meta.content = 'Asia/Tokyo';
    document.head.append(meta);
    const { formatDate } = await freshFormat();
    // 16:00 UTC on 9 March is 01:00 on the 10th in Tokyo, 13:00 on the 9th in Buenos Aires.
    expect(formatDate('2026-03-09T16:00:00.000Z')).toBe('10/03/2026');
  });

  it('without the server’s word (Vite’s dev server), dates by the default zone, Buenos Aires', async () => {
    const { formatDate } = await freshFormat();
    // 23:30 on 9 March in Buenos Aires; the UTC text says the 10th.
    expect(formatDate('2026-03-10T02:30:00.000Z')).toBe('09/03/2026');
  });
});

describe('readShopTimeZone', () => {
  it('reads the meta tag the server writes, and falls back to the default without one', async () => {
    const { readShopTimeZone } = await freshFormat();
    expect(readShopTimeZone(serverPage('Europe/Madrid'))).toBe('Europe/Madrid');
    expect(readShopTimeZone(serverPage(''))).toBe('America/Argentina/Buenos_Aires');
    expect(readShopTimeZone(new DOMParser().parseFromString('<p></p>', 'text/html'))).toBe(
      'America/Argentina/Buenos_Aires',
    );
  });
});
