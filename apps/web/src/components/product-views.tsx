import type { ProductDetail, ProductSummary } from '@bazar/shared';
import { type ComponentType, createContext, useContext } from 'react';

export interface ProductCardProps {
  product: ProductSummary;
  /** Where the card leads: the home keeps it as `?product=<id>` so the modal opens over the list. */
  to: string;
  /** History state for the link, e.g. to know the modal was opened from the list. */
  state?: unknown;
}

export interface ProductDetailProps {
  product: ProductDetail;
  /** The page shows the name as h1, the modal as its dialog title (h2). */
  headingLevel: 'h1' | 'h2';
  headingId?: string;
  /** The card's summary is on screen and the description is still loading. */
  partial?: boolean;
  /**
   * The product page's own URL holds the choice (`?talle=42&color=Negro`); otherwise (the home's
   * modal) it is held in prefixed parameters (`?v-talle=42`) the listing does not read as filters.
   */
  choiceInUrl?: boolean;
}

/**
 * How a product shows wherever it shows: its card in a grid (the home, a seller's page) and its
 * detail (its page, the home's modal). Both combine features (the catalog's detail with the cart's
 * and the wish list's buttons, the reviews and the questions), so the app composes them
 * (app/product-views.ts) and hands them down through this context: the features that show
 * products import none of the others. Each is a lazy chunk; `preload…` fetches it before it renders.
 */
export interface ProductViews {
  Card: ComponentType<ProductCardProps>;
  Detail: ComponentType<ProductDetailProps>;
  preloadCard: () => void;
  preloadDetail: () => void;
}

const Views = createContext<ProductViews | null>(null);

export const ProductViewsProvider = Views.Provider;

export function useProductViews(): ProductViews {
  const views = useContext(Views);
  if (!views)
    throw new Error('No ProductViewsProvider: the app provides the product views (app/product-views.ts).');
  return views;
}
