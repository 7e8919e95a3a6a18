import { SHIPPING_MSG as M, type ShippingSettings, type ShippingSettingsBody } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { type ReactNode, useEffect, useState } from 'react';
import { type ApiError, isApiError } from '../../../lib/api-client';
import { bodyOf, fieldsOf, type SettingsFields } from '../settings-form';
import { SettingsFieldsForm } from './settings-fields';

interface SettingsFormProps {
  /** The settings the form starts from (undefined while they load). */
  initial: ShippingSettings | undefined;
  /** Sends the body; answers the settings saved (the form shows them as the server keeps them). */
  onSave: (body: ShippingSettingsBody) => Promise<ShippingSettings>;
  pending: boolean;
  /** The last refusal: its fields' messages land under them, the rest above the button. */
  error: Error | null;
  /** Where the API names the fields ('' for a seller's, 'settings.' for the shop's). */
  prefix?: string;
  /** Under the fields: the shop's own choices. */
  extra?: ReactNode;
}

/** The 'Envíos' form, the seller's and the back office's: the fields, the refusal and 'Guardar envíos'. */
export function SettingsForm({ initial, onSave, pending, error, prefix = '', extra }: SettingsFormProps) {
  const [fields, setFields] = useState<SettingsFields | null>(null);
  useEffect(() => {
    if (initial && !fields) setFields(fieldsOf(initial));
  }, [initial, fields]);
  const refusal = isApiError(error) ? error : null;
  const scoped =
    refusal &&
    ({ ...refusal, fieldMessage: (param: string) => refusal.fieldMessage(prefix + param) } as ApiError);
  if (!fields) return <CircularProgress aria-label={M.title} />;
  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      sx={{ maxWidth: 720 }}
      onSubmit={(event) => {
        event.preventDefault();
        void onSave(bodyOf(fields)).then(
          (saved) => setFields(fieldsOf(saved)),
          () => undefined,
        );
      }}
    >
      <SettingsFieldsForm value={fields} onChange={setFields} error={scoped} />
      {extra}
      {error && !refusal?.fieldErrors.length && <Alert severity="error">{error.message}</Alert>}
      <Button type="submit" variant="contained" disabled={pending} sx={{ alignSelf: 'flex-start' }}>
        {M.save}
      </Button>
    </Stack>
  );
}
