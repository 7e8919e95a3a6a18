import {
  formatMoney,
  formatNumberEsAr,
  MONEY_MSG,
  MONEY_PAGE_SIZE,
  type Movement,
  webPath,
} from '@bazar/shared';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { EmptyMessage } from '../../../components/account-page';
import { ServerGrid, useGridQuery } from '../../../components/server-grid';
import { formatDate } from '../../../lib/format';
import { useMovements } from '../api/seller';
import { signedMoney } from '../signed-money';

const money = { align: 'right', headerAlign: 'right', sortable: false } as const;

/** The sale behind a movement, in 'Ventas' with only that order on screen. */
export function salePath(orderNumber: string): string {
  return `${webPath('userSales')}?orden=${encodeURIComponent(orderNumber)}`;
}

const columns: GridColDef<Movement>[] = [
  {
    field: 'createdAt',
    headerName: MONEY_MSG.column.date,
    width: 110,
    sortable: false,
    valueFormatter: (value: string) => formatDate(value),
  },
  {
    field: 'kind',
    headerName: MONEY_MSG.column.kind,
    minWidth: 140,
    flex: 1,
    sortable: false,
    valueGetter: (_value, row) => MONEY_MSG.kind[row.kind],
  },
  {
    field: 'reference',
    headerName: MONEY_MSG.column.reference,
    minWidth: 120,
    flex: 1,
    sortable: false,
    renderCell: ({ row }) => {
      if (row.orderNumber) {
        return (
          <Link
            component={RouterLink}
            to={salePath(row.orderNumber)}
            aria-label={MONEY_MSG.seeSale(row.orderNumber)}
          >
            {row.orderNumber}
          </Link>
        );
      }
      if (row.payoutId !== null) return MONEY_MSG.payoutRef(row.payoutId);
      return row.memo ?? '—';
    },
  },
  {
    field: 'grossCents',
    headerName: MONEY_MSG.column.gross,
    minWidth: 115,
    flex: 1,
    ...money,
    valueFormatter: (value: number | null) => (value === null ? '—' : formatMoney(value)),
  },
  {
    field: 'commissionCents',
    headerName: MONEY_MSG.column.commission,
    minWidth: 150,
    flex: 1,
    ...money,
    valueGetter: (_value, row) =>
      row.commissionCents === null
        ? '—'
        : `${formatMoney(row.commissionCents)}${row.ratePercent === null ? '' : ` (${formatNumberEsAr(row.ratePercent)} %)`}`,
  },
  {
    field: 'pendingCents',
    headerName: MONEY_MSG.pending,
    minWidth: 120,
    flex: 1,
    ...money,
    valueFormatter: (value: number) => signedMoney(value),
  },
  {
    field: 'availableCents',
    headerName: MONEY_MSG.available,
    minWidth: 120,
    flex: 1,
    ...money,
    valueFormatter: (value: number) => signedMoney(value),
  },
  {
    field: 'paidCents',
    headerName: MONEY_MSG.paid,
    minWidth: 120,
    flex: 1,
    ...money,
    valueFormatter: (value: number) => signedMoney(value),
  },
];

// Newest first is the server's only order.
const serverOrder = () => undefined;

/** The seller's movements, a page at a time: what each sale, release, refund and payout did to the balance. */
export function MovementsGrid() {
  const grid = useGridQuery(MONEY_PAGE_SIZE, serverOrder);
  const movements = useMovements(grid.query);
  if (movements.data?.total === 0) return <EmptyMessage>{MONEY_MSG.noMovements}</EmptyMessage>;
  return (
    <ServerGrid
      label={MONEY_MSG.movementsTitle}
      data={movements.data}
      loading={movements.isFetching}
      columns={columns}
      grid={grid}
      pageSizeOptions={[MONEY_PAGE_SIZE]}
    />
  );
}
