import type { ProductSummary, SellerProfile, SellerReviewPage, SellerSort } from '@bazar/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const SELLER_PRODUCTS_PAGE_SIZE = 12;
export const SELLER_REVIEWS_PAGE_SIZE = 10;

const sellerPath = (userName: string) => `/api/sellers/${encodeURIComponent(userName)}`;

/** Public reads: the same answer for everyone, so no token in the keys. */
export const sellerKeys = {
  profile: (userName: string) => ['sellers', userName] as const,
  products: (userName: string, page: number, sort: SellerSort) =>
    ['sellers', userName, 'products', page, sort] as const,
  reviews: (userName: string, page: number) => ['sellers', userName, 'reviews', page] as const,
};

/** The seller's public profile and reputation; a 404 when there is no such seller. */
export function useSellerProfile(userName: string) {
  return useQuery({
    queryKey: sellerKeys.profile(userName),
    queryFn: ({ signal }) => apiRequest<SellerProfile>(sellerPath(userName), { signal }),
    retry: false,
  });
}

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function useSellerProducts(userName: string, page: number, sort: SellerSort) {
  return useQuery({
    queryKey: sellerKeys.products(userName, page, sort),
    queryFn: ({ signal }) =>
      apiRequest<Page<ProductSummary>>(`${sellerPath(userName)}/products`, {
        query: { page, pageSize: SELLER_PRODUCTS_PAGE_SIZE, sort },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSellerReviews(userName: string, page: number) {
  return useQuery({
    queryKey: sellerKeys.reviews(userName, page),
    queryFn: ({ signal }) =>
      apiRequest<SellerReviewPage>(`${sellerPath(userName)}/reviews`, {
        query: { page, pageSize: SELLER_REVIEWS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
