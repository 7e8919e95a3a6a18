import {
  ADDRESS_LIMITS,
  ADDRESS_MSG,
  type Address,
  type AddressBody,
  addressBodySchema,
  PROVINCE_CODES,
  PROVINCES,
} from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/submit-button';
import { isApiError } from '../../../lib/api-client';
import { fieldState } from '../../../lib/field-state';
import { zodResolver } from '../../../lib/zod-resolver';
import { useChangeAddresses } from '../api/change-addresses';

type TextFields = Exclude<keyof AddressBody, 'isDefault'>;
type AddressValues = Record<TextFields, string>;

/** Each field: its label, how browsers fill it in, and its share of a six-column row (phone: of two). */
const FIELDS: readonly {
  name: TextFields;
  autoComplete: string;
  span: number;
  phoneSpan: 1 | 2;
  type?: string;
  inputMode?: 'numeric' | 'tel';
}[] = [
  { name: 'street', autoComplete: 'address-line1', span: 4, phoneSpan: 2 },
  { name: 'number', autoComplete: 'off', span: 2, phoneSpan: 1 },
  { name: 'floorApt', autoComplete: 'address-line2', span: 2, phoneSpan: 1 },
  { name: 'city', autoComplete: 'address-level2', span: 4, phoneSpan: 2 },
  { name: 'province', autoComplete: 'address-level1', span: 3, phoneSpan: 1 },
  { name: 'postalCode', autoComplete: 'postal-code', span: 3, phoneSpan: 1 },
  { name: 'phone', autoComplete: 'tel', span: 6, phoneSpan: 2, type: 'tel', inputMode: 'tel' },
  { name: 'notes', autoComplete: 'off', span: 6, phoneSpan: 2 },
];
const NAMES: readonly string[] = FIELDS.map((f) => f.name);

// The schema turns blanks into "not given"; the form itself only holds strings.
const resolver = zodResolver(addressBodySchema) as unknown as Resolver<AddressValues, unknown, AddressBody>;

/** The provinces as the list offers them, by name (shipping reads them back, see provinceCodeOf). */
const PROVINCE_NAMES: readonly string[] = PROVINCE_CODES.map((code) => PROVINCES[code]);

function valuesOf(
  address: Address | undefined,
  suggestedStreet: string | null | undefined,
  suggestedPhone: string | null | undefined,
): AddressValues {
  return {
    street: address?.street ?? suggestedStreet?.slice(0, ADDRESS_LIMITS.street) ?? '',
    number: address?.number ?? '',
    floorApt: address?.floorApt ?? '',
    city: address?.city ?? '',
    province: address?.province ?? '',
    postalCode: address?.postalCode ?? '',
    phone: address?.phone ?? suggestedPhone?.slice(0, ADDRESS_LIMITS.phone) ?? '',
    notes: address?.notes ?? '',
  };
}

export interface AddressFormProps {
  /** The address being edited; a new one when left out. */
  address?: Address | undefined;
  /** What 'Calle' starts with for a new address (the profile's free-text address). */
  suggestedStreet?: string | null | undefined;
  /** What the phone starts with for a new address (the profile's). */
  suggestedPhone?: string | null | undefined;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  onSaved: (address: Address) => void;
  onCancel?: (() => void) | undefined;
}

/**
 * One address of the book, checked by the API's own schema (addressBodySchema) before it is
 * sent; the server's refusals land on their fields.
 */
export function AddressForm({
  address,
  suggestedStreet,
  suggestedPhone,
  label,
  submitLabel,
  onSaved,
  onCancel,
}: AddressFormProps) {
  const { save } = useChangeAddresses();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddressValues, unknown, AddressBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: valuesOf(address, suggestedStreet, suggestedPhone),
  });

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      onSaved(await save.mutateAsync({ id: address?.id, body }));
    } catch (error) {
      const placed = isApiError(error) ? error.fieldErrors.filter((e) => NAMES.includes(e.param)) : [];
      for (const { param, msg } of placed) setError(param as TextFields, { type: 'server', message: msg });
      if (placed.length === 0) setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label={label}
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(6, 1fr)' } }}
    >
      {failure && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {failure}
        </Alert>
      )}
      {FIELDS.map((field) =>
        field.name === 'province' ? (
          <TextField
            key={field.name}
            select
            label={ADDRESS_MSG.province}
            required
            fullWidth
            sx={{ gridColumn: { xs: `span ${field.phoneSpan}`, sm: `span ${field.span}` } }}
            slotProps={{
              select: { native: true },
              htmlInput: { autoComplete: field.autoComplete },
              inputLabel: { shrink: true },
            }}
            {...register('province')}
            {...fieldState(errors.province)}
          >
            <option value="">{ADDRESS_MSG.pickProvince}</option>
            {/* An address saved before the list keeps the province as it was written. */}
            {address && !PROVINCE_NAMES.includes(address.province) && (
              <option value={address.province}>{address.province}</option>
            )}
            {PROVINCE_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </TextField>
        ) : (
          <TextField
            key={field.name}
            label={ADDRESS_MSG[field.name]}
            type={field.type ?? 'text'}
            required={field.name !== 'floorApt' && field.name !== 'notes'}
            fullWidth
            multiline={field.name === 'notes'}
            sx={{ gridColumn: { xs: `span ${field.phoneSpan}`, sm: `span ${field.span}` } }}
            slotProps={{
              htmlInput: {
                autoComplete: field.autoComplete,
                maxLength: ADDRESS_LIMITS[field.name],
                ...(field.inputMode ? { inputMode: field.inputMode } : {}),
              },
            }}
            {...register(field.name)}
            {...fieldState(errors[field.name])}
          />
        ),
      )}
      <Box
        sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}
      >
        {onCancel && (
          <Button onClick={onCancel} disabled={save.isPending}>
            {ADDRESS_MSG.cancel}
          </Button>
        )}
        <SubmitButton pending={save.isPending}>{submitLabel}</SubmitButton>
      </Box>
    </Box>
  );
}
