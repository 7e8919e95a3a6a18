import { SHIPPING_MSG as M } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { AccountPage } from '../../../components/account-page';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/snackbar';
import { useSaveShippingSettings, useShippingSettings } from '../api/shipping';
import { SettingsFieldsForm } from '../components/settings-fields';
import { bodyOf, fieldsOf, type SettingsFields } from '../settings-form';

/** /envios: a seller's ways to deliver, their prices by destination and free shipping. */
export function ShippingSettingsPage() {
  useDocumentTitle(M.title);
  const settings = useShippingSettings();
  const save = useSaveShippingSettings();
  const { enqueueSnackbar } = useSnackbar();
  const [fields, setFields] = useState<SettingsFields | null>(null);
  useEffect(() => {
    if (settings.data && !fields) setFields(fieldsOf(settings.data.settings));
  }, [settings.data, fields]);

  const error = isApiError(save.error) ? save.error : null;
  return (
    <AccountPage title={M.title} maxWidth="md">
      <Typography sx={{ mb: 2 }}>{M.intro}</Typography>
      {settings.data?.usingDefaults && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {M.usingDefaults}
        </Alert>
      )}
      {!fields ? (
        <CircularProgress aria-label={M.title} />
      ) : (
        <Stack
          component="form"
          noValidate
          spacing={3}
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(bodyOf(fields), {
              onSuccess: (saved) => {
                setFields(fieldsOf(saved.settings));
                enqueueSnackbar(M.saved, { variant: 'success' });
              },
            });
          }}
        >
          <SettingsFieldsForm value={fields} onChange={setFields} error={error} />
          {save.error && !error?.fieldErrors.length && <Alert severity="error">{save.error.message}</Alert>}
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {M.save}
          </Button>
        </Stack>
      )}
    </AccountPage>
  );
}
