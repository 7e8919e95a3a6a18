import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoginResponse, ProductDetail, ProductPage } from '@bazar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  type PrivatePostgres,
  type PrivateRedis,
  type PrivateStandby,
  startPrivatePostgres,
  startPrivateRedis,
  startPrivateStandby,
} from '../private-servers.js';
import { productForm } from '../selling-fixtures.js';
import {
  type Instance,
  queryAt,
  registration,
  scratchDirs,
  startInstance,
  uploadPicture,
} from './instance.js';

// Reads from a PostgreSQL standby for real (decision record 0038): a private primary and a
// streaming standby made from this machine's binaries (initdb, a replication slot,
// pg_basebackup -R), two instances of the release build on them sharing a private Redis. What
// served a read is told by the standby's own statistics, never by the code under test.
//
// The instances differ in one setting: A lets a standby lag a minute before taking it out, B
// one second. With replay paused, A keeps reading the stale standby (so a seller reloading there
// proves read-your-writes does the work), while B takes it out and reads the primary.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const ADMIN = { email: 'admin@replicas.test', password: 'Admin-Replicas-9' };
/** Trust authentication ignores it; it is there to prove a standby's password is never written out. */
const STANDBY_PASSWORD = 'secreto-de-la-replica';

const scratch = scratchDirs();
let primary: PrivatePostgres;
let standby: PrivateStandby;
let redis: PrivateRedis;
let a: Instance;
let b: Instance;

const tempDir = scratch.make;

const query = queryAt;

/** Scans of the shop's tables this server ran (its own statistics): a read served there moves them. */
async function tableReads(url: string): Promise<number> {
  const [row] = await query<{ reads: string }>(
    url,
    'SELECT coalesce(sum(coalesce(seq_scan, 0) + coalesce(idx_scan, 0)), 0)::text AS reads FROM pg_stat_user_tables',
  );
  return Number(row?.reads ?? 0);
}

