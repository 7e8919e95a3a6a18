import type {
  CartShipping,
  CartShippingBody,
  ShippingDefaults,
  ShippingQuote,
  ShippingSettingsBody,
  ShippingSettingsResponse,
} from '@bazar/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, buildUrl } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';

/** Query keys of shipping: a seller's settings (by their token), the shop's, and quotes. */
export const shippingKeys = {
  settings: (token: string) => ['shipping', 'settings', token] as const,
  defaults: () => ['shipping', 'defaults'] as const,
  quote: (productId: number, token: string, to: object) =>
    ['shipping', 'quote', productId, token, to] as const,
};

export function useShippingSettings() {
  const auth = useAuth();
  return useQuery({
    queryKey: shippingKeys.settings(auth?.token ?? ''),
    queryFn: ({ signal }) => apiRequest<ShippingSettingsResponse>('/api/shipping/settings', { signal }),
    enabled: Boolean(auth),
  });
}

export function useSaveShippingSettings() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShippingSettingsBody) =>
      apiRequest<ShippingSettingsResponse>('/api/shipping/settings', { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(shippingKeys.settings(auth?.token ?? ''), saved);
      // Quotes and product cards ('Envío gratis') may have changed.
      return queryClient.invalidateQueries({ queryKey: ['shipping', 'quote'] });
    },
  });
}

export function useShippingDefaults() {
  return useQuery({
    queryKey: shippingKeys.defaults(),
    queryFn: ({ signal }) => apiRequest<ShippingDefaults>('/api/admin/shipping', { signal }),
  });
}

export function useSaveShippingDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { settings: ShippingSettingsBody; commissionOnShipping: boolean }) =>
      apiRequest<ShippingDefaults>('/api/admin/shipping', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(shippingKeys.defaults(), saved),
  });
}

/** A product's shipping to a postal code (a guest's), or to the signed-in buyer's default address. */
export function useShippingQuote(productId: number, to: { province?: string; postalCode?: string }) {
  const auth = useAuth();
  return useQuery({
    queryKey: shippingKeys.quote(productId, auth?.token ?? '', to),
    queryFn: ({ signal }) =>
      apiRequest<ShippingQuote>(buildUrl('/api/shipping/quote', { productId, ...to }), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The cart's shipping by seller, before the checkout (a guest's cart too, with no destination). */
export function useCartShipping(body: CartShippingBody, enabled: boolean) {
  const auth = useAuth();
  return useQuery({
    queryKey: ['shipping', 'cart', auth?.token ?? '', body],
    queryFn: ({ signal }) => apiRequest<CartShipping>('/api/shipping/cart', { method: 'POST', body, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
