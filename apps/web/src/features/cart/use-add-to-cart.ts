import { CART_MSG } from '@bazar/shared';
import { isApiError } from '../../lib/api-client';
import { useSnackbar } from '../../lib/snackbar';
import { OutOfStockError, useAddCartLine } from './api/add-cart-line';

/** What went wrong, in the words the buyer needs: the server's message, or the guest cart's count. */
function failureMessage(error: unknown): string {
  if (error instanceof OutOfStockError) return CART_MSG.stockLimit(error.stock, error.inCart);
  if (isApiError(error) && error.status < 500) return error.message;
  return CART_MSG.addFailed;
}

/**
 * Adds one unit (of the variant chosen, when the product has options) with its toasts:
 * 'Guardando...', then success or what went wrong.
 */
export function useAddToCart() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const { mutateAsync, isPending } = useAddCartLine();
  const add = async (productId: number, stock: number, variantId?: number): Promise<boolean> => {
    const saving = enqueueSnackbar(CART_MSG.saving, { variant: 'info', persist: true });
    try {
      await mutateAsync({ productId, variantId, stock });
      enqueueSnackbar(CART_MSG.added, { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(failureMessage(error), { variant: 'error' });
      return false;
    } finally {
      closeSnackbar(saving);
    }
  };
  return { add, isPending };
}