/** Waits for a state, never for a time: `check` is asked again until it answers true. */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A browser: its auth token and the cookies the shop set (the write's WAL position among them). */
class Person {
  token = '';
  readonly cookies = new Map<string, string>();

  async call<T>(instance: Instance, method: string, url: string, body?: unknown) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${instance.url}${url}`, {
      method,
      headers: {
        ...(this.token ? { 'auth-token': this.token } : {}),
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    this.keep(response);
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : null) as T };
  }

  keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
}

async function standbyStatus(instance: Instance): Promise<string | undefined> {
  const response = await fetch(`${instance.url}/api/ready`);
  const ready = (await response.json()) as { standbys?: { status: string }[] };
  return ready.standbys?.[0]?.status;
}

const serving = (instance: Instance) => async () => (await standbyStatus(instance)) === 'serving';

beforeAll(async () => {
  // The release bundle the instances run (rebuilt only when its sources changed).
  execFileSync(process.execPath, ['scripts/ensure-build.mjs', 'api'], { cwd: repoRoot, stdio: 'ignore' });
  primary = await startPrivatePostgres(await freePort(), { replication: true });
  standby = await startPrivateStandby(primary, await freePort());
  redis = await startPrivateRedis(await freePort());
  const standbyUrl = standby.url.replace('postgres@', `postgres:${STANDBY_PASSWORD}@`);
  const env = (dataDir: string, maxLagMs: number) => ({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    METRICS_PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: primary.url,
    DATABASE_READ_URLS: standbyUrl,
    DATABASE_READ_MAX_LAG_MS: String(maxLagMs),
    REDIS_URL: redis.url,
    SANDBOX_WEBHOOK_SECRET: 'secreto-compartido-de-prueba',
    ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    REGISTER_RATE_PER_IP: '1000',
    LOGIN_RATE_PER_IP: '1000',
  });
  // One migrates and seeds the primary, the other waits for it; the standby replays it all.
  [a, b] = await Promise.all([
    startInstance('A', env(tempDir('bazar-replicas-a-'), 60_000)),
    startInstance('B', env(tempDir('bazar-replicas-b-'), 1000)),
  ]);
  await until('A reads from the standby', serving(a));
  await until('B reads from the standby', serving(b));
}, 240_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
  await standby?.destroy();
  await primary?.destroy();
  scratch.removeAll();
});

/** Typed prefixes the suggestions read on every request (no cache): `count` reads, spread over A and B. */
async function suggestions(count: number, prefix = 'ca'): Promise<number[]> {
  const visitor = new Person();
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await visitor.call(i % 2 ? b : a, 'GET', `/api/search/suggestions?q=${prefix}`);
    statuses.push(response.status);
  }
  return statuses;
}

describe('catalog reads from a PostgreSQL standby', () => {
  it('serve the public catalog from the standby (by its own statistics), and never name its password', async () => {
    const before = await tableReads(standby.url);
    expect(await suggestions(20)).toEqual(Array(20).fill(200));
    await until('the standby counted the reads', async () => (await tableReads(standby.url)) >= before + 20);

    const ready = (await (await fetch(`${a.url}/api/ready`)).json()) as {
      standbys: { name: string; status: string; lagMs: number }[];
    };
    expect(ready.standbys).toEqual([
      { name: `127.0.0.1:${standby.port}/postgres`, status: 'serving', lagMs: expect.any(Number) },
    ]);
    const metrics = await (await fetch(a.metricsUrl)).text();
    expect(metrics).toContain(`bazar_db_standby_serving{standby="127.0.0.1:${standby.port}/postgres"} 1`);
    expect(metrics).toMatch(/bazar_db_standby_lag_seconds\{standby="[^"]+"\} \d/);
    for (const instance of [a, b]) expect(JSON.stringify(instance.logs)).not.toContain(STANDBY_PASSWORD);
    expect(metrics).not.toContain(STANDBY_PASSWORD);
  });

  it('show sellers their own edit at once, on either instance, while the standby still has the old one', async () => {
    const seller = new Person();
    const { userName, password, body } = registration('vendedor');
    expect((await seller.call(a, 'POST', '/api/user', body)).status).toBe(201);
    seller.token = (
      await seller.call<LoginResponse>(a, 'POST', '/api/login', { userOrEmail: userName, password })
    ).json.token;
    const upload = await uploadPicture(a, seller.token);
    const categories = await seller.call<{ id: number }[]>(a, 'GET', '/api/categories');
    const genres = await seller.call<{ id: number }[]>(a, 'GET', '/api/genres');
    const form = productForm(categories.json[0]?.id ?? 0, genres.json[0]?.id ?? 0, [upload.secure_url], {
      name: 'Farol de jardín',
    });
    const created = await seller.call<ProductDetail>(a, 'POST', '/api/product', form);
    expect(created.status).toBe(201);
    const id = created.json.id;
    // The seller's own write is there at once, whatever the standby has replayed.
    expect((await seller.call<ProductDetail>(b, 'GET', `/api/products/${id}`)).json.name).toBe(
      'Farol de jardín',
    );
    // A visitor's view comes from the standby once it has the product (the visitor has no write).
    const visitor = new Person();
    await until(
      'the standby has the new product',
      async () => (await visitor.call(a, 'GET', `/api/products/${id}`)).status === 200,
    );

    await query(standby.url, 'SELECT pg_wal_replay_pause()');
    const edited = await seller.call<ProductDetail>(b, 'PUT', '/api/editProduct', {
      ...form,
      name: 'Farol de jardín solar',
      editId: id,
    });
    expect(edited.status).toBe(200);
    // The standby really is behind: it still has the old name.
    expect(await query(standby.url, `SELECT name FROM products WHERE id = ${id}`)).toEqual([
      { name: 'Farol de jardín' },
    ]);
    // A keeps the standby in rotation (its limit is a minute): a visitor there sees the old product,
    // the seller the new one, reload after reload, on both instances.
    expect(await standbyStatus(a)).toBe('serving');
    expect((await visitor.call<ProductDetail>(a, 'GET', `/api/products/${id}`)).json.name).toBe(
      'Farol de jardín',
    );
    for (const instance of [a, b, a, b]) {
      const page = await seller.call<ProductDetail>(instance, 'GET', `/api/products/${id}`);
      expect(page.json.name).toBe('Farol de jardín solar');
      const search = await seller.call<ProductPage>(instance, 'GET', '/api/products?name=farol%20solar');
      expect(search.json.items.map((item) => item.id)).toContain(id);
    }

    // B takes the paused standby out (one second behind is its limit): its reads go to the primary.
    await until('B takes the lagging standby out', async () => (await standbyStatus(b)) === 'lagging');
    // Searches no cache holds: the paused standby lacks 'solar', so finding it is the primary's answer.
    for (const words of ['solar', 'jardin%20solar', 'farol%20jardin%20solar']) {
      const found = await visitor.call<ProductPage>(b, 'GET', `/api/products?name=${words}`);
      expect(found.json.items.map((item) => item.id)).toContain(id);
    }
    const metrics = await (await fetch(b.metricsUrl)).text();
    expect(metrics).toMatch(/bazar_db_standby_serving\{standby="[^"]+"\} 0/);
    expect(metrics).toMatch(/bazar_db_standby_lag_seconds\{standby="[^"]+"\} ([1-9]|0\.[1-9])/);

    // Replay resumed: the standby catches up and B puts it back by itself.
    await query(standby.url, 'SELECT pg_wal_replay_resume()');
    await until('B reads from the standby again', serving(b));
    const after = await tableReads(standby.url);
    expect(await suggestions(10, 'farol')).toEqual(Array(10).fill(200));
    await until('the standby served them', async () => (await tableReads(standby.url)) >= after + 10);
  });

  it('lose no request when the standby stops under load, and take it back once it is up again', async () => {
    const statuses: number[] = [];
    let loading = true;
    const visitor = new Person();
    const paths = [
      '/api/search/suggestions?q=ca',
      '/api/search/suggestions?q=re',
      '/api/sellers/admin',
      '/api/products?name=farol&page=1',
      '/api/products/1/questions',
    ];
    const load = Promise.all(
      [a, b, a, b].map(async (instance, worker) => {
        for (let i = worker; loading; i++) {
          statuses.push((await visitor.call(instance, 'GET', paths[i % paths.length] ?? '/')).status);
        }
      }),
    );
    await until('requests are flowing', async () => statuses.length > 20);
    await standby.stop();
    await until('A takes the stopped standby out', async () => (await standbyStatus(a)) === 'down');
    await until('B takes the stopped standby out', async () => (await standbyStatus(b)) === 'down');
    const during = statuses.length;
    await until('requests flow without the standby', async () => statuses.length > during + 20);
    loading = false;
    await load;
    // Every one answered as a standby-less shop would (no 5xx): product 1's questions or a 404
    // for an unknown seller are the routes' own answers.
    expect(statuses.filter((status) => status >= 500)).toEqual([]);

    await standby.start();
    await until('A reads from the standby again', serving(a));
    await until('B reads from the standby again', serving(b));
    const before = await tableReads(standby.url);
    expect(await suggestions(10)).toEqual(Array(10).fill(200));
    await until('the standby served them', async () => (await tableReads(standby.url)) >= before + 10);
  });

  it('take a promoted standby out of rotation: it no longer follows the primary', async () => {
    await standby.promote();
    await until('A sees it promoted', async () => (await standbyStatus(a)) === 'promoted');
    await until('B sees it promoted', async () => (await standbyStatus(b)) === 'promoted');
    expect(await suggestions(4)).toEqual(Array(4).fill(200));
  });
});
