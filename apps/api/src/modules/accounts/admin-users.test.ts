import { ACCOUNT_MSG } from '@bazar/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSuite, authHeader, login, makeRoot, registerAndLogin } from '../../../test/auth.js';
import { catalogFixture } from '../../../test/catalog-fixtures.js';
import { sessions, users } from '../../db/schema.js';

const { t, admin } = adminSuite();

const as = (token: string) => authHeader(token);
const ban = (token: string, id: unknown, action = 'ban') =>
  t.app.inject({ method: 'POST', url: `/api/user/${action}`, headers: as(token), payload: { id } });
const editBody = (id: number, overrides: object = {}) => ({
  id,
  firstName: 'Nuevo',
  lastName: 'Apellido',
  email: `editado${id}@example.com`,
  address: 'Calle 2',
  phone: '555',
  userName: `editado${id}`,
  ...overrides,
});

describe('admin guards', () => {
  it('answers 401 without a token and 403 Acceso denegado for a non-root user', async () => {
    const user = await registerAndLogin(t.app);
    const calls = [
      { method: 'GET' as const, url: '/api/user/all' },
      { method: 'PUT' as const, url: '/api/user', payload: editBody(user.user.id) },
      { method: 'POST' as const, url: '/api/user/ban', payload: { id: admin.user.id } },
      { method: 'POST' as const, url: '/api/user/unban', payload: { id: user.user.id } },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      const denied = await t.app.inject({ ...call, headers: as(user.token) });
      expect(denied.statusCode, call.url).toBe(403);
      expect(denied.json()).toEqual({ msg: ACCOUNT_MSG.accessDenied });
    }
  });
});

