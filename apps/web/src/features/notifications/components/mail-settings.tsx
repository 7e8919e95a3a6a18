import { type MailSettings, NOTICE_KINDS, NOTICE_MSG, type NoticeKind } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../lib/snackbar';
import { useMailSettings, useSaveMailSettings } from '../api/mail-settings';

/**
 * 'Correos que recibo' in the profile: one switch per kind of notice e-mail, saved as it is
 * turned (receipts, refunds and security mails always go, as the hint says).
 */
export function MailSettingsSection() {
  const settings = useMailSettings();
  const save = useSaveMailSettings();
  const { enqueueSnackbar } = useSnackbar();

  const turn = (current: MailSettings, kind: NoticeKind, on: boolean) =>
    save.mutate(
      { ...current, [kind]: on },
      {
        onSuccess: () => enqueueSnackbar(NOTICE_MSG.settingsSaved, { variant: 'success' }),
        onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
      },
    );

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography color="text.secondary">{NOTICE_MSG.settingsHint}</Typography>
      {settings.isPending && <Skeleton variant="rounded" height={160} />}
      {settings.isError && <Alert severity="error">{settings.error.message}</Alert>}
      {settings.data && (
        <FormGroup aria-label={NOTICE_MSG.settingsTitle}>
          {NOTICE_KINDS.map((kind) => (
            <FormControlLabel
              key={kind}
              label={NOTICE_MSG.kindLabel[kind]}
              control={
                <Switch
                  checked={settings.data[kind]}
                  disabled={save.isPending}
                  onChange={(event) => turn(settings.data, kind, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      )}
    </Box>
  );
}
