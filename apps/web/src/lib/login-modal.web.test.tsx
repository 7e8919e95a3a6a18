import { describe, expect, it } from 'vitest';
import {
  closeLoginModal,
  loginReturnTo,
  openLoginModal,
  openLoginModalFor,
  safeNextPath,
} from './login-modal';

describe('the login modal opened for a purpose', () => {
  it('carries the path only while open for it', () => {
    openLoginModalFor('/cart?comprar=1');
    expect(loginReturnTo()).toBe('/cart?comprar=1');
    closeLoginModal();
    expect(loginReturnTo()).toBeNull();
    openLoginModal();
    expect(loginReturnTo()).toBeNull();
    closeLoginModal();
  });

  it('goes on only to paths of the app itself', () => {
    expect(safeNextPath('/cart?comprar=1')).toBe('/cart?comprar=1');
    for (const elsewhere of ['//evil.example/', '/\\evil.example', 'https://evil.example', 'cart', '', null])
      expect(safeNextPath(elsewhere)).toBeNull();
  });
});
