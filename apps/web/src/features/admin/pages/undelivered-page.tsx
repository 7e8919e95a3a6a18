import {
  ADMIN_PAGE_SIZE,
  labelOf,
  OUTBOX_KIND_LABEL,
  UNDELIVERED_MSG,
  type UndeliveredMessage,
} from '@bazar/shared';
import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { BackOfficeList } from '../../../components/back-office-list';
import { useGridQuery } from '../../../components/server-grid';
import { formatDate } from '../../../lib/format';
import { useSnackbar } from '../../../lib/snackbar';
import { useRetryUndelivered, useUndelivered } from '../api/undelivered';

// The server has one order (the most recently dead first): no column sorts.
const serverOrder = () => undefined;
const rowsFitTheirText = () => 'auto' as const;
// Rows grow with their text, so every cell keeps the same top padding and the lines align.
const wrapped = { whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.4, py: 1 } as const;
const threeLines = {
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/**
 * /admin/mensajes: the outbox rows that gave up after OUTBOX_MAX_ATTEMPTS failures (a receipt
 * whose address bounces, a handler that always fails), each with its last error and a
 * 'Reintentar' that queues it again at once. Nothing of a payload shows but the summary its kind
 * allows (a receipt's invoice and recipient).
 */
export function AdminUndeliveredPage() {
  const grid = useGridQuery(ADMIN_PAGE_SIZE, serverOrder);
  const list = useUndelivered(grid.query);
  const retry = useRetryUndelivered();
  const { enqueueSnackbar } = useSnackbar();
  // On a phone 'Reintentar' comes right after the message, inside the first screen width.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { mutate, isPending, variables } = retry;

  const columns = useMemo<GridColDef<UndeliveredMessage>[]>(() => {
    // Its kind over what it allows to show, in one column that wraps (a recipient's address is
    // long): the row fits the back office's width, its button in view, even on a phone.
    const message: GridColDef<UndeliveredMessage> = {
      field: 'kind',
      headerName: 'Mensaje',
      flex: 2,
      minWidth: phone ? 190 : 240,
      renderCell: ({ row }) => (
        <Box sx={wrapped}>
          <Box sx={{ fontWeight: 500 }}>{labelOf(OUTBOX_KIND_LABEL, row.kind)}</Box>
          <Box sx={{ color: 'text.secondary' }}>{row.summary ?? '—'}</Box>
        </Box>
      ),
    };
    const actions: GridColDef<UndeliveredMessage> = {
      field: 'actions',
      headerName: 'Acciones',
      width: 150,
      disableColumnMenu: true,
      renderCell: ({ row }) => (
        <Box sx={{ py: 0.75 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<ReplayIcon />}
            disabled={isPending && variables === row.id}
            aria-label={`${UNDELIVERED_MSG.retry} mensaje ${row.id}`}
            onClick={() =>
              mutate(row.id, {
                onSuccess: (answer) => enqueueSnackbar(answer.msg, { variant: 'success' }),
                onError: (error) =>
                  enqueueSnackbar(error.message || UNDELIVERED_MSG.notRetried, { variant: 'error' }),
              })
            }
          >
            {UNDELIVERED_MSG.retry}
          </Button>
        </Box>
      ),
    };
    const rest: GridColDef<UndeliveredMessage>[] = [
      {
        field: 'attempts',
        headerName: 'Intentos',
        type: 'number',
        width: 90,
        renderCell: ({ row }) => <Box sx={wrapped}>{row.attempts}</Box>,
      },
      {
        field: 'lastError',
        headerName: 'Último error',
        flex: 1.5,
        minWidth: 160,
        // Three lines of a long error; hovering shows all of it.
        renderCell: ({ row }) => (
          <Box title={row.lastError ?? undefined} sx={{ ...wrapped, ...threeLines }}>
            {row.lastError ?? '—'}
          </Box>
        ),
      },
      {
        field: 'createdAt',
        headerName: 'Creado',
        width: 110,
        renderCell: ({ row }) => <Box sx={wrapped}>{formatDate(row.createdAt)}</Box>,
      },
      // When it gave up: the time of its last attempt.
      {
        field: 'deadAt',
        headerName: 'Último intento',
        width: 125,
        renderCell: ({ row }) => <Box sx={wrapped}>{formatDate(row.deadAt)}</Box>,
      },
    ];
    return (phone ? [message, actions, ...rest] : [message, ...rest, actions]).map((column) => ({
      ...column,
      sortable: false,
    }));
  }, [phone, mutate, isPending, variables, enqueueSnackbar]);

  return (
    <BackOfficeList
      title={UNDELIVERED_MSG.title}
      columns={columns}
      list={list}
      grid={grid}
      getRowHeight={rowsFitTheirText}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {UNDELIVERED_MSG.help}
      </Typography>
    </BackOfficeList>
  );
}
