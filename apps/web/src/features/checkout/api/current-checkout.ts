import type { CheckoutSession } from '@bazar/shared';
import { apiRequest, isApiError } from '../../../lib/api-client';

/**
 * The caller's open checkout as it stands now (GET reserves nothing), or null once it is closed:
 * a split checkout whose last part was just paid is sold, and no longer open.
 */
export async function currentCheckout(): Promise<CheckoutSession | null> {
  try {
    return await apiRequest<CheckoutSession>('/api/checkout');
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}
