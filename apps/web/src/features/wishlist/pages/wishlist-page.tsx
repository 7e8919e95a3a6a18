import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { AccountPage, CardList } from '../../../components/account-page';
import { useConfirm } from '../../../components/confirm-dialog';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSnackbar } from '../../../lib/snackbar';
import { useCleanWishlist } from '../api/clean-wishlist';
import { useWishlist } from '../api/get-wishlist';
import { useRemoveWishlistItem } from '../api/remove-wishlist-item';
import { WishlistItemCard } from '../components/wishlist-item-card';
import type { WishlistItem } from '../types';

export const EMPTY_WISHLIST_MESSAGE = 'Tu lista de deseos está vacía.';

interface WishlistPageProps {
  /** Adds one unit to the cart with its toasts; true once added (the cart's, composed by the app). */
  addToCart: (productId: number, stock: number) => Promise<boolean>;
}

export function WishlistPage({ addToCart }: WishlistPageProps) {
  useDocumentTitle('Lista de deseos');
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const { data, error, isPending } = useWishlist();
  const remove = useRemoveWishlistItem();
  const clean = useCleanWishlist();
  const [moving, setMoving] = useState(false);
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const items = data?.items ?? [];
  const busy = remove.isPending || clean.isPending || moving;

  // Move to cart: the unit goes to the cart first; only then does the item leave the list.
  const moveToCart = async (item: WishlistItem) => {
    setMoving(true);
    try {
      if (await addToCart(item.productId, item.stock)) await remove.mutateAsync(item.id);
    } catch {
      // The toast of the add already told the user; a failed removal leaves the item listed.
    } finally {
      setMoving(false);
    }
  };

  const emptyList = async () => {
    const confirmed = await confirm.ask({
      title: '¿Vaciar la lista de deseos?',
      text: `${items.length === 1 ? 'Se quitará el producto' : `Se quitarán los ${items.length} productos`} de tu lista. No se puede deshacer.`,
      confirmLabel: 'Vaciar lista',
    });
    if (!confirmed) return;
    clean.mutate(undefined, {
      onSuccess: () => enqueueSnackbar('Lista de deseos vaciada', { variant: 'success' }),
    });
  };

  return (
    <AccountPage
      title="Lista de deseos"
      error={error ?? remove.error ?? clean.error}
      actions={
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteSweepIcon />}
          disabled={items.length === 0 || busy}
          onClick={emptyList}
        >
          Vaciar lista
        </Button>
      }
    >
      <CardList
        label="Productos en la lista de deseos"
        loading={isPending}
        empty={items.length === 0 ? EMPTY_WISHLIST_MESSAGE : null}
      >
        {items.map((item) => (
          <WishlistItemCard
            key={item.id}
            item={item}
            busy={busy}
            onRemove={() => remove.mutate(item.id)}
            onMoveToCart={() => moveToCart(item)}
          />
        ))}
      </CardList>
      {confirm.dialog}
    </AccountPage>
  );
}
