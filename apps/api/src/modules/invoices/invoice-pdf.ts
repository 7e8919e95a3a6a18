import {
  boughtName,
  COUPON_MSG,
  discountedCents,
  formatAddress,
  formatMoney,
  formatShopDate,
  type InvoiceDetail,
  invoiceCoupons,
  invoiceRefunds,
  invoiceShippingCents,
  MONEY_MSG,
  ORDER_STATUS_LABEL,
  ORDERS_MSG,
  refundLabel,
  SHIPPING_MSG,
  type ShippingAddress,
} from '@bazar/shared';
import PDFDocument from 'pdfkit';

const MM = 72 / 25.4;
/**
 * The invoice page is A4 (210 × 297 mm), in PDF points: what a buyer prints or a tax office
 * expects. The original shop's 720 × 660 mm page printed as a poster.
 */
export const INVOICE_PAGE_SIZE: [number, number] = [210 * MM, 297 * MM];

const MARGIN = 15 * MM;
/** Table columns as fractions of the printable width: #, description, quantity, unit, discount, total, status. */
const COLUMNS = [
  { title: '#', width: 0.05, align: 'left' },
  { title: 'Descripción', width: 0.33, align: 'left' },
  { title: 'Cantidad', width: 0.1, align: 'right' },
  { title: 'Precio unitario', width: 0.15, align: 'right' },
  { title: 'Descuento', width: 0.12, align: 'right' },
  { title: 'Total', width: 0.13, align: 'right' },
  { title: 'Estado', width: 0.12, align: 'right' },
] as const;

/** The table's type, the room between columns and above and below a row's text, in points. */
const CELL_FONT_SIZE = 9;
const NOTE_FONT_SIZE = 8;
const CELL_GAP = 4;
const ROW_PADDING = 4;

const holderName = (invoice: InvoiceDetail) =>
  [invoice.user.firstName, invoice.user.lastName].filter(Boolean).join(' ') || invoice.user.userName;

/** What the PDF prints besides the screen's data: whom it was sold to and where it ships. */
export interface InvoiceContact {
  email: string;
  shippingAddress: ShippingAddress | null;
}

/**
 * The invoice as a PDF, dated in the shop's time zone. Helvetica is one of PDF's standard fonts
 * (nothing to embed) and its WinAnsi encoding covers Spanish accents and ñ.
 */
export function renderInvoicePdf(
  invoice: InvoiceDetail,
  contact: InvoiceContact,
  timeZone: string,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: INVOICE_PAGE_SIZE,
    margin: MARGIN,
    info: { Title: `Factura ${invoice.invoiceNumber}`, Author: 'Bazar' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  doc.font('Helvetica-Bold').fontSize(24).text('Bazar', MARGIN, MARGIN);
  doc.moveDown(0.2).fontSize(14).text(`Factura ${invoice.invoiceNumber}`);
  doc.font('Helvetica').fontSize(10);
  doc.moveDown(0.5).text(`Fecha: ${formatShopDate(invoice.createdAt, timeZone)}`);
  doc.text(`Titular: ${holderName(invoice)}`);
  doc.text(`Correo: ${contact.email}`);
  if (contact.shippingAddress) {
    doc.text(`Envío: ${formatAddress(contact.shippingAddress)}`, { width: doc.page.width - 2 * MARGIN });
    doc.text(`Teléfono: ${contact.shippingAddress.phone}`);
  }
  doc.moveDown(1);

  /** A row's cells, and under the description the refund's note, if any. */
  interface Row {
    cells: string[];
    bold: boolean;
    note?: string | null;
  }
  const font = (row: Row) => doc.font(row.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(CELL_FONT_SIZE);
  const noteFont = () => doc.font('Helvetica-Oblique').fontSize(NOTE_FONT_SIZE);
  const cellWidth = (i: number) => (COLUMNS[i]?.width ?? 0) * width - CELL_GAP;
  /**
   * A row is as tall as its tallest cell: a long description (a product's name with its size and
   * colour) wraps onto as many lines as it needs inside its column, and the next row starts below.
   */
  const heightOf = (row: Row) => {
    font(row);
    const cells = row.cells.map((text, i) => doc.heightOfString(text, { width: cellWidth(i) }));
    let description = cells[1] ?? 0;
    if (row.note) description += noteFont().heightOfString(row.note, { width: cellWidth(1) });
    return Math.max(...cells, description) + 2 * ROW_PADDING;
  };
  const drawRow = (row: Row) => {
    const height = heightOf(row);
    // Rows are placed by hand, so a long invoice continues on a new page with the header again.
    if (doc.y + height > doc.page.height - MARGIN && !row.bold) {
      doc.addPage();
      doc.y = MARGIN;
      drawRow(headerRow);
    }
    const top = doc.y;
    let x = MARGIN;
    COLUMNS.forEach((column, i) => {
      font(row).text(row.cells[i] ?? '', x, top + ROW_PADDING, { width: cellWidth(i), align: column.align });
      if (i === 1 && row.note) noteFont().text(row.note, x, doc.y, { width: cellWidth(i) });
      x += column.width * width;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };

  const headerRow: Row = { cells: COLUMNS.map((c) => c.title), bold: true };
  drawRow(headerRow);
  invoice.orders.forEach((order, index) => {
    drawRow({
      cells: [
        String(index + 1),
        boughtName(order.product.name, order.variantLabel),
        String(order.quantity),
        formatMoney(order.unitPriceCents),
        order.discount > 0 ? `${order.discount}%` : ORDERS_MSG.noDiscount,
        formatMoney(discountedCents(order.unitPriceCents, order.discount) * order.quantity),
        ORDER_STATUS_LABEL[order.status],
      ],
      bold: false,
      // A refunded line says so under its description.
      note: refundLabel(order.refundedCents, order.totalCents),
    });
  });

  doc.moveDown(1);
  if (doc.y + 34 > doc.page.height - MARGIN) doc.addPage();
  for (const c of invoiceCoupons(invoice))
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`${COUPON_MSG.line(c.code)}: ${COUPON_MSG.discount(c.discountCents)}`, MARGIN, doc.y, {
        width,
        align: 'right',
      });
  const shippingCents = invoiceShippingCents(invoice);
  if (shippingCents > 0)
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(SHIPPING_MSG.shippingPaid(formatMoney(shippingCents)), MARGIN, doc.y, { width, align: 'right' });
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(`${ORDERS_MSG.totalAmount}: ${formatMoney(invoice.totalCents)}`, MARGIN, doc.y, {
      width,
      align: 'right',
    });
  // Once something went back: how much, and what was paid in the end.
  const refunds = invoiceRefunds(invoice);
  if (refunds) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`${MONEY_MSG.invoiceRefunded}: ${formatMoney(refunds.refundedCents)}`, MARGIN, doc.y + 2, {
        width,
        align: 'right',
      })
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(`${MONEY_MSG.paidInTheEnd}: ${formatMoney(refunds.paidCents)}`, MARGIN, doc.y + 2, {
        width,
        align: 'right',
      });
  }
  doc.end();
  return done;
}
