import { formatMoney, type InvoiceSummary, ORDERS_MSG, ORDERS_PAGE_SIZE } from '@bazar/shared';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
import { AccountPage } from '../../../components/account-page';
import { ServerGrid, useGridQuery } from '../../../components/server-grid';
import { useDocumentTitle } from '../../../components/use-document-title';
import { formatDate } from '../../../lib/format';
import { dateOrTotalSort } from '../../../lib/grid-query';
import { useUserInvoices } from '../api/get-user-invoices';
import { InvoiceModal } from '../components/invoice-modal';

const sortByDateOrTotal = dateOrTotalSort('createdAt');

export function UserInvoicesPage() {
  useDocumentTitle(ORDERS_MSG.invoicesTitle);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const grid = useGridQuery(ORDERS_PAGE_SIZE, sortByDateOrTotal);
  const { data, error, isFetching } = useUserInvoices(grid.query);
  const [openId, setOpenId] = useState<number | null>(null);
  // On a phone 'Ver detalles' comes right after the number, inside the first screen width.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

  const columns = useMemo<GridColDef<InvoiceSummary>[]>(() => {
    const actions: GridColDef<InvoiceSummary> = {
      field: 'actions',
      headerName: 'Acciones',
      sortable: false,
      disableColumnMenu: true,
      minWidth: phone ? 130 : 150,
      renderCell: ({ row }) => (
        <Button
          size="small"
          onClick={() => setOpenId(row.id)}
          aria-label={`${ORDERS_MSG.seeDetails} ${row.invoiceNumber}`}
        >
          {ORDERS_MSG.seeDetails}
        </Button>
      ),
    };
    const rest: GridColDef<InvoiceSummary>[] = [
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
    ];
    const number: GridColDef<InvoiceSummary> = {
      field: 'invoiceNumber',
      headerName: 'Número',
      flex: 1,
      minWidth: phone ? 100 : 120,
      sortable: false,
    };
    return phone ? [number, actions, ...rest] : [number, ...rest, actions];
  }, [phone]);

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
      />
      <InvoiceModal invoiceId={openId} open={openId !== null} onClose={() => setOpenId(null)} />
    </AccountPage>
  );
}
