import {
  MONEY_MSG,
  type PayoutAccount,
  type PayoutAccountBody,
  payoutAccountBodySchema,
} from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { SubmitButton } from '../../../components/submit-button';
import { isApiError } from '../../../lib/api-client';
import { fieldState } from '../../../lib/field-state';
import { useSnackbar } from '../../../lib/snackbar';
import { zodResolver } from '../../../lib/zod-resolver';
import { PAYOUT_ACCOUNT_ANCHOR, usePayoutAccount, useSavePayoutAccount } from '../api/seller';

type AccountValues = Record<keyof PayoutAccountBody, string>;
const FIELD_NAMES: readonly (keyof AccountValues)[] = ['holderName', 'cbu', 'alias'];

// The schema turns blanks into "none"; the form itself only holds strings.
const resolver = zodResolver(payoutAccountBodySchema) as unknown as Resolver<
  AccountValues,
  unknown,
  PayoutAccountBody
>;

function AccountForm({ account }: { account: PayoutAccount | null }) {
  const { enqueueSnackbar } = useSnackbar();
  const save = useSavePayoutAccount();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<AccountValues, unknown, PayoutAccountBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      holderName: account?.holderName ?? '',
      cbu: account?.cbu ?? '',
      alias: account?.alias ?? '',
    },
  });

  const submit = handleSubmit(async (body) => {
    try {
      const { account: saved } = await save.mutateAsync(body);
      reset({ holderName: saved?.holderName ?? '', cbu: saved?.cbu ?? '', alias: saved?.alias ?? '' });
      enqueueSnackbar(MONEY_MSG.payoutAccountSaved, { variant: 'success' });
    } catch (error) {
      if (!isApiError(error)) {
        enqueueSnackbar(error instanceof Error ? error.message : String(error), { variant: 'error' });
        return;
      }
      let placed = false;
      for (const { param, msg } of error.fieldErrors) {
        if ((FIELD_NAMES as readonly string[]).includes(param)) {
          setError(param as keyof AccountValues, { type: 'server', message: msg });
          placed = true;
        }
      }
      if (!placed) enqueueSnackbar(error.message, { variant: 'error' });
    }
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label={MONEY_MSG.payoutAccountTitle}
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <TextField
        label={MONEY_MSG.holderName}
        autoComplete="name"
        fullWidth
        sx={{ gridColumn: '1 / -1' }}
        {...register('holderName')}
        {...fieldState(errors.holderName)}
      />
      <TextField
        label={MONEY_MSG.cbu}
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 22 } }}
        {...register('cbu')}
        error={Boolean(errors.cbu)}
        helperText={errors.cbu?.message ?? MONEY_MSG.cbuOrAliasHint}
      />
      <TextField
        label={MONEY_MSG.alias}
        fullWidth
        slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'none' } }}
        {...register('alias')}
        {...fieldState(errors.alias)}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <SubmitButton pending={save.isPending} disabled={!isDirty && account !== null}>
          {MONEY_MSG.savePayoutAccount}
        </SubmitButton>
      </Box>
    </Box>
  );
}

/**
 * 'Cuenta para cobrar' in /perfil: where the shop transfers the seller's payouts. The profile
 * puts it under the id PAYOUT_ACCOUNT_ANCHOR; 'Mi dinero' links there, and the form is brought
 * into view once it is filled in.
 */
export function PayoutAccountSection() {
  const account = usePayoutAccount();
  const { hash } = useLocation();
  const loaded = account.data !== undefined;
  useEffect(() => {
    if (loaded && hash === `#${PAYOUT_ACCOUNT_ANCHOR}`) {
      document.getElementById(PAYOUT_ACCOUNT_ANCHOR)?.scrollIntoView({ block: 'start' });
    }
  }, [loaded, hash]);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{MONEY_MSG.payoutAccountHint}</Typography>
      {account.isPending && <Skeleton variant="rounded" height={140} />}
      {account.isError && <Alert severity="error">{account.error.message}</Alert>}
      {account.data && <AccountForm account={account.data.account} />}
    </Box>
  );
}
