import { describe, expect, it } from 'vitest';
import { matchWebRoute, webPath } from './routes.js';

describe('matchWebRoute', () => {
  it.each([
    ['/', 'home'],
    ['/product/12', 'product'],
    ['/admin/', 'admin'],
    ['/admin/users/new', 'adminUserNew'],
    ['/admin/users/7', 'adminUser'],
    ['/responsemp', 'paymentResult'],
    ['/checkout/result/F-1', 'checkoutResult'],
    ['/404', 'notFound'],
  ])('knows %s as %s', (path, name) => {
    expect(matchWebRoute(path)?.name).toBe(name);
  });

  it('reads the path parameters', () => {
    expect(matchWebRoute('/product/42')?.params).toEqual({ id: '42' });
  });

  it.each(['/una/ruta/inexistente', '/product', '/product/1/extra', '/admin/otra', '/carts'])(
    'has no page for %s',
    (path) => {
      expect(matchWebRoute(path)).toBeUndefined();
    },
  );
});

describe('webPath', () => {
  it('is the pattern itself for a page without parameters', () => {
    expect(webPath('cart')).toBe('/cart');
    expect(webPath('adminOrders')).toBe('/admin/ordenes');
  });

  it('fills in and encodes the parameters, and the router knows the result', () => {
    expect(webPath('product', { id: 42 })).toBe('/product/42');
    expect(webPath('checkoutResult', { invoiceId: 'F 1/2' })).toBe('/checkout/result/F%201%2F2');
    expect(matchWebRoute(webPath('adminUser', { userId: 7 }))).toEqual({
      name: 'adminUser',
      params: { userId: '7' },
    });
  });
});
