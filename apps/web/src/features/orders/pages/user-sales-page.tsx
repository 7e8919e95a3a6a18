import {
  boughtName,
  formatMoney,
  isFullyRefunded,
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
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AccountPage } from '../../../components/account-page';
import { DeliveryFacts } from '../../../components/delivery-facts';
import { ServerGrid, useGridQuery } from '../../../components/server-grid';
import { useDocumentTitle } from '../../../components/use-document-title';
import { VariantLabel } from '../../../components/variant-label';
import { formatDate, formatDiscount } from '../../../lib/format';
import { dateOrTotalSort } from '../../../lib/grid-query';
import { useUpdateOrderStatus } from '../../../lib/order';
import { useSnackbar } from '../../../lib/snackbar';
import { useUserSales } from '../api/get-user-sales';
import {
  OrderStatusWithRefund,
  RefundButton,
  refundedRowHeight,
  useRefundDialog,
} from '../components/order-refund';
import { SaleDetailDialog } from '../components/sale-detail-dialog';
import { useOrderDialogs } from '../components/use-order-dialogs';

const sortByDateOrTotal = dateOrTotalSort('orderDate');

/** The sale's number, which opens its detail: where to ship it, its history, cancelling. */
function SaleNumber({ sale, onOpen }: { sale: OrderLine; onOpen: (orderNumber: string) => void }) {
  return (
    <Link
      component="button"
      type="button"
      onClick={() => onOpen(sale.orderNumber)}
      aria-label={ORDERS_MSG.seeSale(sale.orderNumber)}
      sx={{ verticalAlign: 'baseline' }}
    >
      {sale.orderNumber}
    </Link>
  );
}

/**
 * What the seller may do while the sale awaits shipping: 'Marcar en camino' and 'Reembolsar';
 * nothing once it was refunded in full (the line is closed).
 */
const hasActions = (sale: OrderLine) =>
  !isFullyRefunded(sale.totalCents, sale.refundedCents) &&
  (sale.status === 'reception' || (sale.delivery.method === 'pickup' && sale.status === 'ready'));

function SaleActions({
  sale,
  onShip,
  onMove,
  onRefund,
  icon = true,
}: {
  sale: OrderLine;
  onShip: (orderNumber: string) => void;
  /** A pickup's steps: 'Listo para retirar', then 'Marcar entregado' (the hand-over). */
  onMove: (orderNumber: string, status: 'ready' | 'received') => void;
  onRefund: (orderNumber: string) => void;
  /** The truck beside 'Marcar en camino' (the grid leaves it out: its columns fit 1152 px). */
  icon?: boolean;
}) {
  if (!hasActions(sale)) return null;
  if (sale.delivery.method === 'pickup') {
    const next = sale.status === 'reception' ? 'ready' : 'received';
    const label = next === 'ready' ? ORDERS_MSG.markReady : ORDERS_MSG.markHandedOver;
    return (
      <>
        <Button
          size="small"
          variant="outlined"
          onClick={() => onMove(sale.orderNumber, next)}
          aria-label={`${label} ${sale.orderNumber}`}
        >
          {label}
        </Button>
        {sale.status === 'reception' && <RefundButton order={sale} onRefund={onRefund} />}
      </>
    );
  }
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={icon ? <LocalShippingIcon /> : undefined}
        onClick={() => onShip(sale.orderNumber)}
        aria-label={`${ORDERS_MSG.markShipped} ${sale.orderNumber}`}
      >
        {ORDERS_MSG.markShipped}
      </Button>
      <RefundButton order={sale} onRefund={onRefund} />
    </>
  );
}

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
  const moveOrder = useUpdateOrderStatus();
  const { enqueueSnackbar } = useSnackbar();
  const move = useCallback(
    (orderNumber: string, status: 'ready' | 'received') =>
      moveOrder.mutate(
        { orderNumber, body: { status } },
        {
          onSuccess: () =>
            enqueueSnackbar(`${ORDERS_MSG.saleTitle(orderNumber)}: ${ORDER_STATUS_LABEL[status]}`, {
              variant: 'success',
            }),
          onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
        },
      ),
    [moveOrder.mutate, enqueueSnackbar],
  );

  const columns = useMemo<GridColDef<OrderLine>[]>(() => {
    // The widths add up to the content column of a 1366 px screen (1152 px), 'Acciones' included.
    const money = { align: 'right', headerAlign: 'right', minWidth: 100, flex: 1 } as const;
    return [
      {
        field: 'orderNumber',
        headerName: 'Orden',
        minWidth: 90,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) => <SaleNumber sale={row} onOpen={setDetail} />,
      },
      {
        field: 'product',
        headerName: 'Producto',
        minWidth: 110,
        flex: 1.5,
        sortable: false,
        valueGetter: (_value, row) => boughtName(row.product.name, row.variantLabel),
        renderCell: ({ row }) => (
          <Box sx={{ py: 0.75, whiteSpace: 'normal', lineHeight: 1.4 }}>
            {row.product.name}
            <VariantLabel label={row.variantLabel} />
          </Box>
        ),
      },
      {
        field: 'unitPrice',
        headerName: 'Precio unitario',
        sortable: false,
        ...money,
        minWidth: 120,
        valueGetter: (_value, row) => row.unitPriceCents,
        valueFormatter: (value: number) => formatMoney(value),
      },
      { field: 'quantity', headerName: 'Cantidad', type: 'number', width: 85, sortable: false },
      {
        field: 'discount',
        headerName: 'Descuento',
        width: 115,
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
        width: 130,
        sortable: false,
        renderCell: ({ row }) => <OrderStatusWithRefund order={row} />,
      },
      {
        field: 'orderDate',
        headerName: 'Fecha',
        width: 105,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'actions',
        headerName: 'Acciones',
        sortable: false,
        disableColumnMenu: true,
        width: 285,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
            <SaleActions sale={row} onShip={ship} onMove={move} onRefund={openRefund} icon={false} />
          </Box>
        ),
      },
    ];
  }, [ship, move, openRefund]);

  return (
    <AccountPage title={ORDERS_MSG.salesTitle} maxWidth="lg" error={error}>
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
        phoneCard={(sale) => ({
          name: ORDERS_MSG.saleCard(sale.orderNumber),
          title: <SaleNumber sale={sale} onOpen={setDetail} />,
          facts: [
            {
              label: 'Producto',
              value: (
                <span>
                  {sale.product.name}
                  <VariantLabel label={sale.variantLabel} />
                </span>
              ),
            },
            { label: 'Precio unitario', value: formatMoney(sale.unitPriceCents) },
            { label: 'Cantidad', value: sale.quantity },
            { label: 'Descuento', value: formatDiscount(sale.discount, ORDERS_MSG.noDiscountSale) },
            { label: 'Total', value: <strong>{formatMoney(sale.totalCents)}</strong> },
            { label: 'Estado', value: <OrderStatusWithRefund order={sale} /> },
            { label: ORDERS_MSG.deliveryTitle, value: <DeliveryFacts order={sale} /> },
            { label: 'Fecha', value: formatDate(sale.orderDate) },
          ],
          actions: hasActions(sale) ? (
            <SaleActions sale={sale} onShip={ship} onMove={move} onRefund={openRefund} />
          ) : undefined,
        })}
      />
      <SaleDetailDialog
        orderNumber={detail}
        onClose={() => setDetail(null)}
        onShip={orderDialogs.ship}
        onMove={move}
        onCancel={orderDialogs.cancel}
      />
      {orderDialogs.dialog}
      {refund.dialog}
    </AccountPage>
  );
}
