import { formatMoney, INVOICE_PARAM, type InvoiceSummary, ORDERS_MSG, ORDERS_PAGE_SIZE } from '@bazar/shared';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AccountPage } from '../../../components/account-page';
import { ServerGrid, useGridQuery } from '../../../components/server-grid';
import { useDocumentTitle } from '../../../components/use-document-title';
import { formatDate } from '../../../lib/format';
import { dateOrTotalSort } from '../../../lib/grid-query';
import { useUserInvoices } from '../api/get-user-invoices';
import { InvoiceModal } from '../components/invoice-modal';

const sortByDateOrTotal = dateOrTotalSort('createdAt');

/** 'Ver detalles' of one invoice: the grid's last column, and the foot of its card on a phone. */
function SeeDetails({ invoice, onOpen }: { invoice: InvoiceSummary; onOpen: (id: number) => void }) {
  return (
    <Button
      size="small"
      onClick={() => onOpen(invoice.id)}
      aria-label={`${ORDERS_MSG.seeDetails} ${invoice.invoiceNumber}`}
    >
      {ORDERS_MSG.seeDetails}
    </Button>
  );
}

export function UserInvoicesPage() {
  useDocumentTitle(ORDERS_MSG.invoicesTitle);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const grid = useGridQuery(ORDERS_PAGE_SIZE, sortByDateOrTotal);
  const { data, error, isFetching } = useUserInvoices(grid.query);
  // ?factura=42 opens that invoice at once (the purchase's confirmation links here).
  const [params] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(() => {
    const asked = Number(params.get(INVOICE_PARAM));
    return Number.isInteger(asked) && asked > 0 ? asked : null;
  });

  const columns = useMemo<GridColDef<InvoiceSummary>[]>(
    () => [
      { field: 'invoiceNumber', headerName: 'Número', flex: 1, minWidth: 120, sortable: false },
      {
        field: 'total',
        headerName: 'Total',
        flex: 1,
        minWidth: 120,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) => row.totalCents,
        valueFormatter: (value: number) => formatMoney(value),
      },
      {
        field: 'createdAt',
        headerName: 'Fecha',
        flex: 1,
        minWidth: 110,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'actions',
        headerName: 'Acciones',
        sortable: false,
        disableColumnMenu: true,
        minWidth: 150,
        renderCell: ({ row }) => <SeeDetails invoice={row} onOpen={setOpenId} />,
      },
    ],
    [],
  );

  return (
    <AccountPage title={ORDERS_MSG.invoicesTitle} maxWidth="lg" error={error}>
      <ServerGrid
        label="Facturas"
        data={data}
        loading={isFetching}
        columns={columns}
        grid={grid}
        pageSizeOptions={[ORDERS_PAGE_SIZE]}
        height="fixed"
        phoneCard={(invoice) => ({
          name: `Factura ${invoice.invoiceNumber}`,
          title: `Factura ${invoice.invoiceNumber}`,
          facts: [
            { label: 'Total', value: formatMoney(invoice.totalCents) },
            { label: 'Fecha', value: formatDate(invoice.createdAt) },
          ],
          actions: <SeeDetails invoice={invoice} onOpen={setOpenId} />,
        })}
      />
      <InvoiceModal invoiceId={openId} open={openId !== null} onClose={() => setOpenId(null)} />
    </AccountPage>
  );
}
