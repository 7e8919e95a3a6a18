import { ADDRESS_MSG, type Address, formatAddress, MAX_ADDRESSES } from '@bazar/shared';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EmptyMessage } from '../../../components/account-page';
import { useConfirm } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../lib/snackbar';
import { useProfile } from '../../../lib/viewer';
import { useChangeAddresses } from '../api/change-addresses';
import { useAddresses } from '../api/get-addresses';
import { AddressForm } from './address-form';

/** Which form is open: none, a new address, or the one with this id. */
type Editing = null | 'new' | number;

function AddressCard({
  address,
  busy,
  onEdit,
  onRemove,
  onMakeDefault,
}: {
  address: Address;
  busy: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onMakeDefault: () => void;
}) {
  const line = formatAddress(address);
  return (
    <Paper component="li" variant="outlined" aria-label={line} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
        {address.isDefault && (
          <Chip label={ADDRESS_MSG.defaultLabel} size="small" color="primary" variant="outlined" />
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {ADDRESS_MSG.phone}: {address.phone}
        {address.notes ? ` · ${address.notes}` : ''}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={onEdit} aria-label={ADDRESS_MSG.editOf(line)}>
          {ADDRESS_MSG.edit}
        </Button>
        {!address.isDefault && (
          <Button
            size="small"
            onClick={onMakeDefault}
            disabled={busy}
            aria-label={ADDRESS_MSG.makeDefaultOf(line)}
          >
            {ADDRESS_MSG.makeDefault}
          </Button>
        )}
        <Button
          size="small"
          color="error"
          onClick={onRemove}
          disabled={busy}
          aria-label={ADDRESS_MSG.removeOf(line)}
        >
          {ADDRESS_MSG.remove}
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * 'Mis direcciones' in the profile: the book, the default first, with add, edit, remove (asked
 * first) and 'Usar como principal'. The first address starts from the profile's free-text one.
 */
export function AddressBook() {
  const addresses = useAddresses();
  const profile = useProfile().data;
  const suggestedStreet = profile?.address;
  const { makeDefault, remove } = useChangeAddresses();
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);
  const items = addresses.data?.items ?? [];
  const busy = makeDefault.isPending || remove.isPending;
  const fail = (error: Error) => enqueueSnackbar(error.message, { variant: 'error' });

  const saved = () => {
    setEditing(null);
    enqueueSnackbar(ADDRESS_MSG.saved, { variant: 'success' });
  };
  const askRemove = async (address: Address) => {
    const yes = await confirm.ask({
      title: ADDRESS_MSG.removeTitle,
      text: ADDRESS_MSG.removeText(formatAddress(address)),
      confirmLabel: ADDRESS_MSG.remove,
    });
    if (yes)
      remove.mutate(address.id, {
        onSuccess: () => enqueueSnackbar(ADDRESS_MSG.removed, { variant: 'success' }),
        onError: fail,
      });
  };

  if (addresses.isPending)
    return <Skeleton variant="rounded" height={120} aria-label={ADDRESS_MSG.loading} />;
  if (addresses.isError) return <Alert severity="error">{addresses.error.message}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {items.length === 0 && editing !== 'new' && <EmptyMessage>{ADDRESS_MSG.empty}</EmptyMessage>}
      {items.length > 0 && (
        <Box
          component="ul"
          aria-label={ADDRESS_MSG.title}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
        >
          {items.map((address) =>
            editing === address.id ? (
              <Box component="li" key={address.id}>
                <AddressForm
                  address={address}
                  label={ADDRESS_MSG.edit}
                  submitLabel={ADDRESS_MSG.save}
                  onSaved={saved}
                  onCancel={() => setEditing(null)}
                />
              </Box>
            ) : (
              <AddressCard
                key={address.id}
                address={address}
                busy={busy}
                onEdit={() => setEditing(address.id)}
                onRemove={() => void askRemove(address)}
                onMakeDefault={() =>
                  makeDefault.mutate(address.id, {
                    onSuccess: () => enqueueSnackbar(ADDRESS_MSG.madeDefault, { variant: 'success' }),
                    onError: fail,
                  })
                }
              />
            ),
          )}
        </Box>
      )}
      {editing === 'new' ? (
        <AddressForm
          suggestedStreet={items.length === 0 ? suggestedStreet : undefined}
          suggestedPhone={profile?.phone}
          label={ADDRESS_MSG.add}
          submitLabel={ADDRESS_MSG.save}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      ) : (
        items.length < MAX_ADDRESSES && (
          <Box>
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {ADDRESS_MSG.add}
            </Button>
          </Box>
        )
      )}
      {confirm.dialog}
    </Box>
  );
}
