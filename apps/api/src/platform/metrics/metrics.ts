import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { StartupError } from '../../config/startup-checks.js';
import type { StandbyReport } from '../../db/standbys.js';
import { countDeadRows } from '../outbox/dead-rows.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's Prometheus registry (served by startMetricsServer, never on the public port). */
    metrics: Registry;
  }
}

/**
 * Request latency by route (its count is the request rate), the database pool and the background
 * jobs, read when Prometheus scrapes. One registry per app: tests build many apps in one process.
 */
export function registerHttpMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  app.decorate('metrics', registry);

  const requests = new Histogram({
    name: 'bazar_http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The template (/api/products/:id), not the URL: one series per route, whatever the ids.
    const route = request.routeOptions.url ?? 'sin ruta';
    requests.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'bazar_db_pool_connections',
    help: 'Database pool connections by state (waiting: queries queued for a connection)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = app.database.pool;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  const standbys = app.database.standbys;
  if (standbys) {
    // Labelled by host, port and database: a standby's URL carries its password.
    const standbyGauge = (name: string, help: string, read: (s: StandbyReport) => number | null) =>
      new Gauge({
        name,
        help,
        labelNames: ['standby'],
        registers: [registry],
        collect() {
          for (const report of standbys.report()) {
            const value = read(report);
            if (value !== null) this.set({ standby: report.name }, value);
          }
        },
      });
    standbyGauge('bazar_db_standby_serving', '1 while a standby is in the reads rotation, 0 when out', (s) =>
      s.status === 'serving' ? 1 : 0,
    );
    standbyGauge(
      'bazar_db_standby_lag_seconds',
      'How old, at most, what a standby shows is (the WAL it has not replayed)',
      (s) => (s.lagMs === null ? null : s.lagMs / 1000),
    );
    standbyGauge('bazar_db_standby_reads', 'Public reads a standby served', (s) => s.reads);
    standbyGauge(
      'bazar_db_standby_fell_back',
      'Reads that failed on a standby (gone, or cancelled by its recovery) and ran on the primary',
      (s) => s.fellBack,
    );
    new Gauge({
      name: 'bazar_db_primary_public_reads',
      help: 'Public reads that went to the primary: no standby served or had replayed the reader’s last write',
      registers: [registry],
      collect() {
        this.set(standbys.primaryReads);
      },
    });
  }

  const jobGauge = (
    name: string,
    help: string,
    read: (s: ReturnType<FastifyInstance['jobs']['stats']>[number]) => number,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['job'],
      registers: [registry],
      collect() {
        for (const stats of app.jobs.stats()) this.set({ job: stats.name }, read(stats));
      },
    });
  jobGauge('bazar_job_runs', 'Turns this instance ran', (s) => s.runs);
  jobGauge('bazar_job_skipped', 'Turns skipped because another instance held the job', (s) => s.skipped);
  jobGauge('bazar_job_failures', 'Turns that failed', (s) => s.failures);
  jobGauge('bazar_job_last_duration_seconds', 'Duration of the last turn', (s) => s.lastDurationMs / 1000);
  new Gauge({
    name: 'bazar_job_backlog',
    help: 'Work waiting for each job (queue depth), counted up to 1000',
    labelNames: ['job'],
    registers: [registry],
    async collect() {
      for (const stats of app.jobs.stats()) {
        if (stats.backlog) this.set({ job: stats.name }, await stats.backlog());
      }
    },
  });
  new Gauge({
    name: 'bazar_outbox_dead_rows',
    help: 'Outbox rows that gave up after OUTBOX_MAX_ATTEMPTS failures and wait for an administrator, counted up to 1000',
    registers: [registry],
    // Read when Prometheus scrapes (one indexed count of the few dead rows), never per request.
    async collect() {
      try {
        this.set(await countDeadRows(app.db, 1000));
      } catch (error) {
        // The database is away: the scrape still answers, with the last count, and the pool's
        // and requests' figures show why.
        app.log.warn({ err: error }, 'métricas: no se pudieron contar los mensajes no entregados');
      }
    },
  });
}

function listen(server: Server, host: string, port: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * GET /metrics on its own port, by default reachable only from this host: an operator's
 * Prometheus (or a sidecar) scrapes it; the public port and the reverse proxy never expose it.
 * The process-wide metrics (event loop delay, memory, GC) are collected only here, once.
 */
export async function startMetricsServer(
  app: FastifyInstance,
  host: string,
  port: number,
  { production }: { production: boolean },
): Promise<Server> {
  collectDefaultMetrics({ register: app.metrics, eventLoopMonitoringPrecision: 20 });
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    app.metrics.metrics().then(
      (body) => response.writeHead(200, { 'content-type': app.metrics.contentType }).end(body),
      (error: unknown) => {
        app.log.error({ err: error }, 'métricas no disponibles');
        response.writeHead(500).end();
      },
    );
  });
  try {
    await listen(server, host, port);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    // Production keeps failing: its scraper expects this very port.
    if (production)
      throw new StartupError(
        `El puerto de métricas ${port} (${host}) está ocupado: elija otro con METRICS_PORT o desactívelas con METRICS_ENABLED=false.`,
      );
    // A second instance on a developer's machine (another shell, a blue-green switch) still starts.
    await listen(server, host, 0);
    const free = (server.address() as AddressInfo).port;
    app.log.warn(
      { port, metricsPort: free },
      `el puerto de métricas ${port} está ocupado (METRICS_PORT): se usa el ${free}`,
    );
  }
  const address = server.address() as AddressInfo;
  app.log.info({ metricsUrl: `http://${host}:${address.port}/metrics` }, 'métricas de Prometheus escuchando');
  return server;
}
