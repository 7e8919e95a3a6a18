import Fastify from 'fastify';

// The ceiling of this machine: the same framework and process model as the API, no work per
// request. Started by run.ts as its own process, like the API server.
const port = Number(process.env.PORT ?? 0);
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
