import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { createRedis } from '../redis/redis-client.js';
import { createLocalEventBus, type EventBus, type EventName } from './local-bus.js';

const CHANNEL = 'bazar:events';

interface Envelope {
  origin: string;
  name: EventName;
  payload: unknown;
}

export interface RedisEventBus extends EventBus {
  /** Resolves once the subscriber listens, so nothing published afterwards is missed. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * The local bus, fanned out to every instance through Redis pub/sub. Local listeners hear their
 * own instance's events at once (even with Redis down); messages that come back from Redis with
 * this instance's origin are dropped so nobody hears an event twice. A subscribed ioredis
 * connection cannot issue other commands, hence two connections.
 */
export function createRedisEventBus(url: string, log?: FastifyBaseLogger): RedisEventBus {
  const local = createLocalEventBus();
  const origin = randomUUID();
  // Publishing fails at once while Redis is down (local listeners still hear the event).
  const publisher = createRedis(url, log, 'events publisher');
  const subscriber = createRedis(url, log, 'events subscriber', { queueWhileConnecting: true });
  subscriber.on('message', (channel, message) => {
    if (channel !== CHANNEL) return;
    try {
      const envelope = JSON.parse(message) as Envelope;
      if (envelope.origin === origin) return;
      local.publish(envelope.name, envelope.payload as never);
    } catch (error) {
      log?.warn({ err: error }, 'unreadable event from redis');
    }
  });
  // Startup waits for the subscription, but a Redis outage must not keep the server down:
  // after a few seconds the instance starts with local events only and ioredis keeps retrying.
  const ready = Promise.race([
    subscriber.subscribe(CHANNEL).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, 5000).unref()),
  ]).catch((error) => log?.error({ err: error }, 'redis events subscription failed'));

  return {
    ready,
    publish(name, payload) {
      local.publish(name, payload);
      const envelope: Envelope = { origin, name, payload };
      publisher.publish(CHANNEL, JSON.stringify(envelope)).catch((error) => {
        log?.warn({ err: error, event: name }, 'event not fanned out');
      });
    },
    subscribe: local.subscribe,
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
