import { CART_MSG } from '@bazar/shared';
import { useSnackbar } from '../../lib/snackbar';
import { useAddCartLine } from './api/add-cart-line';

/** Adds one unit with the spec's toasts (8): 'Guardando...', then success or failure. */
export function useAddToCart() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const { mutateAsync, isPending } = useAddCartLine();
  const add = async (productId: number, stock: number): Promise<boolean> => {
    const saving = enqueueSnackbar(CART_MSG.saving, { variant: 'info', persist: true });
    try {
      await mutateAsync({ productId, stock });
      enqueueSnackbar(CART_MSG.added, { variant: 'success' });
      return true;
    } catch {
      enqueueSnackbar(CART_MSG.addFailed, { variant: 'error' });
      return false;
    } finally {
      closeSnackbar(saving);
    }
  };
  return { add, isPending };
}
