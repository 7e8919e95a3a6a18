import { SHIPPING_MSG as M } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/snackbar';
import { useSaveShippingDefaults, useShippingDefaults } from '../api/shipping';
import { SettingsFieldsForm } from '../components/settings-fields';
import { bodyOf, fieldsOf, type SettingsFields } from '../settings-form';

/** /admin/envios: the shop's shipping, which every seller without their own uses. */
export function AdminShippingPage() {
  useDocumentTitle(M.defaultsTitle);
  const defaults = useShippingDefaults();
  const save = useSaveShippingDefaults();
  const { enqueueSnackbar } = useSnackbar();
  const [fields, setFields] = useState<SettingsFields | null>(null);
  const [commission, setCommission] = useState(false);
  useEffect(() => {
    if (defaults.data && !fields) {
      setFields(fieldsOf(defaults.data.settings));
      setCommission(defaults.data.commissionOnShipping);
    }
  }, [defaults.data, fields]);
  const error = isApiError(save.error) ? save.error : null;
  // The form's fields are named as the seller's; the API's are under `settings`.
  const scoped = error && {
    ...error,
    fieldMessage: (param: string) => error.fieldMessage(`settings.${param}`),
  };
  return (
    <Box>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {M.defaultsTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {M.defaultsIntro}
      </Typography>
      {!fields ? (
        <CircularProgress aria-label={M.defaultsTitle} />
      ) : (
        <Stack
          component="form"
          noValidate
          spacing={3}
          sx={{ maxWidth: 720 }}
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(
              { settings: bodyOf(fields), commissionOnShipping: commission },
              { onSuccess: () => enqueueSnackbar(M.saved, { variant: 'success' }) },
            );
          }}
        >
          <SettingsFieldsForm value={fields} onChange={setFields} error={scoped as typeof error} />
          <FormControlLabel
            control={<Checkbox checked={commission} onChange={(e) => setCommission(e.target.checked)} />}
            label={M.commissionOnShipping}
          />
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
    </Box>
  );
}
