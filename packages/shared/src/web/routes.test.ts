import { describe, expect, it } from 'vitest';
import { matchWebRoute } from './routes.js';

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
