import { ADMIN_PAGE_SIZE, formatMoney, MONEY_MSG, type PayableSeller, webPath } from '@bazar/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyMessage } from '../../../components/account-page';
import { useConfirm } from '../../../components/confirm-dialog';
import { ServerGrid, useGridQuery } from '../../../components/server-grid';
import { formatDate } from '../../../lib/format';
import { parseHundredths } from '../../../lib/parse-decimal';
import { useSnackbar } from '../../../lib/snackbar';
import { useBatches, useCreateBatch, usePayableSellers } from '../api/back-office';

// Each list has one order on the server: no column sorts.
const serverOrder = () => undefined;
const rowsFitTheirText = () => 'auto' as const;
const wrapped = { whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.4, py: 1 } as const;

/** The minimum typed in pesos, as cents once the typing pauses; a blank is none, a wrong amount says so. */
function useMinimum() {
  const [text, setText] = useState('');
  const [minCents, setMinCents] = useState(0);
  const parsed = text.trim() === '' ? 0 : parseHundredths(text);
  useEffect(() => {
    if (parsed === null) return;
    const timer = setTimeout(() => setMinCents(parsed), 300);
    return () => clearTimeout(timer);
  }, [parsed]);
  return { text, setText, minCents, invalid: parsed === null };
}

function PayableSellers() {
  const grid = useGridQuery(ADMIN_PAGE_SIZE, serverOrder);
  const minimum = useMinimum();
  const { setPagination } = grid;
  const { minCents } = minimum;
  // A new minimum starts again at the first page.
  useEffect(() => {
    if (minCents >= 0) setPagination((p) => ({ ...p, page: 0 }));
  }, [minCents, setPagination]);
  const sellers = usePayableSellers({ ...grid.query, minCents });
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [scope, setScope] = useState<'chosen' | 'all'>('chosen');
  const create = useCreateBatch();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();

  const columns = useMemo<GridColDef<PayableSeller>[]>(
    () => [
      {
        field: 'choose',
        headerName: MONEY_MSG.column.choose,
        width: 80,
        sortable: false,
        disableColumnMenu: true,
        renderCell: ({ row }) => (
          <Checkbox
            checked={chosen.has(row.seller.id)}
            disabled={row.account === null}
            onChange={(e) =>
              setChosen((set) => {
                const next = new Set(set);
                if (e.target.checked) next.add(row.seller.id);
                else next.delete(row.seller.id);
                return next;
              })
            }
            slotProps={{ input: { 'aria-label': MONEY_MSG.chooseSeller(row.seller.userName) } }}
          />
        ),
      },
      {
        field: 'seller',
        headerName: MONEY_MSG.column.seller,
        flex: 1,
        minWidth: 170,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={wrapped}>
            <Box sx={{ fontWeight: 500 }}>{row.seller.userName}</Box>
            <Box sx={{ color: 'text.secondary' }}>{row.seller.email}</Box>
          </Box>
        ),
      },
      {
        field: 'availableCents',
        headerName: MONEY_MSG.available,
        width: 130,
        align: 'right',
        headerAlign: 'right',
        sortable: false,
        renderCell: ({ row }) => <Box sx={wrapped}>{formatMoney(row.availableCents)}</Box>,
      },
      {
        field: 'account',
        headerName: MONEY_MSG.payoutAccountTitle,
        flex: 1.3,
        minWidth: 200,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={wrapped}>
            {row.account ? (
              <>
                <Box>{row.account.holderName}</Box>
                <Box sx={{ color: 'text.secondary' }}>{MONEY_MSG.accountLine(row.account)}</Box>
              </>
            ) : (
              <Box sx={{ color: 'error.main', fontWeight: 500 }}>{MONEY_MSG.noPayoutAccount}</Box>
            )}
          </Box>
        ),
      },
    ],
    [chosen],
  );

  const createBatch = async () => {
    const confirmed = await confirm.ask({
      title: MONEY_MSG.confirmBatchTitle,
      text: MONEY_MSG.confirmBatchText,
      confirmLabel: MONEY_MSG.createBatch,
      destructive: false,
    });
    if (!confirmed) return;
    create.mutate(
      { minCents, ...(scope === 'chosen' ? { sellerIds: [...chosen] } : {}) },
      {
        onSuccess: (batch) => {
          setChosen(new Set());
          enqueueSnackbar(MONEY_MSG.batchCreated(batch.payouts.length, formatMoney(batch.totalCents)), {
            variant: 'success',
          });
          navigate(webPath('adminPayoutBatch', { batchId: batch.id }));
        },
        onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
      },
    );
  };

  const none = sellers.data?.total === 0;
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          label={MONEY_MSG.minimumAmount}
          size="small"
          value={minimum.text}
          onChange={(e) => minimum.setText(e.target.value)}
          error={minimum.invalid}
          helperText={minimum.invalid ? MONEY_MSG.amountFormat : undefined}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          sx={{ width: { xs: '100%', sm: 260 } }}
        />
        <TextField
          label={MONEY_MSG.searchSeller}
          type="search"
          size="small"
          value={grid.search}
          onChange={(e) => grid.setSearch(e.target.value)}
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
          sx={{ width: { xs: '100%', sm: 340 } }}
        />
      </Box>
      {none ? (
        <EmptyMessage>{grid.query.q ? MONEY_MSG.noSellerMatches : MONEY_MSG.noSellersToPay}</EmptyMessage>
      ) : (
        <ServerGrid
          label={MONEY_MSG.payoutsTitle}
          data={sellers.data}
          loading={sellers.isFetching}
          columns={columns}
          grid={grid}
          getRowId={(row) => row.seller.id}
          getRowHeight={rowsFitTheirText}
          pageSizeOptions={[ADMIN_PAGE_SIZE]}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
        <FormControl>
          <FormLabel id="batch-scope">{MONEY_MSG.batchFor}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="batch-scope"
            value={scope}
            onChange={(e) => setScope(e.target.value as 'chosen' | 'all')}
          >
            <FormControlLabel value="chosen" control={<Radio />} label={MONEY_MSG.chosenCount(chosen.size)} />
            <FormControlLabel value="all" control={<Radio />} label={MONEY_MSG.allSellers} />
          </RadioGroup>
        </FormControl>
        <Box>
          <Button
            variant="contained"
            disabled={
              // The sellers ticked stay chosen across searches; 'all' needs someone to pay.
              create.isPending ||
              minimum.invalid ||
              (scope === 'chosen' ? chosen.size === 0 : none && !grid.query.q)
            }
            onClick={createBatch}
          >
            {MONEY_MSG.createBatch}
          </Button>
        </Box>
      </Stack>
      {confirm.dialog}
    </Box>
  );
}

