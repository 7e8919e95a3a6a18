import { ADDRESS_MSG, type Address, formatAddress } from '@bazar/shared';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useProfile } from '../../../lib/viewer';
import { AddressForm } from './address-form';

export interface AddressChooserProps {
  /** The buyer's book (the default first). */
  addresses: Address[];
  /** The address the checkout ships to now. */
  chosenId: number | undefined;
  /** 'pick' lists the book; 'add' is the form of a new address (always, with an empty book). */
  mode: 'pick' | 'add';
  onChosen: (id: number) => void;
  onAdd: () => void;
  /** Back to the payment without changing anything (not offered with an empty book). */
  onCancel: () => void;
}

/** A new address before paying; 'Calle' starts from the profile's free-text address. */
function NewAddress({
  first,
  onChosen,
  onCancel,
}: {
  first: boolean;
  onChosen: (id: number) => void;
  onCancel?: () => void;
}) {
  const profile = useProfile();
  // The form's first values are read once: it waits for the profile rather than start blank.
  if (first && profile.isPending) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
        {ADDRESS_MSG.shippingTitle}
      </Typography>
      {first && <Typography color="text.secondary">{ADDRESS_MSG.needed}</Typography>}
      <AddressForm
        suggestedStreet={first ? profile.data?.address : undefined}
        suggestedPhone={profile.data?.phone}
        label={ADDRESS_MSG.shippingTitle}
        submitLabel={ADDRESS_MSG.continueToPay}
        onSaved={(address) => onChosen(address.id)}
        onCancel={onCancel}
      />
    </Box>
  );
}

/**
 * Where the purchase ships, inside the payment modal: the buyer's saved addresses to pick from,
 * or the form of a new one (the only thing shown while the book is empty). Its own chunk: the
 * form's schema and fields load only when the buyer changes or adds an address.
 */
export function AddressChooser({
  addresses,
  chosenId,
  mode,
  onChosen,
  onAdd,
  onCancel,
}: AddressChooserProps) {
  const [picked, setPicked] = useState(String(chosenId ?? addresses.find((a) => a.isDefault)?.id ?? ''));
  const titleId = useId();
  if (addresses.length === 0 || mode === 'add')
    return (
      <NewAddress
        first={addresses.length === 0}
        onChosen={onChosen}
        onCancel={addresses.length > 0 ? onCancel : undefined}
      />
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (picked) onChosen(Number(picked));
  };
  return (
    <Box component="form" onSubmit={submit} aria-labelledby={titleId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={titleId} variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
        {ADDRESS_MSG.pickTitle}
      </Typography>
      <RadioGroup
        name="address"
        value={picked}
        onChange={(e) => setPicked(e.target.value)}
        aria-labelledby={titleId}
      >
        {addresses.map((address) => (
          <FormControlLabel
            key={address.id}
            value={String(address.id)}
            control={<Radio />}
            label={formatAddress(address)}
            sx={{
              alignItems: 'flex-start',
              py: 0.5,
              '& .MuiRadio-root': { mt: -1 },
              overflowWrap: 'anywhere',
            }}
          />
        ))}
      </RadioGroup>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Button startIcon={<AddIcon />} onClick={onAdd}>
          {ADDRESS_MSG.add}
        </Button>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button onClick={onCancel}>{ADDRESS_MSG.cancel}</Button>
          <Button type="submit" variant="contained" disabled={!picked}>
            {ADDRESS_MSG.useThis}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
