import { formatMoney, ORDER_STATUS_LABEL, ORDERS_MSG, ORDERS_PAGE_SIZE, type OrderLine } from '@bazar/shared';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useEffect, useMemo } from 'react';
import { AccountPage } from '../../../components/account-page';
import { useConfirm } from '../../../components/confirm-dialog';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { ServerGrid, useGridQuery } from '../../../components/server-grid';
import { useDocumentTitle } from '../../../components/use-document-title';
import { formatDate, formatDiscount } from '../../../lib/format';
import { dateOrTotalSort } from '../../../lib/grid-query';
import { useSnackbar } from '../../../lib/snackbar';
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
  const { data, error, isFetching } = useUserSales(grid.query);
  const status = useUpdateOrderStatus();
  const busy = status.isPending;
  const { mutate } = status;
  const { ask, dialog } = useConfirm();

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
        minWidth: 125,
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
        minWidth: 120,
        sortable: false,
        renderCell: ({ row }) => <OrderStatusBadge status={row.status} />,
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
        minWidth: 200,
        renderCell: ({ row }) =>
          row.status === 'reception' ? (
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
          ) : null,
      },
    ];
  }, [busy, mutate, enqueueSnackbar, ask]);

  return (
    <AccountPage title={ORDERS_MSG.salesTitle} maxWidth="xl" error={error}>
      <ServerGrid
        label="Ventas realizadas"
        data={data}
        loading={isFetching}
        columns={columns}
        grid={grid}
        pageSizeOptions={[ORDERS_PAGE_SIZE]}
        height="fixed"
      />
      {dialog}
    </AccountPage>
  );
}
