import {
  formatMoney,
  MONEY_MSG,
  ORDER_STATUS_LABEL,
  ORDERS_MSG,
  ORDERS_PAGE_SIZE,
  type OrderLine,
  webPath,
} from '@bazar/shared';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AccountPage } from '../../../components/account-page';
import { useConfirm } from '../../../components/confirm-dialog';
import { ServerGrid, useGridQuery } from '../../../components/server-grid';
import { useDocumentTitle } from '../../../components/use-document-title';
import { formatDate, formatDiscount } from '../../../lib/format';
import { dateOrTotalSort } from '../../../lib/grid-query';
import { useSnackbar } from '../../../lib/snackbar';
import { OrderStatusWithRefund, refundedRowHeight, useRefundDialog } from '../../money';
import { useUserSales } from '../api/get-user-sales';
import { useUpdateOrderStatus } from '../api/update-order-status';

const sortByDateOrTotal = dateOrTotalSort('orderDate');

export function UserSalesPage() {
  useDocumentTitle(ORDERS_MSG.salesTitle);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const { enqueueSnackbar } = useSnackbar();
  const grid = useGridQuery(ORDERS_PAGE_SIZE, sortByDateOrTotal);
  // ?orden=P-000042: only that sale ('Mi dinero' links each movement to its sale).
  const only = useSearchParams()[0].get('orden')?.trim() || undefined;
  const { data, error, isFetching } = useUserSales({ ...grid.query, q: only });
  const status = useUpdateOrderStatus();
  const busy = status.isPending;
  const { mutate } = status;
  const { ask, dialog } = useConfirm();
  // The seller refunds an order until it is shipped; the server has the last word.
  const refund = useRefundDialog();
  const openRefund = refund.open;

  const columns = useMemo<GridColDef<OrderLine>[]>(() => {
    const shipped = ORDER_STATUS_LABEL.shipped;
    const markShipped = async (order: OrderLine) => {
      const confirmed = await ask({
        title: ORDERS_MSG.confirmStatusTitle(order.orderNumber, shipped),
        text: ORDERS_MSG.confirmStatusText,
        confirmLabel: ORDERS_MSG.markShipped,
        destructive: false,
      });
      if (!confirmed) return;
      mutate(
        { orderNumber: order.orderNumber, status: 'shipped' },
        {
          onSuccess: () =>
            enqueueSnackbar(ORDERS_MSG.statusChanged(order.orderNumber, shipped), { variant: 'success' }),
          onError: (e) => enqueueSnackbar(e.message, { variant: 'error' }),
        },
      );
    };
    const money = { align: 'right', headerAlign: 'right', minWidth: 110, flex: 1 } as const;
    return [
      { field: 'orderNumber', headerName: 'Orden', minWidth: 110, flex: 1, sortable: false },
      {
        field: 'product',
        headerName: 'Producto',
        minWidth: 180,
        flex: 1.5,
        sortable: false,
        valueGetter: (_value, row) => row.product.name,
      },
      {
        field: 'unitPrice',
        headerName: 'Precio unitario',
        sortable: false,
        ...money,
        valueGetter: (_value, row) => row.unitPriceCents,
        valueFormatter: (value: number) => formatMoney(value),
      },
      { field: 'quantity', headerName: 'Cantidad', type: 'number', minWidth: 90, sortable: false },
      {
        field: 'discount',
        headerName: 'Descuento',
        minWidth: 115,
        sortable: false,
        valueFormatter: (value: number) => formatDiscount(value, ORDERS_MSG.noDiscountSale),
      },
      {
        field: 'total',
        headerName: 'Total',
        ...money,
        valueGetter: (_value, row) => row.totalCents,
        valueFormatter: (value: number) => formatMoney(value),
      },
      {
        field: 'status',
        headerName: 'Estado',
        minWidth: 170,
        sortable: false,
        renderCell: ({ row }) => <OrderStatusWithRefund order={row} />,
      },
      {
        field: 'orderDate',
        headerName: 'Fecha',
        minWidth: 110,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'actions',
        headerName: 'Acciones',
        sortable: false,
        disableColumnMenu: true,
        minWidth: 300,
        renderCell: ({ row }) =>
          row.status === 'reception' ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
              <Button
                size="small"
                variant="outlined"
                startIcon={<LocalShippingIcon />}
                disabled={busy}
                onClick={() => markShipped(row)}
                aria-label={`${ORDERS_MSG.markShipped} ${row.orderNumber}`}
              >
                {ORDERS_MSG.markShipped}
              </Button>
              {row.refundedCents < row.totalCents && (
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  onClick={() => openRefund(row.orderNumber)}
                  aria-label={MONEY_MSG.refundOf(row.orderNumber)}
                >
                  {MONEY_MSG.refund}
                </Button>
              )}
            </Box>
          ) : null,
      },
    ];
  }, [busy, mutate, enqueueSnackbar, ask, openRefund]);

  return (
    <AccountPage title={ORDERS_MSG.salesTitle} maxWidth="xl" error={error}>
      {only && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Link component={RouterLink} to={webPath('userSales')} sx={{ alignSelf: 'center', mr: 1 }}>
              {MONEY_MSG.allSales}
            </Link>
          }
        >
          {MONEY_MSG.onlySale(only)}
        </Alert>
      )}
      <ServerGrid
        label="Ventas realizadas"
        data={data}
        loading={isFetching}
        columns={columns}
        grid={grid}
        pageSizeOptions={[ORDERS_PAGE_SIZE]}
        height="fixed"
        getRowHeight={refundedRowHeight}
      />
      {dialog}
      {refund.dialog}
    </AccountPage>
  );
}
