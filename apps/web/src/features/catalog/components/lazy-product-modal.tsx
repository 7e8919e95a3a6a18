import { lazy, Suspense } from 'react';
import type { ProductModal as ProductModalType } from './product-modal';

const loadModal = () => import('./product-modal');
const ProductModal = lazy(async () => ({ default: (await loadModal()).ProductModal }));

/** The detail (dialog, image carousel, rating) is not needed to paint the list: fetch it after. */
export function preloadProductModal() {
  void loadModal();
}

export function LazyProductModal(props: Parameters<typeof ProductModalType>[0]) {
  return (
    <Suspense fallback={null}>
      <ProductModal {...props} />
    </Suspense>
  );
}
