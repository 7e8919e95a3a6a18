import { ADMIN_PAGE_SIZE, formatMoney, type InvoiceSummary } from '@bazar/shared';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { BackOfficeList } from '../../../components/back-office-list';
import { useGridQuery } from '../../../components/server-grid';
import { formatDate } from '../../../lib/format';
import { dateOrTotalSort } from '../../../lib/grid-query';
import { useAdminInvoices } from '../api/all-invoices';
import { InvoiceModal } from '../components/invoice-modal';

const invoiceSort = dateOrTotalSort('createdAt');

/** /admin/facturas: the user's invoice grid plus the customer's user name and number of orders. */
export function AdminInvoicesPage() {
  const grid = useGridQuery(ADMIN_PAGE_SIZE, invoiceSort);
  const invoices = useAdminInvoices(grid.query);
  const [openId, setOpenId] = useState<number | null>(null);
  const columns = useMemo<GridColDef<InvoiceSummary>[]>(
    () => [
      { field: 'invoiceNumber', headerName: 'Número', width: 130, sortable: false },
      {
        field: 'user',
        headerName: 'Usuario',
        flex: 1,
        minWidth: 130,
        sortable: false,
        valueGetter: (_v, row) => row.user.userName,
      },
      { field: 'ordersCount', headerName: 'Órdenes', width: 100, sortable: false },
      {
        field: 'total',
        headerName: 'Total',
        width: 130,
        valueFormatter: (_v, row) => formatMoney(row.totalCents),
      },
      { field: 'createdAt', headerName: 'Fecha', width: 120, valueFormatter: (v: string) => formatDate(v) },
      {
        field: 'actions',
        headerName: 'Acciones',
        width: 140,
        sortable: false,
        renderCell: ({ row }) => (
          <Button
            size="small"
            onClick={() => setOpenId(row.id)}
            aria-label={`Ver detalles de ${row.invoiceNumber}`}
          >
            Ver detalles
          </Button>
        ),
      },
    ],
    [],
  );
  return (
    <BackOfficeList
      title="Facturas"
      searchLabel="Buscar por número, usuario o correo"
      columns={columns}
      list={invoices}
      grid={grid}
    >
      <InvoiceModal invoiceId={openId} open={openId !== null} onClose={() => setOpenId(null)} />
    </BackOfficeList>
  );
}
