import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { flowsPlugin } from './flows/index.js';
import { checkoutPlugin } from './modules/checkout/index.js';

// Every module and the flows are named plugins that declare what they need: registering one
// before (or without) what it needs fails at boot, naming both, instead of a call on an
// undefined decorator at the first request.
const stub = (name: string) => fp(async () => {}, { name });

describe('the plugins’ declared dependencies', () => {
  it('refuse a module registered without the platform piece it needs', async () => {
    const app = Fastify();
    await app.register(stub('auth'));
    await app.register(stub('mailer'));
    app.register(checkoutPlugin);
    await expect(app.ready()).rejects.toThrow(/dependency 'outbox' of plugin 'checkout'/);
  });

  it('refuse the flows registered before the modules they call', async () => {
    const app = Fastify();
    for (const name of ['auth', 'jobs', 'notifications', 'outbox', 'payments', 'rate-limit', 'money'])
      await app.register(stub(name));
    app.register(flowsPlugin);
    await expect(app.ready()).rejects.toThrow(
      /dependency '(accounts|addresses|cart|catalog)' of plugin 'flows'/,
    );
  });
});
