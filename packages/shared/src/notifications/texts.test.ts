import { describe, expect, it } from 'vitest';
import { matchWebRoute } from '../web/routes.js';
import { NOTICE_EVENTS } from './schemas.js';
import { noticePath } from './texts.js';

const facts = { orderNumber: 'P-000007', productName: 'Mate', productId: 7 };

describe('where a notice leads', () => {
  it('a buyer’s order notice to Mis compras, a seller’s sale to their sales, never to the invoices', () => {
    for (const event of [
      'shipped',
      'ready_for_pickup',
      'delivered',
      'cancelled',
      'payment_returned',
      'refunded',
    ] as const)
      expect(matchWebRoute(noticePath(event, facts))?.name, event).toBe('purchases');
    for (const event of ['sold', 'sale_delivered'] as const)
      expect(matchWebRoute(noticePath(event, facts))?.name, event).toBe('userSales');
    expect(matchWebRoute(noticePath('claim_opened', facts))).toEqual({
      name: 'claim',
      params: { orderNumber: 'P-000007' },
    });
  });

  it('every event to a page the web app has (the paths are written out for the first load)', () => {
    for (const event of NOTICE_EVENTS) {
      const page = matchWebRoute(noticePath(event, facts));
      expect(page, event).toBeDefined();
      expect(page?.name, event).not.toBe('userInvoices');
    }
  });
});
