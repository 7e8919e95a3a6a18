import {
  ADMIN_PAGE_SIZE,
  boughtName,
  formatMoney,
  ORDER_STATUS_LABEL,
  ORDER_STATUSES,
  type OrderLine,
  type OrderStatus,
  webPath,
} from '@bazar/shared';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { BackOfficeList } from '../../../components/back-office-list';
import { useGridQuery } from '../../../components/server-grid';
import { formatDate } from '../../../lib/format';
import { dateOrTotalSort } from '../../../lib/grid-query';
import { useAdminOrders } from '../api/all-orders';
import {
  OrderStatusWithRefund,
  RefundButton,
  refundedRowHeight,
  useRefundDialog,
} from '../components/order-refund';

/**
 * Number and date first: at 1366 px the back office's content column is about 900 px, and the
 * widths below (with 'Acciones', 128) add up to it; the names give way first (ellipsis).
 */
const columns: GridColDef<OrderLine>[] = [
  {
    field: 'orderNumber',
    headerName: 'Número',
    width: 90,
    sortable: false,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={webPath('adminOrder', { productId: row.orderNumber })}>
        {row.orderNumber}
      </Link>
    ),
  },
  { field: 'orderDate', headerName: 'Fecha', width: 100, valueFormatter: (v: string) => formatDate(v) },
  {
    field: 'product',
    headerName: 'Producto',
    flex: 1.4,
    minWidth: 90,
    sortable: false,
    valueGetter: (_v, row) => boughtName(row.product.name, row.variantLabel),
  },
  {
    field: 'buyer',
    headerName: 'Comprador',
    flex: 1,
    minWidth: 95,
    sortable: false,
    valueGetter: (_v, row) => row.buyer.userName,
  },
  {
    field: 'seller',
    headerName: 'Vendedor',
    flex: 1,
    minWidth: 95,
    sortable: false,
    valueGetter: (_v, row) => row.seller?.userName ?? '—',
  },
  { field: 'quantity', headerName: 'Cantidad', width: 80, sortable: false },
  {
    field: 'total',
    headerName: 'Total',
    width: 95,
    valueFormatter: (_v, row) => formatMoney(row.totalCents),
  },
  {
    field: 'status',
    headerName: 'Estado',
    width: 125,
    sortable: false,
    renderCell: ({ row }) => <OrderStatusWithRefund order={row} />,
  },
];

/** The orders API sorts by date or total (date_desc, total_asc…). */
const orderSort = dateOrTotalSort('orderDate');

/** /admin/ordenes: 13 per page (options 15); search by order number, product or user name. */
export function AdminOrdersPage() {
  const grid = useGridQuery(ADMIN_PAGE_SIZE, orderSort);
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const orders = useAdminOrders({ ...grid.query, status: status || undefined });
  // An administrator may refund any order, shipped or not, up to what remains of it.
  const refund = useRefundDialog();
  const openRefund = refund.open;
  const withActions = useMemo<GridColDef<OrderLine>[]>(
    () => [
      ...columns,
      {
        field: 'actions',
        headerName: 'Acciones',
        width: 128,
        sortable: false,
        disableColumnMenu: true,
        renderCell: ({ row }) => <RefundButton order={row} onRefund={openRefund} />,
      },
    ],
    [openRefund],
  );
  const statusFilter = (
    <TextField
      select
      size="small"
      label="Estado"
      value={status}
      onChange={(e) => {
        setStatus(e.target.value as OrderStatus | '');
        grid.setPagination((p) => ({ ...p, page: 0 }));
      }}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">Todos</MenuItem>
      {ORDER_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {ORDER_STATUS_LABEL[s]}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <BackOfficeList
      title="Órdenes"
      searchLabel="Buscar por número, producto o usuario"
      columns={withActions}
      list={orders}
      grid={grid}
      filters={statusFilter}
      getRowHeight={refundedRowHeight}
    >
      {refund.dialog}
    </BackOfficeList>
  );
}
