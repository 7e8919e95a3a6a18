import { lazy } from 'react';

/**
 * The payment modal's picker and new-address form: their own chunk (the form's schema and fields),
 * fetched only when the buyer has no address or presses 'Cambiar'.
 */
export const AddressChooser = lazy(async () => ({
  default: (await import('./address-chooser')).AddressChooser,
}));
