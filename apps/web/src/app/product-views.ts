import { lazy } from 'react';
import type { ProductViews } from '../components/product-views';

// Each view is a chunk of its own, as the catalog's were: only these two loaders are in the first load.
const loadCard = () => import('./product-views/card');
const loadDetail = () => import('./product-views/detail');

/** The product views the app hands down (see ProductViews): the card and the detail, composed here. */
export const productViews: ProductViews = {
  Card: lazy(async () => ({ default: (await loadCard()).ProductCard })),
  Detail: lazy(async () => ({ default: (await loadDetail()).ProductDetail })),
  preloadCard: () => void loadCard(),
  preloadDetail: () => void loadDetail(),
};
