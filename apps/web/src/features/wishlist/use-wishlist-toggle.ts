import { useAuth } from '../../lib/auth-store';
import { openLoginModal } from '../../lib/login-modal';
import { useSnackbar } from '../../lib/snackbar';
import { useAddWishlistItem } from './api/add-wishlist-item';
import { useWishlist } from './api/get-wishlist';
import { useRemoveWishlistItem } from './api/remove-wishlist-item';

/* WISHLIST_MSG of @bazar/shared, word for word; copied so the home's first load stays free of zod. */
const TOAST = {
  added: 'Agregado a tu lista de deseos',
  removed: 'Quitado de tu lista de deseos',
  addFailed: 'No se pudo agregar',
  removeFailed: 'No se pudo quitar de la lista de deseos',
  loginPrompt: 'Inicie sesión...',
} as const;

/**
 * The heart button: shows whether the product is in the list and toggles it. A visitor is asked
 * to sign in. The state is the server's list, so the page, the modal and /myWishes agree.
 */
export function useWishlistToggle(productId: number) {
  const { enqueueSnackbar } = useSnackbar();
  const signedIn = Boolean(useAuth());
  const list = useWishlist();
  const add = useAddWishlistItem();
  const remove = useRemoveWishlistItem();
  const item = list.data?.items.find((i) => i.productId === productId);

  const toggle = async () => {
    if (!signedIn) {
      enqueueSnackbar(TOAST.loginPrompt, { variant: 'warning' });
      openLoginModal();
      return;
    }
    if (item) {
      try {
        await remove.mutateAsync(item.id);
        enqueueSnackbar(TOAST.removed, { variant: 'success' });
      } catch {
        enqueueSnackbar(TOAST.removeFailed, { variant: 'error' });
      }
      return;
    }
    try {
      await add.mutateAsync(productId);
      enqueueSnackbar(TOAST.added, { variant: 'success' });
    } catch {
      enqueueSnackbar(TOAST.addFailed, { variant: 'error' });
    }
  };
  return {
    inList: Boolean(item),
    // Until the list is known the state would be a guess: the button waits.
    isPending: add.isPending || remove.isPending || (signedIn && list.isPending),
    toggle,
  };
}
