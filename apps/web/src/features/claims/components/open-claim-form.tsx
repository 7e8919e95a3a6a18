import { CLAIM_MESSAGE_MAX, CLAIM_MSG, CLAIM_REASONS, type ClaimReason } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { SubmitButton } from '../../../components/submit-button';
import { isApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/snackbar';
import { useClaimStep } from '../api/claim';
import { checkOpenClaim } from '../check-claim-forms';
import { PhotoPicker } from './photo-picker';

type Field = 'reason' | 'body' | 'images';

/**
 * The buyer opens a claim: why ('No llegó' / 'No es lo que compré'), a message and up to four
 * photos. A refusal the server gives (the window closed, a claim already open) shows above it.
 */
export function OpenClaimForm({ orderNumber }: { orderNumber: string }) {
  const open = useClaimStep(orderNumber);
  const { enqueueSnackbar } = useSnackbar();
  const reasonId = useId();
  const [reason, setReason] = useState<ClaimReason | ''>('');
  const [body, setBody] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<{ errors: Partial<Record<Field, string>>; message: string | null }>({
    errors: {},
    message: null,
  });
  const checked = checkOpenClaim({ reason, body, images });
  const shown = (field: Field) => server.errors[field] ?? (tried ? checked.errors[field] : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setServer({ errors: {}, message: null });
    if (!checked.body) return;
    open.mutate(
      { step: 'open', body: checked.body },
      {
        onSuccess: () => enqueueSnackbar(CLAIM_MSG.opened, { variant: 'success' }),
        onError: (error) => {
          const placed = isApiError(error)
            ? error.fieldErrors.filter((e) => ['reason', 'body', 'images'].includes(e.param))
            : [];
          setServer({
            errors: Object.fromEntries(placed.map((e) => [e.param, e.msg])),
            message: placed.length > 0 ? null : error.message,
          });
        },
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={CLAIM_MSG.openTitle(orderNumber)}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Typography color="text.secondary">{CLAIM_MSG.openHint}</Typography>
      {server.message && <Alert severity="error">{server.message}</Alert>}
      <FormControl error={Boolean(shown('reason'))}>
        <FormLabel id={reasonId}>{CLAIM_MSG.reason}</FormLabel>
        <RadioGroup
          aria-labelledby={reasonId}
          name="reason"
          value={reason}
          onChange={(event) => setReason(event.target.value as ClaimReason)}
        >
          {CLAIM_REASONS.map((r) => (
            <FormControlLabel key={r} value={r} control={<Radio />} label={CLAIM_MSG.reasonLabel[r]} />
          ))}
        </RadioGroup>
        {shown('reason') && <FormHelperText>{shown('reason')}</FormHelperText>}
      </FormControl>
      <TextField
        label={CLAIM_MSG.message}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={Boolean(shown('body'))}
        helperText={shown('body') ?? `${body.length} / ${CLAIM_MESSAGE_MAX}`}
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: CLAIM_MESSAGE_MAX } }}
        fullWidth
      />
      <PhotoPicker value={images} onChange={setImages} disabled={open.isPending} error={shown('images')} />
      <Box>
        <SubmitButton pending={open.isPending}>{CLAIM_MSG.openSubmit}</SubmitButton>
      </Box>
    </Box>
  );
}
