import { ADMIN_PAGE_SIZE, type AuditEntry, MONEY_MSG } from '@bazar/shared';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { BackOfficeList } from '../../../components/back-office-list';
import { useGridQuery } from '../../../components/server-grid';
import { formatDate } from '../../../lib/format';
import { useAudit } from '../api/back-office';

// Newest first is the server's only order.
const serverOrder = () => undefined;
const rowsFitTheirText = () => 'auto' as const;
const wrapped = { whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.4, py: 1 } as const;

const auditColumns: GridColDef<AuditEntry>[] = [
  {
    field: 'createdAt',
    headerName: MONEY_MSG.column.date,
    width: 110,
    renderCell: ({ row }) => <Box sx={wrapped}>{formatDate(row.createdAt)}</Box>,
  },
  {
    field: 'action',
    headerName: MONEY_MSG.column.action,
    width: 150,
    renderCell: ({ row }) => (
      <Box sx={{ ...wrapped, fontWeight: 500 }}>{MONEY_MSG.auditAction[row.action]}</Box>
    ),
  },
  {
    field: 'summary',
    headerName: MONEY_MSG.column.summary,
    flex: 2,
    minWidth: 220,
    renderCell: ({ row }) => <Box sx={wrapped}>{row.summary}</Box>,
  },
  {
    field: 'actor',
    headerName: MONEY_MSG.column.actor,
    flex: 1,
    minWidth: 120,
    renderCell: ({ row }) => (
      <Box sx={wrapped}>
        {row.actor ? MONEY_MSG.actorAs(row.actor.userName, row.actor.role) : MONEY_MSG.systemActor}
      </Box>
    ),
  },
];
const columns = auditColumns.map((column): GridColDef<AuditEntry> => ({ ...column, sortable: false }));

/** /admin/registro-de-dinero: every change of commissions, refund and payout decision, and who made it. */
export function AdminMoneyAuditPage() {
  const grid = useGridQuery(ADMIN_PAGE_SIZE, serverOrder);
  const audit = useAudit(grid.query);
  return (
    <BackOfficeList
      title={MONEY_MSG.auditTitle}
      columns={columns}
      list={audit}
      grid={grid}
      getRowHeight={rowsFitTheirText}
    />
  );
}
