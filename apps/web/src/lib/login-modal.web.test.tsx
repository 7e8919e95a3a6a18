import { act, render, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  closeLoginModal,
  loginReturnTo,
  openLoginModal,
  openLoginModalFor,
  safeNextPath,
  useLoginModalOpen,
  useLoginScreen,
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

describe('the login screen (/login)', () => {
  it('is the one login box while it shows: the modal closes, and opening it brings the form instead', () => {
    const Screen = ({ bring }: { bring: () => void }) => {
      useLoginScreen(bring);
      return null;
    };
    const open = renderHook(() => useLoginModalOpen());
    act(() => openLoginModal());
    expect(open.result.current).toBe(true);

    const bring = vi.fn();
    const screen = render(<Screen bring={bring} />);
    // Arriving at /login with the modal open closes it.
    expect(open.result.current).toBe(false);
    // The header's 'Ingresar' (or anything else) brings the page's form; no modal over it.
    act(() => openLoginModal());
    act(() => openLoginModalFor('/cart?comprar=1'));
    expect(open.result.current).toBe(false);
    expect(loginReturnTo()).toBeNull();
    expect(bring).toHaveBeenCalledTimes(2);

    // Off /login, the modal opens again.
    screen.unmount();
    act(() => openLoginModal());
    expect(open.result.current).toBe(true);
    act(() => closeLoginModal());
  });
});