function Batches() {
  const grid = useGridQuery(ADMIN_PAGE_SIZE, serverOrder);
  const batches = useBatches(grid.query);
  type Row = NonNullable<typeof batches.data>['items'][number];
  const batchColumns: GridColDef<Row>[] = [
    {
      field: 'id',
      headerName: MONEY_MSG.column.batch,
      width: 100,
      renderCell: ({ row }) => (
        <Link
          component={RouterLink}
          to={webPath('adminPayoutBatch', { batchId: row.id })}
          aria-label={MONEY_MSG.seeBatch(row.id)}
        >
          {MONEY_MSG.batchTitle(row.id)}
        </Link>
      ),
    },
    {
      field: 'createdAt',
      headerName: MONEY_MSG.column.date,
      width: 110,
      valueFormatter: (v: string) => formatDate(v),
    },
    {
      field: 'createdBy',
      headerName: MONEY_MSG.column.createdBy,
      flex: 1,
      minWidth: 120,
      valueGetter: (_v, row) => row.createdBy.userName,
    },
    { field: 'count', headerName: MONEY_MSG.column.payouts, type: 'number', width: 80 },
    { field: 'pendingCount', headerName: MONEY_MSG.column.pendingPayouts, type: 'number', width: 100 },
    {
      field: 'totalCents',
      headerName: MONEY_MSG.column.total,
      width: 130,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number) => formatMoney(v),
    },
  ];
  const columns = batchColumns.map((c): GridColDef<Row> => ({ ...c, sortable: false }));
  return (
    <Box component="section" aria-labelledby="batches-title" sx={{ mt: 4 }}>
      <Typography id="batches-title" variant="h3" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 2 }}>
        {MONEY_MSG.batchesTitle}
      </Typography>
      {batches.data?.total === 0 ? (
        <EmptyMessage>{MONEY_MSG.noBatches}</EmptyMessage>
      ) : (
        <ServerGrid
          label={MONEY_MSG.batchesTitle}
          data={batches.data}
          loading={batches.isFetching}
          columns={columns}
          grid={grid}
          pageSizeOptions={[ADMIN_PAGE_SIZE]}
        />
      )}
    </Box>
  );
}

/**
 * /admin/pagos: the sellers with money available (and whether they gave an account to pay it
 * to), chosen one by one or all at once for a batch of bank transfers; then the batches made.
 */
export function AdminPayoutsPage() {
  return (
    <Box>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {MONEY_MSG.payoutsTitle}
      </Typography>
      <PayableSellers />
      <Batches />
    </Box>
  );
}
