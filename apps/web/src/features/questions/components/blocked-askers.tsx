import { QUESTION_MSG } from '@bazar/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../lib/format';
import { useSnackbar } from '../../../lib/snackbar';
import { useBlockedAskers, useSellerAction } from '../api/received-questions';

const TITLE_ID = 'blocked-askers-title';

/** 'Usuarios bloqueados': who may not ask the seller any more, each with 'Desbloquear'. */
export function BlockedAskers() {
  const blocks = useBlockedAskers();
  const act = useSellerAction();
  const { enqueueSnackbar } = useSnackbar();
  const items = blocks.data?.items;
  return (
    <Box component="section" aria-labelledby={TITLE_ID} sx={{ mt: 4 }}>
      <Typography id={TITLE_ID} variant="h6" component="h2" gutterBottom>
        {QUESTION_MSG.blockedList}
      </Typography>
      {!items ? (
        <Skeleton width="50%" />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{QUESTION_MSG.blockedEmpty}</Typography>
      ) : (
        <Box component="ul" aria-label={QUESTION_MSG.blockedList} sx={{ p: 0, m: 0 }}>
          {items.map((user) => (
            <Box
              component="li"
              key={user.id}
              sx={{
                listStyle: 'none',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
                gap: 1,
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{user.userName}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {QUESTION_MSG.blockedOn(formatDate(user.blockedAt))}
                </Typography>
              </Box>
              <Button
                size="small"
                variant="outlined"
                aria-label={`${QUESTION_MSG.unblock} a ${user.userName}`}
                disabled={act.isPending}
                onClick={() =>
                  act.mutate(
                    { action: 'unblock', userId: user.id },
                    {
                      onSuccess: ({ msg }) =>
                        enqueueSnackbar(msg || QUESTION_MSG.unblocked, { variant: 'success' }),
                      onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
                    },
                  )
                }
              >
                {QUESTION_MSG.unblock}
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
