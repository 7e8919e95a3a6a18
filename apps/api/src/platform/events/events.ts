import type { FastifyInstance } from 'fastify';
import { createLocalEventBus, type EventBus } from './local-bus.js';
import { createRedisEventBus } from './redis-events.js';

export { type BazarEvents, createLocalEventBus, type EventBus, type EventName } from './local-bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

/** With REDIS_URL, events reach every instance (a sale here refreshes dashboards connected elsewhere). */
export function registerEvents(app: FastifyInstance, bus?: EventBus) {
  if (bus) {
    app.decorate('events', bus);
    return;
  }
  if (!app.env.REDIS_URL) {
    app.decorate('events', createLocalEventBus());
    return;
  }
  const redisBus = createRedisEventBus(app.env.REDIS_URL, app.log);
  app.decorate('events', redisBus);
  app.addHook('onReady', async () => {
    await redisBus.ready;
  });
  app.addHook('onClose', async () => {
    await redisBus.close();
  });
}
