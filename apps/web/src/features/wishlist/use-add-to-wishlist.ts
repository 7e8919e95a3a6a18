import { getAuth } from '../../lib/auth-store';
import { useSnackbar } from '../../lib/snackbar';
import { openLoginModal } from '../accounts/login-modal';
import { useAddWishlistItem } from './api/add-wishlist-item';

/* WISHLIST_MSG of @bazar/shared, word for word; copied so the home's first load stays free of zod. */
const TOAST = {
  added: 'Agregado a tu lista de deseos',
  addFailed: 'No se puedo agregar',
  loginPrompt: 'Inicie sesion...',
} as const;

/** The heart button (spec 6, 8): a visitor is asked to sign in, a user gets the item saved. */
export function useAddToWishlist() {
  const { enqueueSnackbar } = useSnackbar();
  const { mutateAsync, isPending } = useAddWishlistItem();
  const add = async (productId: number) => {
    if (!getAuth()) {
      enqueueSnackbar(TOAST.loginPrompt, { variant: 'warning' });
      openLoginModal();
      return;
    }
    try {
      await mutateAsync(productId);
      enqueueSnackbar(TOAST.added, { variant: 'success' });
    } catch {
      enqueueSnackbar(TOAST.addFailed, { variant: 'error' });
    }
  };
  return { add, isPending };
}
