import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { healthRoutes } from './health.routes.js';

/** Health: the liveness and readiness probes. Owns no table. */
async function registerHealth(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
}

export const healthPlugin = fp(registerHealth, { name: 'health', dependencies: [] });
