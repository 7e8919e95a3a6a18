import type { InvoiceDetail, OrderLine } from '@bazar/shared';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { INVOICE_PAGE_SIZE, renderInvoicePdf } from './invoice-pdf.js';

const buyer = { id: 7, userName: 'lucia_f', firstName: 'Lucía', lastName: 'Fernández' };

function line(n: number, name: string, overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id: n,
    orderNumber: `P-00000${n}`,
    orderDate: '2026-11-28T15:00:00.000Z',
    invoiceId: 1,
    invoiceNumber: 'F-000001',
    product: { id: n, name, image: null },
    variantLabel: '',
    sku: null,
    quantity: 1,
    unitPrice: 100,
    unitPriceCents: 10_000,
    discount: 0,
    total: 100,
    totalCents: 10_000,
    status: 'reception',
    refundedCents: 0,
    buyer,
    seller: { id: 9, userName: 'vende' },
    shipping: null,
    cancelled: null,
    claimStatus: null,
    coupon: null,
    delivery: {
      method: 'home',
      shippingCents: 0,
      shippingRefundedCents: 0,
      window: null,
      pickupAddress: null,
      late: false,
    },
    ...overrides,
  };
}

interface Placed {
  str: string;
  x: number;
  y: number;
  width: number;
}

/** The PDF's text pieces with where pdf.js places them (x from the left, y the baseline from the bottom). */
async function textOf(pdf: Buffer): Promise<Placed[]> {
  const page = await (await getDocumentProxy(new Uint8Array(pdf))).getPage(1);
  const { items } = await page.getTextContent();
  return items.flatMap((item) =>
    'str' in item && item.str.trim() !== ''
      ? [{ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width }]
      : [],
  );
}

// The table's geometry, as invoice-pdf.ts lays it out: 15 mm margins, '#' then 'Descripción'.
const MARGIN = (15 * 72) / 25.4;
const WIDTH = INVOICE_PAGE_SIZE[0] - 2 * MARGIN;
const DESCRIPTION = { left: MARGIN + 0.05 * WIDTH, right: MARGIN + 0.38 * WIDTH };
const CELL_FONT_SIZE = 9;

describe('the invoice PDF', () => {
  it('wraps a 120-character name inside its column, and the next row starts below it', async () => {
    const long =
      'Juego de sábanas de algodón egipcio de 40 hilos para cama king size con fundas de almohada y un bolso de regalo incluido';
    expect(long).toHaveLength(120);
    const refunded = line(2, 'Lámpara de pie', { refundedCents: 10_000 });
    const invoice: InvoiceDetail = {
      id: 1,
      invoiceNumber: 'F-000001',
      createdAt: '2026-11-28T15:00:00.000Z',
      total: 300,
      totalCents: 30_000,
      ordersCount: 3,
      user: buyer,
      orders: [line(1, long), refunded, line(3, 'Taza')],
    };
    const text = await textOf(
      await renderInvoicePdf(invoice, { email: 'lucia@correo.test', shippingAddress: null }, 'UTC'),
    );

    // Each row's number, in the '#' column, one below the other.
    const number = (n: number) => {
      const found = text.find((t) => t.str === String(n) && t.x < DESCRIPTION.left);
      if (!found) throw new Error(`no row ${n}`);
      return found;
    };
    const [one, two, three] = [number(1), number(2), number(3)];
    const inDescription = (t: Placed) => t.x >= DESCRIPTION.left - 1 && t.x < DESCRIPTION.right;
    const firstRow = text.filter((t) => inDescription(t) && t.y <= one.y + 1 && t.y > two.y);

    // The whole name is there, on several lines, none past the column's right edge (no ellipsis).
    expect(firstRow.map((t) => t.str.trim()).join(' ')).toBe(long);
    expect(new Set(firstRow.map((t) => Math.round(t.y))).size).toBeGreaterThan(2);
    for (const piece of firstRow) expect(piece.x + piece.width).toBeLessThanOrEqual(DESCRIPTION.right);
    // The next row's text starts a full line below the name's last line: nothing overlaps.
    const lastLine = Math.min(...firstRow.map((t) => t.y));
    expect(lastLine - two.y).toBeGreaterThanOrEqual(CELL_FONT_SIZE);

    // Every row's status is printed, in its own column.
    expect(text.filter((t) => t.str === 'Recepción')).toHaveLength(3);

    // A refund's note sits under its description, and the row after it below that.
    const note = text.find((t) => t.str.startsWith('Reembolsado'));
    expect(note).toBeDefined();
    expect(note?.y ?? 0).toBeLessThan(two.y);
    expect((note?.y ?? 0) - three.y).toBeGreaterThanOrEqual(CELL_FONT_SIZE);
  });
});
