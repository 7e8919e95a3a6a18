import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from './accounts.routes.js';

/**
 * Accounts: owns `users` and the recovery tokens. Sign-up, sign-in (password or social),
 * the profile, password recovery and the back office's user grid.
 */
export { ensureAdmin } from './admin-bootstrap.js';

export async function registerAccounts(app: FastifyInstance): Promise<void> {
  await app.register(accountsRoutes);
}
