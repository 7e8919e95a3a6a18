import {
  boughtName,
  discountedCents,
  formatAddress,
  formatMoney,
  formatShopDate,
  type InvoiceDetail,
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

  const rowHeight = 18;
  const drawRow = (cells: string[], bold: boolean) => {
    const y = doc.y;
    let x = MARGIN;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    COLUMNS.forEach((column, i) => {
      const w = column.width * width;
      doc.text(cells[i] ?? '', x, y, {
        width: w - 4,
        align: column.align,
        lineBreak: false,
        ellipsis: true,
      });
      x += w;
    });
    doc
      .moveTo(MARGIN, y + rowHeight - 5)
      .lineTo(MARGIN + width, y + rowHeight - 5)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.x = MARGIN;
    doc.y = y + rowHeight;
  };

  const header = () =>
    drawRow(
      COLUMNS.map((c) => c.title),
      true,
    );
  header();
  invoice.orders.forEach((order, index) => {
    // Rows are placed by hand, so a long invoice continues on a new page with the header again.
    if (doc.y + rowHeight > doc.page.height - MARGIN) {
      doc.addPage();
      doc.y = MARGIN;
      header();
    }
    drawRow(
      [
        String(index + 1),
        boughtName(order.product.name, order.variantLabel),
        String(order.quantity),
        formatMoney(order.unitPriceCents),
        order.discount > 0 ? `${order.discount}%` : ORDERS_MSG.noDiscount,
        formatMoney(discountedCents(order.unitPriceCents, order.discount) * order.quantity),
        ORDER_STATUS_LABEL[order.status],
      ],
      false,
    );
    // A refunded line says so under its description, on a line of its own.
    const refunded = refundLabel(order.refundedCents, order.totalCents);
    if (refunded) {
      const y = doc.y - 4;
      doc
        .font('Helvetica-Oblique')
        .fontSize(8)
        .text(refunded, MARGIN + COLUMNS[0].width * width, y, {
          width: COLUMNS[1].width * width - 4,
          lineBreak: false,
        });
      doc.x = MARGIN;
      doc.y = y + 13;
    }
  });

  doc.moveDown(1);
  if (doc.y + 34 > doc.page.height - MARGIN) doc.addPage();
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
