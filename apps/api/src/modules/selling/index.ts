import type { FastifyInstance } from 'fastify';
import { sellingRoutes } from './selling.routes.js';

/** Selling: a seller publishes and edits products and lists their own (the writes go through catalog). */
export async function registerSelling(app: FastifyInstance): Promise<void> {
  await app.register(sellingRoutes);
}
