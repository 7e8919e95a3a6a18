import type { ReactNode } from 'react';
import { useState } from 'react';
import { useAddresses } from './api/get-addresses';
import { AddressChooser } from './components/lazy-address-chooser';
import { ShipTo } from './components/ship-to';

/** Where a purchase ships, as the payment modal asks it (see `useShipping`). */
export interface Shipping {
  /** The address the buyer chose in this opening; undefined for the default one. */
  addressId: number | undefined;
  /** The buyer has no address yet, or is picking or adding one: the checkout waits. */
  choosing: boolean;
  /** The picker or the new-address form (lazy: render it inside a Suspense); null until the book is read. */
  chooser: ReactNode;
  /** Why the book could not be read. */
  error: Error | null;
  /** 'Enviar a: …' with 'Cambiar', above the payment frame. */
  shipTo: ReactNode;
}

/**
 * The payment modal's address step. The checkout opens with the default address while the book
 * loads beside it (no wait added); a buyer without an address fills one in first, and 'Cambiar'
 * picks another or adds one. `open`: the modal is open (the book is asked again each time).
 */
export function useShipping(open: boolean): Shipping {
  const addresses = useAddresses({ enabled: open, fresh: true });
  const [chosenId, setChosenId] = useState<number | undefined>(undefined);
  const [changing, setChanging] = useState<'pick' | 'add' | null>(null);
  const book = addresses.data?.items;
  // Only the server's answer of this opening says the book is empty (a cached one may be old).
  const noAddress = book?.length === 0 && !addresses.isFetching;
  const shipTo = book?.find((a) => (chosenId === undefined ? a.isDefault : a.id === chosenId));

  const chosen = (id: number) => {
    setChosenId(id);
    setChanging(null);
  };

  return {
    addressId: chosenId,
    choosing: noAddress || changing !== null,
    chooser: book ? (
      <AddressChooser
        addresses={book}
        chosenId={chosenId ?? shipTo?.id}
        mode={changing ?? 'add'}
        onChosen={chosen}
        onAdd={() => setChanging('add')}
        onCancel={() => setChanging(null)}
      />
    ) : null,
    error: addresses.error,
    shipTo: <ShipTo address={shipTo} onChange={() => setChanging('pick')} />,
  };
}
