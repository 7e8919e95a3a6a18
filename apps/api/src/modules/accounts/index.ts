import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { accountsRoutes } from './accounts.routes.js';

/**
 * Accounts: owns `users` and the recovery tokens. Sign-up, sign-in (password or social),
 * the profile, password recovery and the back office's user grid.
 */
export { ensureAdmin } from './admin-bootstrap.js';
export { banAccount, unbanAccount } from './admin-users.service.js';

async function registerAccounts(app: FastifyInstance): Promise<void> {
  await app.register(accountsRoutes);
}

export const accountsPlugin = fp(registerAccounts, {
  name: 'accounts',
  dependencies: ['auth', 'events', 'mailer', 'outbox', 'rate-limit'],
});
