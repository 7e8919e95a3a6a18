import {
  basisPointsToPercent,
  MONEY_MSG,
  type Movement,
  type PayoutAccount,
  shopDateTime,
} from '@bazar/shared';
import { toIso } from '../../db/timestamps.js';
import type { MovementRow } from './ledger.repository.js';

export function toMovement(row: MovementRow): Movement {
  return {
    id: row.id,
    kind: row.kind,
    createdAt: toIso(row.created_at),
    orderNumber: row.order_number,
    payoutId: row.payout_id,
    grossCents: row.gross_cents,
    commissionCents: row.commission_cents,
    ratePercent: row.rate_bp === null ? null : basisPointsToPercent(row.rate_bp),
    pendingCents: row.pending,
    availableCents: row.available,
    paidCents: row.paid,
    memo: row.memo,
  };
}

export const toPayoutAccount = (row: {
  holderName: string;
  cbu: string | null;
  alias: string | null;
}): PayoutAccount => ({
  holderName: row.holderName,
  cbu: row.cbu,
  alias: row.alias,
});

/** Cents as a CSV amount: '-1234.50' (a point, no thousands separator: what spreadsheets and banks read). */
export const csvAmount = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** A CSV field, quoted when it must be (RFC 4180), and never read as a formula by a spreadsheet. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && Number.isNaN(Number(text))) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (fields: (string | number | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

export const movementCsvHeader = csvLine([
  'id',
  'fecha',
  'tipo',
  'orden',
  'pago',
  'importe_venta',
  'comision',
  'pendiente',
  'disponible',
  'pagado',
  'detalle',
]);

/** A movement as a CSV line, dated by the shop's clock (SHOP_TIME_ZONE), as 'Mi dinero' shows it. */
export const movementCsvLine = (m: Movement, timeZone: string) =>
  csvLine([
    m.id,
    shopDateTime(m.createdAt, timeZone),
    MONEY_MSG.kind[m.kind],
    m.orderNumber,
    m.payoutId,
    csvAmount(m.grossCents),
    csvAmount(m.commissionCents),
    csvAmount(m.pendingCents),
    csvAmount(m.availableCents),
    csvAmount(m.paidCents),
    m.memo,
  ]);
