import type { AbResult, Spread } from './ab.js';
import type { TargetKind } from './catalog-targets.js';

export interface CatalogRow {
  target: string;
  kind: TargetKind;
  database: string;
  off?: AbResult | string;
  on?: AbResult | string;
}

/** The goals of the catalog at scale, on the PostgreSQL server with its default settings. */
export const GOALS = {
  postgres: { searchP99: 20, searchRatio: 0.25, listingRatioOff: 0.15, listingRatioOn: 0.4 },
  pglite: { searchP99: 50, listingP99: 30 },
  deepCostVsFirst: 1.5,
  maxLatencyCacheOn: 50,
};

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
const ms = (value: number) => `${Math.round(value * 10) / 10}`;
const show = (s: Spread, format: (v: number) => string) =>
  `${format(s.median)} (${format(s.min)}–${format(s.max)})`;

function cells(result: AbResult | string | undefined): string[] {
  if (result === undefined) return ['—', '—', '—', '—'];
  if (typeof result === 'string') return [result, '—', '—', '—'];
  return [show(result.p99, ms), show(result.ratio, pct), ms(result.maxLatency), String(result.failures)];
}

export function catalogTable(rows: CatalogRow[]): string {
  const lines = [
    '| target | database | cache off: p99 ms | cache off: req/s vs bare | off: max ms | off: failed | cache on: p99 ms | cache on: req/s vs bare | on: max ms | on: failed |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    lines.push(`| ${row.target} | ${row.database} | ${[...cells(row.off), ...cells(row.on)].join(' | ')} |`);
  }
  return lines.join('\n');
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const measured = (result: AbResult | string | undefined): result is AbResult =>
  result !== undefined && typeof result !== 'string';

/** One line per goal and database: PASS/FAIL with the rows that missed. */
export function catalogChecks(rows: CatalogRow[], databases: string[]): string[] {
  const lines: string[] = [];
  for (const database of databases) {
    const own = rows.filter((row) => row.database === database);
    if (own.length === 0) continue;
    const check = (
      label: string,
      subset: CatalogRow[],
      ok: (row: CatalogRow) => boolean,
      detail: (row: CatalogRow) => string,
    ) => {
      const misses = subset.filter((row) => !ok(row));
      lines.push(
        `${verdict(subset.length > 0 && misses.length === 0)} ${database}: ${label}${misses.length ? ` (missed: ${misses.map(detail).join('; ')})` : ''}`,
      );
    };
    const searches = own.filter((row) => row.kind === 'search');
    const listings = own.filter((row) => row.kind === 'listing');
    const off = (row: CatalogRow) => (measured(row.off) ? row.off : undefined);
    const on = (row: CatalogRow) => (measured(row.on) ? row.on : undefined);
    if (database === 'postgres') {
      const g = GOALS.postgres;
      check(
        `search p99 < ${g.searchP99} ms and ≥ ${pct(g.searchRatio)} of the bare route, cache off`,
        searches,
        (row) =>
          (off(row)?.p99.median ?? Infinity) < g.searchP99 && (off(row)?.ratio.median ?? 0) >= g.searchRatio,
        (row) =>
          `${row.target}: p99 ${ms(off(row)?.p99.median ?? Number.NaN)} ms, ${pct(off(row)?.ratio.median ?? 0)}`,
      );
      check(
        `listing page 1 ≥ ${pct(g.listingRatioOff)} of the bare route cache off, ≥ ${pct(g.listingRatioOn)} cache on`,
        listings,
        (row) =>
          (off(row)?.ratio.median ?? 0) >= g.listingRatioOff &&
          (on(row)?.ratio.median ?? 0) >= g.listingRatioOn,
        (row) =>
          `${row.target}: ${pct(off(row)?.ratio.median ?? 0)} off, ${pct(on(row)?.ratio.median ?? 0)} on`,
      );
    } else {
      const g = GOALS.pglite;
      check(
        `search p99 < ${g.searchP99} ms, cache off`,
        searches,
        (row) => (off(row)?.p99.median ?? Infinity) < g.searchP99,
        (row) => `${row.target}: p99 ${ms(off(row)?.p99.median ?? Number.NaN)} ms`,
      );
      check(
        `listing p99 < ${g.listingP99} ms, cache off`,
        [...listings, ...own.filter((row) => row.kind === 'deep')],
        (row) => (off(row)?.p99.median ?? Infinity) < g.listingP99,
        (row) => `${row.target}: p99 ${ms(off(row)?.p99.median ?? Number.NaN)} ms`,
      );
    }
    const first = own.find((row) => row.kind === 'listing');
    check(
      `a deep page costs ≤ ${GOALS.deepCostVsFirst}× page 1 (req/s vs bare, cache off)`,
      own.filter((row) => row.kind === 'deep'),
      (row) =>
        first !== undefined &&
        (off(row)?.ratio.median ?? 0) * GOALS.deepCostVsFirst >= (off(first)?.ratio.median ?? Infinity),
      (row) =>
        `${row.target}: ${pct(off(row)?.ratio.median ?? 0)} vs ${pct(first ? (off(first)?.ratio.median ?? 0) : 0)}`,
    );
    check(
      `max latency < ${GOALS.maxLatencyCacheOn} ms over each run with the cache on (no refill stalls)`,
      own,
      (row) => (on(row)?.maxLatency ?? Infinity) < GOALS.maxLatencyCacheOn,
      (row) => `${row.target}: ${ms(on(row)?.maxLatency ?? Number.NaN)} ms`,
    );
    check(
      'every request answered 2xx',
      own,
      (row) => measured(row.off) && measured(row.on) && row.off.failures === 0 && row.on.failures === 0,
      (row) => row.target,
    );
  }
  return lines;
}
