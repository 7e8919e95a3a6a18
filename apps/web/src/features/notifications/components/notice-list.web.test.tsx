import { formatMoney, type Notice } from '@bazar/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noticeWhen } from '../notice-when';
import { NoticeList } from './notice-list';

afterEach(cleanup);

const NOW = Date.parse('2026-03-09T15:00:00.000Z');
const notice = (over: Partial<Notice>): Notice => ({
  id: 1,
  kind: 'shipping',
  event: 'shipped',
  data: {
    orderNumber: 'P-000042',
    productName: 'Mate',
    quantity: 2,
    carrier: 'Andreani',
    trackingNumber: 'AND-123',
  },
  createdAt: new Date(NOW - 5 * 60_000).toISOString(),
  read: false,
  ...over,
});

function renderList(notices: Notice[], onOpen = vi.fn(), full = false) {
  render(
    <MemoryRouter>
      <NoticeList notices={notices} label="Notificaciones" onOpen={onOpen} full={full} />
    </MemoryRouter>,
  );
  return onOpen;
}

describe('the notice list', () => {
  it('links each notice to its screen in the words of its e-mail, unread ones marked for screen readers', () => {
    renderList([
      notice({}),
      notice({
        id: 2,
        kind: 'claim',
        event: 'claim_message',
        data: { orderNumber: 'P-000007', productName: 'Termo', from: 'seller' },
        read: true,
      }),
      notice({ id: 3, kind: 'sale', event: 'sold', data: { orderNumber: 'P-000008', productName: 'Mate' } }),
    ]);
    const list = screen.getByRole('list', { name: 'Notificaciones' });
    const links = within(list).getAllByRole('link');
    // A buyer's order notice leads to 'Mis compras', a seller's sale to their sales.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/mis-compras',
      '/reclamos/P-000007',
      '/userSales',
    ]);
    expect(links[0]?.textContent).toContain('Sin leer: Tu compra está en camino (orden P-000042)');
    expect(links[1]?.textContent).toContain('Nuevo mensaje en el reclamo de la orden P-000007');
    expect(links[1]?.textContent).not.toContain('Sin leer');
  });

  it('shows what a notice says as text, never as HTML', () => {
    const { container } = render(
      <MemoryRouter>
        <NoticeList
          notices={[
            notice({ data: { orderNumber: 'P-000001', productName: '<img src=x onerror=alert(1)>' } }),
          ]}
          label="Notificaciones"
          onOpen={() => undefined}
          full
        />
      </MemoryRouter>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)> ya salió\./)).toBeTruthy();
  });

  it('shows a price drop with its prices in the popover, and leads to the product', () => {
    renderList([
      notice({}),
      notice({
        id: 4,
        kind: 'wishlist',
        event: 'price_dropped',
        data: { productId: 77, productName: 'Termo', fromCents: 10_000, toCents: 8_050 },
      }),
    ]);
    const [shipped, dropped] = screen.getAllByRole('link');
    expect(dropped?.getAttribute('href')).toBe('/product/77');
    expect(dropped?.textContent).toContain('Bajó de precio: Termo');
    expect(dropped?.textContent).toContain(`Antes ${formatMoney(10_000)}, ahora ${formatMoney(8_050)}.`);
    // Only the drop's brief line: the rest of each notice waits for /notificaciones.
    expect(dropped?.textContent).not.toContain('Está en tu lista de deseos');
    expect(shipped?.textContent).not.toContain('ya salió');
  });

  it('tells which notice was opened', () => {
    const first = notice({});
    const onOpen = renderList([first]);
    fireEvent.click(screen.getByRole('link'));
    expect(onOpen).toHaveBeenCalledWith(first);
  });
});

describe('when a notice arrived', () => {
  it('is said in minutes and hours within the day, then as the shop’s date', () => {
    expect(noticeWhen(new Date(NOW - 20_000).toISOString(), NOW)).toBe('Recién');
    expect(noticeWhen(new Date(NOW - 5 * 60_000).toISOString(), NOW)).toBe('Hace 5 min');
    expect(noticeWhen(new Date(NOW - 3 * 3_600_000).toISOString(), NOW)).toBe('Hace 3 h');
    // Buenos Aires (the default zone without the server's meta tag): 2026-03-07 at 09:00.
    expect(noticeWhen('2026-03-07T12:00:00.000Z', NOW)).toBe('07/03/2026');
  });
});
