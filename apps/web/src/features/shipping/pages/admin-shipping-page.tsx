import { SHIPPING_MSG as M } from '@bazar/shared';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSnackbar } from '../../../lib/snackbar';
import { useSaveShippingDefaults, useShippingDefaults } from '../api/shipping';
import { SettingsForm } from '../components/settings-form';

/** /admin/envios: the shop's shipping, which every seller without their own uses. */
export function AdminShippingPage() {
  useDocumentTitle(M.defaultsTitle);
  const defaults = useShippingDefaults();
  const save = useSaveShippingDefaults();
  const { enqueueSnackbar } = useSnackbar();
  const [commission, setCommission] = useState(false);
  const loaded = defaults.data?.commissionOnShipping;
  useEffect(() => {
    if (loaded !== undefined) setCommission(loaded);
  }, [loaded]);
  return (
    <Box>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {M.defaultsTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {M.defaultsIntro}
      </Typography>
      <SettingsForm
        initial={defaults.data?.settings}
        pending={save.isPending}
        error={save.error}
        prefix="settings."
        extra={
          <FormControlLabel
            control={<Checkbox checked={commission} onChange={(e) => setCommission(e.target.checked)} />}
            label={M.commissionOnShipping}
          />
        }
        onSave={async (settings) => {
          const saved = await save.mutateAsync({ settings, commissionOnShipping: commission });
          enqueueSnackbar(M.saved, { variant: 'success' });
          return saved.settings;
        }}
      />
    </Box>
  );
}
