import { MONEY_MSG } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { RouteFallback } from '../../../components/route-fallback';
import { SubmitButton } from '../../../components/submit-button';
import { useCommissions } from '../../../lib/commissions';
import { formatDate } from '../../../lib/format';
import { useSnackbar } from '../../../lib/snackbar';
import { useSaveCommissions } from '../api/seller';
import { type CommissionsDraft, type DraftErrors, draftOf, readDraft } from '../commissions-form';

// A plain table styled as Material's: MUI's Table would be a chunk shared with the invoices' modal.
const cell = {
  px: 2,
  py: 0.75,
  borderBottom: '1px solid',
  borderColor: 'divider',
  textAlign: 'left',
  verticalAlign: 'middle',
  fontSize: '0.875rem',
  fontWeight: 400,
} as const;
const headCell = { ...cell, fontWeight: 500, py: 1.5 } as const;

const percentInput = { htmlInput: { inputMode: 'decimal', autoComplete: 'off' } } as const;

function CommissionsForm({ initial }: { initial: CommissionsDraft }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors | null>(null);
  const save = useSaveCommissions();
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();

  const setCategory = (categoryId: number, change: Partial<CommissionsDraft['categories'][number]>) =>
    setDraft((d) => ({
      ...d,
      categories: d.categories.map((c) => (c.categoryId === categoryId ? { ...c, ...change } : c)),
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readDraft(draft);
    setErrors(read.errors);
    if (!read.body) return;
    const confirmed = await confirm.ask({
      title: MONEY_MSG.confirmCommissionsTitle,
      text: MONEY_MSG.commissionsHint,
      confirmLabel: MONEY_MSG.saveCommissions,
      destructive: false,
    });
    if (!confirmed) return;
    save.mutate(read.body, {
      onSuccess: () => enqueueSnackbar(MONEY_MSG.commissionsSaved, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
    });
  };

  return (
    <Box component="form" noValidate aria-label={MONEY_MSG.commissionsTitle} onSubmit={submit}>
      <TextField
        label={MONEY_MSG.defaultRate}
        value={draft.defaultRate}
        onChange={(e) => setDraft((d) => ({ ...d, defaultRate: e.target.value }))}
        error={Boolean(errors?.defaultRate)}
        helperText={errors?.defaultRate}
        slotProps={percentInput}
        sx={{ mb: 2, width: { xs: '100%', sm: 260 } }}
      />
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Box
          component="table"
          aria-label={MONEY_MSG.categoryRate}
          sx={{
            width: '100%',
            borderCollapse: 'collapse',
            '& tbody tr:last-of-type > *': { borderBottom: 0 },
          }}
        >
          <thead>
            <tr>
              <Box component="th" scope="col" sx={headCell}>
                {MONEY_MSG.column.category}
              </Box>
              <Box component="th" scope="col" sx={headCell}>
                {MONEY_MSG.usesDefault}
              </Box>
              <Box component="th" scope="col" sx={headCell}>
                {MONEY_MSG.categoryRate}
              </Box>
            </tr>
          </thead>
          <tbody>
            {draft.categories.map((c) => {
              const error = errors?.categories[c.categoryId];
              return (
                <tr key={c.categoryId}>
                  <Box
                    component="th"
                    scope="row"
                    sx={{ ...cell, overflowWrap: 'break-word', hyphens: 'auto' }}
                  >
                    {c.categoryName}
                  </Box>
                  <Box component="td" sx={{ ...cell, px: 1 }}>
                    <Checkbox
                      checked={c.usesDefault}
                      onChange={(e) =>
                        setCategory(c.categoryId, {
                          usesDefault: e.target.checked,
                          rate: e.target.checked ? '' : c.rate || draft.defaultRate,
                        })
                      }
                      slotProps={{ input: { 'aria-label': MONEY_MSG.usesDefaultOf(c.categoryName) } }}
                    />
                  </Box>
                  <Box component="td" sx={{ ...cell, minWidth: 88 }}>
                    <TextField
                      size="small"
                      value={c.usesDefault ? '' : c.rate}
                      placeholder={c.usesDefault ? draft.defaultRate : undefined}
                      disabled={c.usesDefault}
                      onChange={(e) => setCategory(c.categoryId, { rate: e.target.value })}
                      error={Boolean(error)}
                      helperText={error}
                      slotProps={{
                        htmlInput: {
                          ...percentInput.htmlInput,
                          'aria-label': MONEY_MSG.categoryRateOf(c.categoryName),
                        },
                      }}
                      sx={{ width: { xs: 88, sm: 160 } }}
                    />
                  </Box>
                </tr>
              );
            })}
          </tbody>
        </Box>
      </Paper>
      <Box sx={{ mt: 2 }}>
        <SubmitButton pending={save.isPending}>{MONEY_MSG.saveCommissions}</SubmitButton>
      </Box>
      {confirm.dialog}
    </Box>
  );
}

/**
 * /admin/comisiones: the shop's general commission and each category's own (or the general one).
 * Saving asks first: a change applies to the sales made after it, never to earlier ones.
 */
export function AdminCommissionsPage() {
  const commissions = useCommissions();
  return (
    <Box>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {MONEY_MSG.commissionsTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {MONEY_MSG.commissionsHint}{' '}
        {commissions.data &&
          (commissions.data.updatedAt
            ? MONEY_MSG.commissionsUpdatedAt(formatDate(commissions.data.updatedAt))
            : MONEY_MSG.neverChanged)}
      </Typography>
      {commissions.isPending && <RouteFallback />}
      {commissions.isError && <Alert severity="error">{commissions.error.message}</Alert>}
      {commissions.data && (
        <CommissionsForm key={commissions.data.updatedAt ?? 'initial'} initial={draftOf(commissions.data)} />
      )}
    </Box>
  );
}
