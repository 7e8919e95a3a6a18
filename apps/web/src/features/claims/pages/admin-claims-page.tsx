import { ADMIN_PAGE_SIZE, boughtName, CLAIM_MSG, type ClaimSummary, webPath } from '@bazar/shared';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { BackOfficeList } from '../../../components/back-office-list';
import { useGridQuery } from '../../../components/server-grid';
import { formatDate } from '../../../lib/format';
import { type ClaimStatusFilter, useAdminClaims } from '../api/claim-lists';
import { ClaimStatusChip } from '../components/claim-status-chip';

const columns: GridColDef<ClaimSummary>[] = [
  {
    field: 'orderNumber',
    headerName: CLAIM_MSG.order,
    width: 130,
    sortable: false,
    renderCell: ({ row }) => (
      <Link
        component={RouterLink}
        to={webPath('claim', { orderNumber: row.orderNumber })}
        aria-label={CLAIM_MSG.see(row.orderNumber)}
      >
        {row.orderNumber}
      </Link>
    ),
  },
  {
    field: 'productName',
    headerName: CLAIM_MSG.product,
    flex: 1.4,
    minWidth: 160,
    sortable: false,
    valueGetter: (_v, row) => boughtName(row.productName, row.variantLabel),
  },
  {
    field: 'reason',
    headerName: CLAIM_MSG.reason,
    width: 170,
    sortable: false,
    valueFormatter: (value: ClaimSummary['reason']) => CLAIM_MSG.reasonLabel[value],
  },
  {
    field: 'status',
    headerName: CLAIM_MSG.status,
    width: 190,
    sortable: false,
    renderCell: ({ row }) => <ClaimStatusChip status={row.status} />,
  },
  {
    field: 'buyer',
    headerName: CLAIM_MSG.buyerLabel,
    flex: 1,
    minWidth: 120,
    sortable: false,
    valueGetter: (_v, row) => row.buyer.userName,
  },
  {
    field: 'seller',
    headerName: CLAIM_MSG.sellerLabel,
    flex: 1,
    minWidth: 120,
    sortable: false,
    valueGetter: (_v, row) => row.seller?.userName ?? '—',
  },
  {
    field: 'openedAt',
    headerName: CLAIM_MSG.openedOn,
    width: 120,
    sortable: false,
    valueFormatter: (value: string) => formatDate(value),
  },
  {
    field: 'lastMessageAt',
    headerName: CLAIM_MSG.lastMessage,
    width: 140,
    sortable: false,
    valueFormatter: (value: string) => formatDate(value),
  },
];

/** /admin/reclamos: the claims to resolve, oldest first (resolved ones or all of them on demand). */
export function AdminClaimsPage() {
  const grid = useGridQuery(ADMIN_PAGE_SIZE, () => undefined);
  const [status, setStatus] = useState<ClaimStatusFilter>('unresolved');
  const claims = useAdminClaims({ page: grid.query.page, pageSize: grid.query.pageSize, status });
  const filter = (
    <TextField
      select
      size="small"
      label={CLAIM_MSG.status}
      value={status}
      onChange={(e) => {
        setStatus(e.target.value as ClaimStatusFilter);
        grid.setPagination((p) => ({ ...p, page: 0 }));
      }}
      sx={{ minWidth: 170 }}
    >
      {(Object.keys(CLAIM_MSG.filterLabel) as ClaimStatusFilter[]).map((s) => (
        <MenuItem key={s} value={s}>
          {CLAIM_MSG.filterLabel[s]}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <BackOfficeList
      title={status === 'unresolved' ? CLAIM_MSG.adminTitle : CLAIM_MSG.title}
      columns={columns}
      list={claims}
      grid={grid}
      filters={filter}
    />
  );
}
