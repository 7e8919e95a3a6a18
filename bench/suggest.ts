// Suggestions while typing at scale (decision record 0037): GET /api/search/suggestions on an
// existing database (e.g. a million products), the catalog cache off, side by side with the
// bare SQL it runs (the same statement on one pg connection), in alternating rounds.
//
//   node --import tsx bench/suggest.ts --database-url postgres://…/bazar_bench_suggest \
//     [--rounds 5] [--requests 400]
//
// Requests go one at a time (latency, not throughput), each a prefix typed by a shopper: two to
// five letters of a catalog word picked at random, a word and the start of the next, and a few
// that match nothing. Each round reports its median and p95; the summary gives the median over
// the rounds and their spread (min–max).
import { parseArgs } from 'node:util';
import { suggestionPrefix } from '@bazar/shared';
import pg from 'pg';
import { cleanupAll } from './lib/cleanup.js';
import { benchApiEnv, freePort, startNode, waitForOk } from './lib/processes.js';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    rounds: { type: 'string', default: '5' },
    requests: { type: 'string', default: '400' },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl) throw new Error('--database-url is required');
const rounds = Number(values.rounds);
const requests = Number(values.requests);
const LIMIT = 6;

/** The statement of suggest() in apps/api/src/modules/catalog/search-words.ts, as it is sent. */
const SUGGEST_SQL = `
    (SELECT 'p' AS kind, 0 AS id, s.label AS name, s.name AS key
     FROM search_names s
     WHERE s.key >= $1 AND s.key < $2
       AND EXISTS (SELECT 1 FROM products p WHERE p.sort_name COLLATE "C" = s.name AND p.active)
     ORDER BY s.key
     LIMIT ${LIMIT * 2})
    UNION ALL
    (SELECT 'c', c.id, c.name, ''
     FROM categories c JOIN category_counts k ON k.category_id = c.id
     WHERE k.active_count > 0
       AND ' ' || array_to_string(regexp_split_to_array(bazar_fold(c.name), '[^[:alnum:]]+'), ' ') LIKE $3
     ORDER BY k.active_count DESC, c.name
     LIMIT ${LIMIT})`;

const prefixEnd = (prefix: string) => {
  const chars = [...prefix];
  const last = chars.pop() ?? '';
  return chars.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
const ms = (n: number) => n.toFixed(2);

async function main() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const words = (
    await client.query<{ word: string }>(
      `SELECT word FROM search_terms WHERE length(word) >= 5 AND word ~ '^[a-z]+$' ORDER BY random() LIMIT 200`,
    )
  ).rows.map((row) => row.word);
  const random = () => Math.random();
  const typed = Array.from({ length: 500 }, (_, i) => {
    const word = words[i % words.length] ?? 'camiseta';
    if (i % 10 === 0) return `${word} ${(words[(i * 7) % words.length] ?? 'ne').slice(0, 2)}`;
    if (i % 25 === 0) return `zq${word.slice(0, 2)}`;
    return word.slice(0, 2 + Math.floor(random() * 4));
  });

  const port = await freePort();
  const admin = { email: 'bench-admin@example.com', password: 'Bench-Admin-Password-1' };
  const api = startNode('api', 'apps/api/src/server.ts', [], {
    ...benchApiEnv(port, admin),
    DATABASE_URL: databaseUrl ?? '',
    CATALOG_CACHE_MS: '0',
  });
  await waitForOk(`http://127.0.0.1:${port}/api/health`, api, 180_000);

  const endpoint = async (text: string) => {
    const started = performance.now();
    const response = await fetch(
      `http://127.0.0.1:${port}/api/search/suggestions?q=${encodeURIComponent(text)}&limit=${LIMIT}`,
    );
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`suggestions answered ${response.status}`);
    return performance.now() - started;
  };
  const bare = async (text: string) => {
    const prefix = suggestionPrefix(text);
    const started = performance.now();
    await client.query({
      name: 'suggest',
      text: SUGGEST_SQL,
      values: [prefix, prefixEnd(prefix), `% ${prefix}%`],
    });
    return performance.now() - started;
  };

  // Warm-up: the connections, the plans, the pages of the index a prefix reads.
  for (const text of typed.slice(0, 100)) {
    await endpoint(text);
    await bare(text);
  }
  const results: Record<'endpoint' | 'sql', Array<{ median: number; p95: number; max: number }>> = {
    endpoint: [],
    sql: [],
  };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? (['endpoint', 'sql'] as const) : (['sql', 'endpoint'] as const);
    for (const target of order) {
      const run = target === 'endpoint' ? endpoint : bare;
      const times: number[] = [];
      for (let i = 0; i < requests; i++)
        times.push(await run(typed[(round * requests + i) % typed.length] ?? 'ca'));
      times.sort((a, b) => a - b);
      const row = { median: quantile(times, 0.5), p95: quantile(times, 0.95), max: times.at(-1) ?? 0 };
      results[target].push(row);
      console.log(
        `round ${round + 1} ${target}: median ${ms(row.median)} ms, p95 ${ms(row.p95)} ms, max ${ms(row.max)} ms`,
      );
    }
  }
  const summary = (
    rows: Array<{ median: number; p95: number; max: number }>,
    key: 'median' | 'p95' | 'max',
  ) => {
    const sorted = rows.map((row) => row[key]).sort((a, b) => a - b);
    return `${ms(quantile(sorted, 0.5))} [${ms(sorted[0] ?? 0)}–${ms(sorted.at(-1) ?? 0)}]`;
  };
  console.log('\n| target | median ms | p95 ms | max ms |\n| --- | --- | --- | --- |');
  for (const target of ['endpoint', 'sql'] as const) {
    const rows = results[target];
    console.log(
      `| ${target === 'endpoint' ? 'GET /api/search/suggestions' : 'bare SQL (pg)'} | ${summary(rows, 'median')} | ${summary(rows, 'p95')} | ${summary(rows, 'max')} |`,
    );
  }
  const plan = await client.query(
    `EXPLAIN (ANALYZE, BUFFERS) ${SUGGEST_SQL.replace('$1', "'cam'").replace('$2', "'can'").replace('$3', "'% cam%'")}`,
  );
  console.log(`\nPlan for 'cam':\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  const size = await client.query<{ rows: string; bytes: string }>(
    `SELECT count(*)::text AS rows, pg_size_pretty(pg_total_relation_size('search_names')) AS bytes FROM search_names`,
  );
  console.log(`search_names: ${size.rows[0]?.rows} rows, ${size.rows[0]?.bytes}`);
  await client.end();
}

try {
  await main();
} finally {
  await cleanupAll();
}
