import { CLAIM_MESSAGE_MAX, CLAIM_MSG } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { SubmitButton } from '../../../components/submit-button';
import { isApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/snackbar';
import { useClaimStep } from '../api/claim';
import { checkClaimMessage } from '../check-claim-forms';
import { PhotoPicker } from './photo-picker';

/** A message on an unresolved claim, with up to four photos. */
export function ClaimReply({ orderNumber }: { orderNumber: string }) {
  const send = useClaimStep(orderNumber);
  const { enqueueSnackbar } = useSnackbar();
  const [body, setBody] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const checked = checkClaimMessage({ body, images });
  const error = (field: 'body' | 'images') => (tried ? checked.errors[field] : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (!checked.body) return;
    send.mutate(
      { step: 'messages', body: checked.body },
      {
        onSuccess: () => {
          setBody('');
          setImages([]);
          setTried(false);
          enqueueSnackbar(CLAIM_MSG.sent, { variant: 'success' });
        },
        onError: (e) => setFailure(isApiError(e) ? e.message : String(e)),
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={CLAIM_MSG.send}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        label={CLAIM_MSG.reply}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={Boolean(error('body'))}
        helperText={error('body')}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: CLAIM_MESSAGE_MAX } }}
        fullWidth
      />
      <PhotoPicker value={images} onChange={setImages} disabled={send.isPending} error={error('images')} />
      <Box>
        <SubmitButton pending={send.isPending}>{CLAIM_MSG.send}</SubmitButton>
      </Box>
    </Box>
  );
}
