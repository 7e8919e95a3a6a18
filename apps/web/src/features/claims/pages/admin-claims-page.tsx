import { ADMIN_PAGE_SIZE, boughtName, CLAIM_MSG, type ClaimSummary, webPath } from '@bazar/shared';
import Box from '@mui/material/Box';
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

/** A cell whose text wraps onto more lines rather than widening its column (rows grow to fit). */
const wrapped = { whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.4, py: 1 } as const;
const rowsFitTheirText = () => 'auto' as const;
const wrappedText = (text: string) => <Box sx={wrapped}>{text}</Box>;

/** One of the parties, named by their role ('Comprador: ana_p'). */
function Party({ role, name }: { role: string; name: string }) {
  return (
    <Box>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {role}:
      </Box>{' '}
      {name}
    </Box>
  );
}

/**
 * Seven columns within the back office's width at 1366 px (the screen beside its menu, about
 * 900 px): the fixed ones as narrow as their content, the product and the parties (buyer over
 * seller, in one column) wrapping in theirs.
 */
const claimColumns: GridColDef<ClaimSummary>[] = [
  {
    field: 'orderNumber',
    headerName: CLAIM_MSG.order,
    width: 105,
    sortable: false,
    renderCell: ({ row }) => (
      <Box sx={wrapped}>
        <Link
          component={RouterLink}
          to={webPath('claim', { orderNumber: row.orderNumber })}
          aria-label={CLAIM_MSG.see(row.orderNumber)}
        >
          {row.orderNumber}
        </Link>
      </Box>
    ),
  },
  {
    field: 'productName',
    headerName: CLAIM_MSG.product,
    flex: 1.5,
    minWidth: 140,
    sortable: false,
    renderCell: ({ row }) => wrappedText(boughtName(row.productName, row.variantLabel)),
  },
  {
    field: 'reason',
    headerName: CLAIM_MSG.reason,
    width: 115,
    sortable: false,
    renderCell: ({ row }) => wrappedText(CLAIM_MSG.reasonLabel[row.reason]),
  },
  {
    field: 'status',
    headerName: CLAIM_MSG.status,
    width: 130,
    sortable: false,
    renderCell: ({ row }) => (
      <Box sx={{ py: 1 }}>
        <ClaimStatusChip status={row.status} wrap />
      </Box>
    ),
  },
  {
    field: 'parties',
    headerName: CLAIM_MSG.parties,
    flex: 1,
    minWidth: 150,
    sortable: false,
    renderCell: ({ row }) => (
      <Box sx={wrapped}>
        <Party role={CLAIM_MSG.buyerLabel} name={row.buyer.userName} />
        <Party role={CLAIM_MSG.sellerLabel} name={row.seller?.userName ?? '—'} />
      </Box>
    ),
  },
  {
    field: 'openedAt',
    headerName: CLAIM_MSG.openedOn,
    width: 110,
    sortable: false,
    renderCell: ({ row }) => wrappedText(formatDate(row.openedAt)),
  },
  {
    field: 'lastMessageAt',
    headerName: CLAIM_MSG.lastMessage,
    width: 140,
    sortable: false,
    renderCell: ({ row }) => wrappedText(formatDate(row.lastMessageAt)),
  },
];

/**
 * Nothing sorts or filters by column here (the list has one order), so no column has a menu: its
 * button, laid out at the header's right even while hidden, pushed the last header past the grid.
 */
const columns = claimColumns.map((column) => ({ ...column, disableColumnMenu: true }));

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
      getRowHeight={rowsFitTheirText}
    />
  );
}
