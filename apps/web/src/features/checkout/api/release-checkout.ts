import { apiRequest } from '../../../lib/api-client';

/** The buyer closed the payment modal: the server gives the reserved stock back. */
export function releaseCheckout(): Promise<{ released: boolean }> {
  return apiRequest('/api/checkout', { method: 'DELETE' });
}
