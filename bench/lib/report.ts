import type { BundleReport } from './bundle-size.js';
import { HOME_JS_BUDGET_BYTES } from './bundle-size.js';
import type { LoadResult } from './load.js';

export interface Row {
  target: string;
  database: string;
  result?: LoadResult;
  error?: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function resultsTable(rows: Row[], bareRps: number | undefined): string {
  const lines = [
    '| target | database | req/s | p50 ms | p99 ms | vs bare | failures |',
    '|---|---|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    const r = row.result;
    if (!r) {
      lines.push(`| ${row.target} | ${row.database} | — | — | — | — | ${row.error ?? 'not run'} |`);
      continue;
    }
    const ratio = bareRps ? `${((r.requestsPerSecond / bareRps) * 100).toFixed(1)} %` : '—';
    lines.push(
      `| ${row.target} | ${row.database} | ${Math.round(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${ratio} | ${r.failures} |`,
    );
  }
  return lines.join('\n');
}

export function bundleSection(bundle: BundleReport | undefined): string {
  if (!bundle) return 'apps/web/dist is missing: run `npm run build` first to measure the storefront JS.';
  const lines = ['| file | raw | gzip |', '|---|---:|---:|'];
  for (const file of bundle.files) lines.push(`| ${file.file} | ${kb(file.raw)} | ${kb(file.gzip)} |`);
  lines.push(`| **total** | | **${kb(bundle.totalGzip)}** |`);
  return lines.join('\n');
}

/** The storefront's first-load JavaScript budget. */
export function bundleChecks(bundle: BundleReport | undefined): string[] {
  if (!bundle) return [`NOT MEASURED storefront home JS < ${kb(HOME_JS_BUDGET_BYTES)} gzip`];
  const ok = bundle.totalGzip < HOME_JS_BUDGET_BYTES;
  return [
    `${ok ? 'PASS' : 'FAIL'} storefront home JS < ${kb(HOME_JS_BUDGET_BYTES)} gzip (${kb(bundle.totalGzip)})`,
  ];
}

export const SHOP_P99_TARGET_MS = 100;

/** The shop's reads (admin dashboard, grids, user lists): p99 under target on each database. */
export function shopChecks(rows: Row[], databases: string[]): string[] {
  if (rows.length === 0) return [];
  return databases.map((database) => {
    const own = rows.filter((row) => row.database === database);
    if (own.length === 0) return `NOT MEASURED shop reads p99 < ${SHOP_P99_TARGET_MS} ms on ${database}`;
    const misses = own.filter(
      (row) => !row.result || row.result.failures > 0 || row.result.p99 >= SHOP_P99_TARGET_MS,
    );
    const detail = misses.map((row) =>
      row.result
        ? `${row.target}: p99 ${row.result.p99} ms${row.result.failures ? `, ${row.result.failures} failed` : ''}`
        : `${row.target}: ${row.error ?? 'not run'}`,
    );
    return `${misses.length ? 'FAIL' : 'PASS'} every admin/user read p99 < ${SHOP_P99_TARGET_MS} ms on ${database}${detail.length ? ` (missed: ${detail.join('; ')})` : ''}`;
  });
}
