/**
 * Claims ('Reclamos'): owns `claims` and `claim_messages`. The buyer opens one on an order, the
 * parties talk, the seller refunds or an administrator decides; the refund goes through money,
 * the history through orders, the notices through notifications.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export { type ClaimsService, createClaims } from './claims.service.js';

import { claimsRoutes } from './claims.routes.js';

async function registerClaims(app: FastifyInstance): Promise<void> {
  await app.register(claimsRoutes);
}

export const claimsPlugin = fp(registerClaims, {
  name: 'claims',
  dependencies: ['auth', 'rate-limit', 'uploads'],
});
