import Fastify from 'fastify';
import pg from 'pg';

// The database floor: the same framework and process model as the API, and the same pool size
// (10 connections), answering one primary-key read of a product per request. Every catalog
// verdict on the PostgreSQL server is a ratio to it, measured side by side in the same run:
// what is left above it is the catalog's own work. Started by run.ts as its own process.
const port = Number(process.env.PORT ?? 0);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const { rows } = await pool.query<{ max: number }>('SELECT max(id)::int AS max FROM products');
const maxId = rows[0]?.max ?? 1;
const app = Fastify({ logger: false });
app.get('/floor', async () => {
  // A random product each time, so the read is spread over the table as the shop's are.
  const id = 1 + Math.floor(Math.random() * maxId);
  const result = await pool.query({
    name: 'floor',
    text: 'SELECT id, name, final_price_cents, stock FROM products WHERE id = $1',
    values: [id],
  });
  return result.rows[0] ?? {};
});
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port, host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
