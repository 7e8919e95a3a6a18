import { SHIPPING_MSG as M } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { AccountPage } from '../../../components/account-page';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSnackbar } from '../../../lib/snackbar';
import { useSaveShippingSettings, useShippingSettings } from '../api/shipping';
import { SettingsForm } from '../components/settings-form';

/** /envios: a seller's ways to deliver, their prices by destination and free shipping. */
export function ShippingSettingsPage() {
  useDocumentTitle(M.title);
  const settings = useShippingSettings();
  const save = useSaveShippingSettings();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <AccountPage title={M.title} maxWidth="md">
      <Typography sx={{ mb: 2 }}>{M.intro}</Typography>
      {settings.data?.usingDefaults && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {M.usingDefaults}
        </Alert>
      )}
      <SettingsForm
        initial={settings.data?.settings}
        pending={save.isPending}
        error={save.error}
        onSave={async (body) => {
          const saved = await save.mutateAsync(body);
          enqueueSnackbar(M.saved, { variant: 'success' });
          return saved.settings;
        }}
      />
    </AccountPage>
  );
}
