import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { withoutModalChoice } from './modal-choice-params';
import { PRODUCT_PARAM } from './search-params';

interface ModalState {
  productModal?: boolean;
}

/**
 * The open product lives in the URL (`?product=12`) so the back button closes the modal and
 * the link can be shared. Opening pushes a history entry; closing pops it when we pushed it.
 */
export function useProductModal() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = Number(params.get(PRODUCT_PARAM));
  const productId = Number.isInteger(raw) && raw > 0 ? raw : undefined;

  const linkTo = useCallback(
    (id: number) => {
      // Another product starts with nothing chosen.
      const next = withoutModalChoice(params);
      next.set(PRODUCT_PARAM, String(id));
      return `?${next.toString()}`;
    },
    [params],
  );

  const close = useCallback(() => {
    if ((location.state as ModalState | null)?.productModal) {
      navigate(-1);
      return;
    }
    setParams(
      (prev) => {
        const next = withoutModalChoice(prev);
        next.delete(PRODUCT_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [location.state, navigate, setParams]);

  return { productId, linkTo, close, openState: { productModal: true } satisfies ModalState };
}
