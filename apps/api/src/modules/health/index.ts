import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.routes.js';

/** Health: the liveness and readiness probes. Owns no table. */
export async function registerHealth(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
}
