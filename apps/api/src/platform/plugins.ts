import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerAuth } from './auth/auth-plugin.js';
import { registerEvents } from './events/events.js';
import { registerJobs } from './jobs/jobs.js';
import { registerMailer } from './mail/mailer.js';
import { registerNotifications } from './notifications/notifications.plugin.js';
import { registerOutbox } from './outbox/outbox.js';
import { registerPayments } from './payments/payments-plugin.js';
import { registerRateLimit } from './rate-limit/rate-limit.js';
import { registerStorage } from './storage/storage.js';
import { registerImages } from './uploads/images.routes.js';

/**
 * The platform's pieces that modules and flows depend on, as named plugins: a module declares
 * them in its own plugin's `dependencies`, so a missing or misordered one fails at boot, naming
 * both. Each decorates the app with its service (`app.outbox`, `app.events`, …); no module
 * decorates the app for another.
 */
const named = (name: string, register: (app: FastifyInstance) => unknown, dependencies: string[] = []) =>
  fp(
    async (app: FastifyInstance) => {
      await register(app);
    },
    { name, dependencies },
  );

export const eventsPlugin = named('events', (app) => registerEvents(app));
export const rateLimitPlugin = named('rate-limit', registerRateLimit);
export const authPlugin = named('auth', registerAuth, ['events']);
export const mailerPlugin = named('mailer', registerMailer);
export const outboxPlugin = named('outbox', registerOutbox);
export const paymentsPlugin = named('payments', registerPayments);
export const storagePlugin = named('storage', (app) => registerStorage(app));
export const jobsPlugin = named('jobs', registerJobs);
export const notificationsPlugin = named('notifications', registerNotifications, [
  'auth',
  'events',
  'mailer',
  'outbox',
]);
export const uploadsPlugin = named('uploads', registerImages, ['auth', 'jobs', 'rate-limit', 'storage']);
