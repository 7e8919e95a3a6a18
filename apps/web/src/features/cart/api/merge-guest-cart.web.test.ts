import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, setAuth } from '../../../lib/auth-store';
import { addGuestUnit, getGuestCart, getMergeId } from '../cart-store';
import type { Cart } from '../types';
import { cartKeys } from './keys';
import { syncCartAfterLogin } from './merge-guest-cart';

const merged: Cart = { lines: [], totalCents: 1500, units: 3 };
const reloaded: Cart = { lines: [], totalCents: 1500, units: 3 };

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let queryClient: QueryClient;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.stubGlobal('fetch', fetchMock);
  setAuth({ token: 'tok', userName: 'ana', root: false });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  clearAuth();
  localStorage.clear();
});

const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));
const urlOf = (call: number) => String(fetchMock.mock.calls[call]?.[0]);

describe('merging the guest cart at sign-in', () => {
  it('sends the guest lines with their merge id, then keeps only the server cart, in the cache', async () => {
    addGuestUnit({ productId: 4 }, 9);
    addGuestUnit({ productId: 4 }, 9);
    addGuestUnit({ productId: 5, variantId: 51 }, 9);
    const mergeId = getMergeId();
    fetchMock.mockResolvedValueOnce(json(merged)).mockResolvedValueOnce(json(reloaded));

    await syncCartAfterLogin(queryClient);

    expect(urlOf(0)).toBe('/api/shoppingCart/addGuest');
    expect(bodyOf(0)).toEqual({
      mergeId,
      lines: [
        { productId: 4, quantity: 2 },
        { productId: 5, variantId: 51, quantity: 1 },
      ],
    });
    expect(urlOf(1)).toBe('/api/shoppingCart');
    expect(getGuestCart()).toEqual([]);
    expect(getMergeId()).toBeNull();
    expect(queryClient.getQueryData(cartKeys.user('tok'))).toEqual(reloaded);
    // The server cart is never written to localStorage.
    expect(Object.keys(localStorage)).toEqual(['bazar.auth']);
  });

  it('keeps the guest cart and its merge id when the merge fails, so a retry does not add twice', async () => {
    addGuestUnit({ productId: 4 }, 9);
    const mergeId = getMergeId();
    fetchMock.mockResolvedValue(json({ msg: 'Error interno.' }, 500));

    await expect(syncCartAfterLogin(queryClient)).rejects.toThrow();

    expect(getGuestCart()).toEqual([{ productId: 4, quantity: 1 }]);
    expect(getMergeId()).toBe(mergeId);
  });

  it('only reads the server cart when there is nothing to merge', async () => {
    fetchMock.mockResolvedValueOnce(json(reloaded));
    await syncCartAfterLogin(queryClient);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(urlOf(0)).toBe('/api/shoppingCart');
    expect(queryClient.getQueryData(cartKeys.user('tok'))).toEqual(reloaded);
  });
});
