import { useSnackbar } from '../../lib/snackbar';
import { useAddCartLine } from './api/add-cart-line';

/*
 * The spec's texts (CART_MSG in @bazar/shared, word for word). Copied here because this hook is
 * on the home's first load and importing the cart contract there pulls zod into it.
 */
const TOAST = {
  saving: 'Guardando...',
  added: 'Agregado al carrito',
  addFailed: 'No se puedo agregar al carrito',
} as const;

/** Adds one unit with the spec's toasts (8): 'Guardando...', then success or failure. */
export function useAddToCart() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const { mutateAsync, isPending } = useAddCartLine();
  const add = async (productId: number, stock: number): Promise<boolean> => {
    const saving = enqueueSnackbar(TOAST.saving, { variant: 'info', persist: true });
    try {
      await mutateAsync({ productId, stock });
      enqueueSnackbar(TOAST.added, { variant: 'success' });
      return true;
    } catch {
      enqueueSnackbar(TOAST.addFailed, { variant: 'error' });
      return false;
    } finally {
      closeSnackbar(saving);
    }
  };
  return { add, isPending };
}