describe('GET /api/user/all', () => {
  it('pages users 10 at a time with the catalog envelope and searches user name, e-mail and last name', async () => {
    for (let i = 0; i < 11; i++) await registerAndLogin(t.app, { lastName: i === 0 ? 'Zapatero' : 'Pérez' });
    const first = await t.app.inject({ method: 'GET', url: '/api/user/all', headers: as(admin.token) });
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ page: 1, pageSize: 10 });
    expect(page.items).toHaveLength(10);
    expect(page.total).toBeGreaterThanOrEqual(12);
    expect(JSON.stringify(page)).not.toMatch(/argon2/);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/user/all?q=zapat',
      headers: as(admin.token),
    });
    expect(search.json().items.map((u: { lastName: string }) => u.lastName)).toEqual(['Zapatero']);
    const wildcard = await t.app.inject({
      method: 'GET',
      url: '/api/user/all?q=%25',
      headers: as(admin.token),
    });
    expect(wildcard.json().total).toBe(0);
  });

  it('sorts on the server by user name, e-mail, id or sign-up date, and refuses an unknown sort', async () => {
    for (const userName of ['bruno-orden', 'Ana-orden', 'carla-orden']) {
      await registerAndLogin(t.app, { userName, email: `${userName.toLowerCase()}@orden.test` });
    }
    const list = async (sort: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/user/all?q=-orden&pageSize=100&sort=${sort}`,
        headers: as(admin.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().items as { id: number; userName: string; email: string }[];
    };
    expect((await list('userName')).map((u) => u.userName)).toEqual([
      'Ana-orden',
      'bruno-orden',
      'carla-orden',
    ]);
    expect((await list('-userName')).map((u) => u.userName)).toEqual([
      'carla-orden',
      'bruno-orden',
      'Ana-orden',
    ]);
    expect((await list('-email')).map((u) => u.email)).toEqual([
      'carla-orden@orden.test',
      'bruno-orden@orden.test',
      'ana-orden@orden.test',
    ]);
    const byId = (await list('id')).map((u) => u.id);
    expect(byId).toEqual([...byId].sort((a, b) => a - b));
    expect((await list('-createdAt')).map((u) => u.userName)).toEqual([
      'carla-orden',
      'Ana-orden',
      'bruno-orden',
    ]);

    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/user/all?sort=password',
      headers: as(admin.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: [{ param: 'sort', msg: 'Orden inválido' }] });
  });
});

describe('PUT /api/user', () => {
  it('changes only the listed fields and answers the Spanish message', async () => {
    const { user } = await registerAndLogin(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: as(admin.token),
      payload: editBody(user.id, { role: 'root', banned: true, idPersonal: '999' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: ACCOUNT_MSG.adminUpdated });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      firstName: 'Nuevo',
      userName: `editado${user.id}`,
      role: 'user',
      banned: false,
    });
    expect(row?.idPersonal).toBe(user.idPersonal);
  });

  it.each(['firstName', 'lastName', 'email', 'address', 'phone', 'userName'])(
    'refuses an empty or 51-character %s with por favor llene los datos correctamente',
    async (field) => {
      const { user } = await registerAndLogin(t.app);
      for (const value of ['', 'x'.repeat(51)]) {
        const response = await t.app.inject({
          method: 'PUT',
          url: '/api/user',
          headers: as(admin.token),
          payload: editBody(user.id, { [field]: value }),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ errors: [{ param: field, msg: ACCOUNT_MSG.adminFieldInvalid }] });
      }
    },
  );

  it('answers 404 for an unknown id and a field error for a taken user name', async () => {
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: as(admin.token),
      payload: editBody(987_654),
    });
    expect(unknown.statusCode).toBe(404);
    const { user } = await registerAndLogin(t.app);
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: as(admin.token),
      payload: editBody(user.id, { userName: admin.user.userName.toUpperCase() }),
    });
    expect(taken.json()).toEqual({ errors: [{ param: 'userName', msg: ACCOUNT_MSG.userNameTaken }] });
  });
});

describe('POST /api/user/ban and /unban', () => {
  it('bans: every session of the user ends at once and login is refused; unban lets them back', async () => {
    const target = await registerAndLogin(t.app);
    const second = (await login(t.app, target.body.userName)).json().token as string;
    const response = await ban(admin.token, target.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: ACCOUNT_MSG.userBanned });
    for (const token of [target.token, second]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: as(token) })).statusCode).toBe(
        401,
      );
    }
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, target.user.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await login(t.app, target.body.userName)).json().msg).toBe(ACCOUNT_MSG.banned);

    expect((await ban(admin.token, target.user.id, 'unban')).json()).toEqual({
      msg: ACCOUNT_MSG.userUnbanned,
    });
    expect((await login(t.app, target.body.userName)).statusCode).toBe(200);
  });

  it('hides a banned seller’s products while the ban lasts, then shows again only those it hid', async () => {
    const seller = await registerAndLogin(t.app);
    const fixture = await catalogFixture(t.db);
    const listed = await fixture.product({ sellerId: seller.user.id });
    const ownHidden = await fixture.product({ sellerId: seller.user.id, active: false });
    const detail = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).statusCode;
    const flags = async () =>
      (
        await t.db.execute<{ id: number; active: boolean; held_by_ban: boolean }>(
          sql`SELECT id, active, held_by_ban FROM products WHERE seller_id = ${seller.user.id} ORDER BY id`,
        )
      ).rows;
    expect(await detail(listed.id)).toBe(200);

    await ban(admin.token, seller.user.id);
    expect(await detail(listed.id)).toBe(404);
    const buyer = await registerAndLogin(t.app);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/shoppingCart',
      headers: as(buyer.token),
      payload: { productId: listed.id, quantity: 1 },
    });
    expect(added.statusCode).toBe(404);
    expect(await flags()).toEqual([
      { id: listed.id, active: false, held_by_ban: true },
      { id: ownHidden.id, active: false, held_by_ban: false },
    ]);

    await ban(admin.token, seller.user.id, 'unban');
    expect(await detail(listed.id)).toBe(200);
    expect(await detail(ownHidden.id)).toBe(404);
    expect(await flags()).toEqual([
      { id: listed.id, active: true, held_by_ban: false },
      { id: ownHidden.id, active: false, held_by_ban: false },
    ]);
  });

  it('refuses to ban oneself or another administrator, and answers 404 for an unknown id', async () => {
    const self = await ban(admin.token, admin.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ msg: ACCOUNT_MSG.cannotBanSelf });
    const other = await registerAndLogin(t.app);
    await makeRoot(t.db, other.user.id);
    const peer = await ban(admin.token, other.user.id);
    expect(peer.statusCode).toBe(403);
    expect(peer.json()).toEqual({ msg: ACCOUNT_MSG.cannotBanAdmin });
    expect((await ban(admin.token, 987_654)).statusCode).toBe(404);
    expect((await ban(admin.token, 'uno')).statusCode).toBe(400);
  });
});
