import { CHECKOUT_MSG, discountedCents, formatMoney } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../db/client.js';
import { escapeHtml } from '../../platform/mail/mailer.js';
import type { SnapshotLineRow } from './checkout.repository.js';
import type { InvoiceRow } from './finalize.repository.js';

/** The buyer's receipt, sent after the purchase is committed (a mail failure never undoes a sale). */
export async function sendReceipt(
  app: FastifyInstance,
  { userId, invoice, lines }: { userId: number; invoice: InvoiceRow; lines: SnapshotLineRow[] },
): Promise<void> {
  const [user] = await rowsOf<{ email: string; first_name: string | null; last_name: string }>(
    app.db,
    sql`SELECT email, first_name, last_name FROM users WHERE id = ${userId}`,
  );
  if (!user) return;
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const rows = lines.map((l) => ({
    name: l.product_name,
    quantity: l.quantity,
    unit: formatMoney(discountedCents(l.unit_price_cents, l.discount)),
    total: formatMoney(l.total_cents),
  }));
  const total = formatMoney(invoice.total_cents);
  const link = `${app.env.publicUrl}/userInvoices`;
  const text = [
    `Hola ${name}:`,
    '',
    `Gracias por su compra. Factura ${invoice.invoice_number}.`,
    '',
    ...rows.map((r) => `- ${r.name} × ${r.quantity} (${r.unit} c/u): ${r.total}`),
    '',
    `Total Monto: ${total}`,
    '',
    `Puede ver sus facturas en ${link}`,
  ].join('\n');
  const html = `<p>Hola ${escapeHtml(name)}:</p>
<p>Gracias por su compra. Factura <strong>${escapeHtml(invoice.invoice_number)}</strong>.</p>
<table cellpadding="4" style="border-collapse:collapse">
<tr><th align="left">Producto</th><th>Cantidad</th><th align="right">Precio unitario</th><th align="right">Total</th></tr>
${rows
  .map(
    (r) =>
      `<tr><td>${escapeHtml(r.name)}</td><td align="center">${r.quantity}</td><td align="right">${escapeHtml(r.unit)}</td><td align="right">${escapeHtml(r.total)}</td></tr>`,
  )
  .join('\n')}
</table>
<p><strong>Total Monto: ${escapeHtml(total)}</strong></p>
<p><a href="${escapeHtml(link)}">Ver mis facturas</a></p>`;
  await app.mailer.send({
    to: user.email,
    subject: CHECKOUT_MSG.receiptSubject(invoice.invoice_number),
    text,
    html,
  });
}
