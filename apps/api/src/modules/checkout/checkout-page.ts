import {
  allocateCents,
  CHECKOUT_MSG,
  COUPON_MSG,
  discountedCents,
  formatMoney,
  invoiceCoupons,
  SHIPPING_MSG,
} from '@bazar/shared';
import { escapeHtml } from '../../platform/mail/mailer.js';
import type { SessionRow, SnapshotLineRow } from './checkout.repository.js';

/**
 * The hosted checkout page loaded in the payment frame. Rendered on the server with every value
 * escaped; its only script is a separate file, so the CSP needs no inline scripts.
 */

const STYLE = `
  *{box-sizing:border-box} body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
  background:#f4f6f8;color:#1c2430} main{max-width:560px;margin:0 auto;padding:16px}
  h1{font-size:1.35rem;margin:0 0 4px} .note{margin:0 0 16px;color:#5b6675;font-size:.9rem}
  section,form{background:#fff;border:1px solid #dde3ea;border-radius:10px;padding:14px;margin-bottom:14px}
  table{width:100%;border-collapse:collapse;font-size:.92rem} th,td{padding:6px 4px;border-bottom:1px solid #eef1f4;text-align:left}
  td.n,th.n{text-align:right;white-space:nowrap} .total{font-size:1.15rem;font-weight:700;text-align:right;margin:10px 0 0}
  label{display:block;font-size:.85rem;color:#3a4553;margin-bottom:10px} input,select{display:block;width:100%;margin-top:4px;
  padding:9px 10px;border:1px solid #c4ccd6;border-radius:6px;font-size:1rem} .row{display:flex;gap:10px} .row label{flex:1}
  .actions{display:flex;gap:10px;flex-wrap:wrap;margin-top:6px} button{font-size:1rem;padding:10px 18px;border-radius:6px;
  border:0;cursor:pointer} #pay{background:#1565c0;color:#fff;font-weight:600} #cancel{background:#fff;color:#b71c1c;
  border:1px solid #b71c1c} button:disabled{opacity:.6;cursor:wait} #status{min-height:1.4em;margin:10px 0 0;font-weight:600}
  a{color:#1565c0} .total-top{text-align:left;margin:0 0 10px} details{margin-top:8px;font-size:.9rem}
  summary{cursor:pointer;color:#3a4553;margin-bottom:8px}
  @media (max-width:480px){main{padding:10px} section,form{padding:10px} th,td{padding:5px 2px;font-size:.82rem}
  h1{font-size:1.15rem}}`;

