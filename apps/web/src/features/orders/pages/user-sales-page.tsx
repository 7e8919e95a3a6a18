import { formatMoney, MONEY_MSG, ORDERS_MSG, ORDERS_PAGE_SIZE, type OrderLine, webPath } from '@bazar/shared';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AccountPage } from '../../../components/account-page';
import { ServerGrid, useGridQuery } from '../../../components/server-grid';
import { useDocumentTitle } from '../../../components/use-document-title';
import { formatDate, formatDiscount } from '../../../lib/format';
import { dateOrTotalSort } from '../../../lib/grid-query';
import { OrderStatusWithRefund, refundedRowHeight, useRefundDialog } from '../../money';
import { useUserSales } from '../api/get-user-sales';
import { SaleDetailDialog } from '../components/sale-detail-dialog';
import { useOrderDialogs } from '../components/use-order-dialogs';

const sortByDateOrTotal = dateOrTotalSort('orderDate');

export function UserSalesPage() {
  useDocumentTitle(ORDERS_MSG.salesTitle);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const grid = useGridQuery(ORDERS_PAGE_SIZE, sortByDateOrTotal);
  // ?orden=P-000042: only that sale ('Mi dinero' links each movement to its sale).
  const only = useSearchParams()[0].get('orden')?.trim() || undefined;
  const { data, error, isFetching } = useUserSales({ ...grid.query, q: only });
  // 'Marcar en camino' asks the carrier and tracking number; 'Cancelar venta' the reason.
  const orderDialogs = useOrderDialogs();
  const { ship } = orderDialogs;
  // The sale's detail: where to ship it and its history.
  const [detail, setDetail] = useState<string | null>(null);
  // The seller refunds an order until it is shipped; the server has the last word.
  const refund = useRefundDialog();
  const openRefund = refund.open;

  const columns = useMemo<GridColDef<OrderLine>[]>(() => {
    const money = { align: 'right', headerAlign: 'right', minWidth: 110, flex: 1 } as const;
    return [
      {
        field: 'orderNumber',
        headerName: 'Orden',
        minWidth: 110,
        flex: 1,
        sortable: false,
        // The number opens the sale's detail: where to ship it, its history, cancelling.
        renderCell: ({ row }) => (
          <Link
            component="button"
            type="button"
            onClick={() => setDetail(row.orderNumber)}
            aria-label={ORDERS_MSG.seeSale(row.orderNumber)}
            sx={{ verticalAlign: 'baseline' }}
          >
            {row.orderNumber}
          </Link>
        ),
      },
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
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
            {row.status === 'reception' && (
              <Button
                size="small"
                variant="outlined"
                startIcon={<LocalShippingIcon />}
                onClick={() => ship(row.orderNumber)}
                aria-label={`${ORDERS_MSG.markShipped} ${row.orderNumber}`}
              >
                {ORDERS_MSG.markShipped}
              </Button>
            )}
            {row.status === 'reception' && row.refundedCents < row.totalCents && (
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
        ),
      },
    ];
  }, [ship, openRefund]);

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
      <SaleDetailDialog
        orderNumber={detail}
        onClose={() => setDetail(null)}
        onShip={orderDialogs.ship}
        onCancel={orderDialogs.cancel}
      />
      {orderDialogs.dialog}
      {refund.dialog}
    </AccountPage>
  );
}
