/**
 * Claims ('Reclamos'): owns `claims` and `claim_messages`. The buyer opens one on an order, the
 * parties talk, the seller refunds or an administrator decides; the refund goes through money,
 * the history through orders, the notices through notifications.
 */
import type { FastifyInstance } from 'fastify';
import { claimsRoutes } from './claims.routes.js';

export async function registerClaims(app: FastifyInstance): Promise<void> {
  await app.register(claimsRoutes);
}