function layout(
  title: string,
  attributes: Record<string, string>,
  content: string,
  scripts: string[],
): string {
  const attrs = Object.entries(attributes)
    .map(([k, v]) => ` data-${k}="${escapeHtml(v)}"`)
    .join('');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body${attrs}><main>${content}</main>
${scripts.map((src) => `<script src="${escapeHtml(src)}"></script>`).join('\n')}
</body></html>`;
}

/** The lines and shipping bought; `withTotal: false` when the page says the total elsewhere. */
function summary(lines: SnapshotLineRow[], totalCents: number, withTotal = true): string {
  const rows = lines
    .map(
      (l) => `<tr><td>${escapeHtml(l.product_name)}</td><td class="n">${l.quantity}</td>
<td class="n">${escapeHtml(formatMoney(discountedCents(l.unit_price_cents, l.discount)))}</td>
<td class="n">${escapeHtml(formatMoney(l.total_cents + l.coupon_discount_cents))}</td></tr>`,
    )
    .join('\n');
  // Each seller's coupon as a line of its own, taken off the lines above (decision record 0033).
  const coupons = invoiceCoupons({
    orders: lines.map((l) =>
      l.coupon_code === null
        ? {}
        : { coupon: { code: l.coupon_code, discountCents: l.coupon_discount_cents } },
    ),
  })
    .map(
      (
        c,
      ) => `<tr class="coupon"><td>${escapeHtml(COUPON_MSG.line(c.code))}</td><td class="n"></td><td class="n"></td>
<td class="n">${escapeHtml(COUPON_MSG.discount(c.discountCents))}</td></tr>`,
    )
    .join('\n');
  // Each seller's shipping, fixed by the checkout, as one line of its own (decision record 0032).
  const shippingCents = lines.reduce((sum, l) => sum + l.shipping_cents, 0);
  const shipping =
    shippingCents > 0
      ? `<tr><td>${escapeHtml(SHIPPING_MSG.shippingLine)}</td><td class="n"></td><td class="n"></td>
<td class="n" id="shipping">${escapeHtml(formatMoney(shippingCents))}</td></tr>`
      : '';
  return `<section aria-label="Resumen de la compra"><table>
<thead><tr><th>Producto</th><th class="n">Cant.</th><th class="n">Precio</th><th class="n">Total</th></tr></thead>
<tbody>${rows}${coupons}${shipping}</tbody></table>${
    withTotal
      ? `<p class="total">Total a pagar: <span id="total">${escapeHtml(formatMoney(totalCents))}</span></p>`
      : ''
  }</section>`;
}

/** A closed, expired or unknown checkout: the shop window is told, and a link goes back. */
export function closedPage(message: string, state: 'closed' | 'missing'): string {
  return layout(
    'Pago — Bazar',
    { state },
    `<h1>Pago</h1><p role="alert">${escapeHtml(message)}</p><p><a href="/cart" target="_top">Volver al carrito</a></p>`,
    ['/api/checkout-assets/sandbox.js'],
  );
}

/** What the payment offers in installments, said before paying (MP_MAX_INSTALLMENTS). */
const installmentsNote = (max: number) =>
  `<p class="note" id="installments">${escapeHtml(CHECKOUT_MSG.installments(max))}</p>`;

/**
 * The amount of each installment, as a card payment page lists them: the total in `n` equal
 * parts to the cent (the first ones carry the odd cents), the largest shown. Interest, if any, is
 * the card issuer's and shown by the provider's own page.
 */
const eachOf = (totalCents: number, n: number) =>
  Math.max(...allocateCents(totalCents, new Array(n).fill(1)));

/** The sandbox's 'Cuotas': 1 to `max` payments, each with its amount. */
const installmentsChoice = (max: number, totalCents: number) =>
  `<label>${escapeHtml(CHECKOUT_MSG.installmentsLabel)}<select name="installments" id="installments-choice">${Array.from(
    { length: Math.max(1, max) },
    (_, i) =>
      `<option value="${i + 1}">${escapeHtml(CHECKOUT_MSG.installmentOption(i + 1, formatMoney(eachOf(totalCents, i + 1))))}</option>`,
  ).join('')}</select></label>`;

/** A part of a checkout split by seller names itself under the heading: 'Pago 1 de 2 · Vendedor X'. */
const partNote = (part: string | undefined) =>
  part ? `<p class="note" id="part">${escapeHtml(part)}</p>` : '';

/**
 * The sandbox's page, ordered so that 'Pagar' is on the first screen of a 375 px phone, below the
 * payment modal's own heading, parts and address: what is paid and in how many cuotas, then the
 * buttons; the test card (prefilled, never read) folded under them, and the lines after it.
 */
export function sandboxPage(
  session: SessionRow,
  lines: SnapshotLineRow[],
  options: { installments: number; part?: string | undefined },
): string {
  return layout(
    'Pago de prueba — Bazar',
    { 'checkout-id': session.id, state: 'open' },
    `<h1>Pago de prueba</h1>${partNote(options.part)}
<form id="card-form" aria-label="Tarjeta de prueba" autocomplete="off">
<p class="total total-top">Total a pagar: <span id="total">${escapeHtml(formatMoney(session.total_cents))}</span></p>
${installmentsChoice(options.installments, session.total_cents)}
<div class="actions"><button type="submit" id="pay" disabled>Pagar</button>
<button type="button" id="cancel" disabled>Cancelar pago</button></div>
<p id="status" role="status"></p>
<details id="test-card"><summary>Tarjeta de prueba: APRO · 4509 9535 6623 3704</summary>
<label>Número de tarjeta<input name="card" inputmode="numeric" value="4509 9535 6623 3704" required></label>
<label>Titular<input name="holder" value="APRO" required></label>
<div class="row"><label>Vencimiento<input name="expiry" value="11/30" required></label>
<label>Código de seguridad<input name="cvv" inputmode="numeric" value="123" required></label></div>
</details></form>
${summary(lines, session.total_cents, false)}${installmentsNote(options.installments)}
<p class="note">Entorno de prueba de Bazar: no se cobra dinero real.</p>`,
    ['/api/checkout-assets/sandbox.js'],
  );
}

export function mercadoPagoPage(
  session: SessionRow,
  lines: SnapshotLineRow[],
  options: {
    preferenceId: string;
    redirectUrl: string | null;
    publicKey: string | undefined;
    sdkUrl: string;
    installments: number;
  },
  part?: string,
): string {
  const link = options.redirectUrl
    ? `<p><a id="mp-link" href="${escapeHtml(options.redirectUrl)}" target="_top">Pagar con Mercado Pago</a></p>`
    : '';
  return layout(
    'Pago — Bazar',
    {
      'checkout-id': session.id,
      state: 'open',
      'preference-id': options.preferenceId,
      'public-key': options.publicKey ?? '',
    },
    `<h1>Pago</h1>${partNote(part)}${summary(lines, session.total_cents)}${installmentsNote(options.installments)}<section><div id="wallet"></div>${link}</section>`,
    [...(options.publicKey ? [options.sdkUrl] : []), '/api/checkout-assets/mercadopago.js'],
  );
}
