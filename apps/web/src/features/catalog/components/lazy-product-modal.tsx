import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useProductViews } from '../../../components/product-views';
import type { ProductModal as ProductModalType } from './product-modal';

const loadModal = () => import('./product-modal');
const ProductModal = lazy(async () => ({ default: (await loadModal()).ProductModal }));

/**
 * The detail (dialog, image carousel, rating) is not needed to paint the list: fetch it after.
 * The dialog and the detail it shows are two chunks (the detail is the app's, see ProductViews).
 */
export function usePreloadProductModal(): () => void {
  const { preloadDetail } = useProductViews();
  return useCallback(() => {
    void loadModal();
    preloadDetail();
  }, [preloadDetail]);
}

export function LazyProductModal(props: Parameters<typeof ProductModalType>[0]) {
  const { preloadDetail } = useProductViews();
  // Opened before the home preloaded it: both chunks come down together, not one after the other.
  useEffect(() => preloadDetail(), [preloadDetail]);
  return (
    <Suspense fallback={null}>
      <ProductModal {...props} />
    </Suspense>
  );
}
