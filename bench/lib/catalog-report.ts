import type { AbResult, Spread } from './ab.js';
import type { TargetKind } from './catalog-targets.js';

export interface CatalogRow {
  target: string;
  kind: TargetKind;
  /** A filtered listing's unfiltered twin (its target name). */
  unfiltered?: string | undefined;
  database: string;
  off?: AbResult | string;
  on?: AbResult | string;
}

/** The goals of the catalog at scale, on the PostgreSQL server with its default settings. */
export const GOALS = {
  // Ratios to the database floor (floor-server.ts), measured beside each target (issue 33).
  postgres: {
    searchP99: 20,
    searchFloor: 0.25,
    listingFloor: 0.5,
    countsP99: 30,
    countsFloor: 0.15,
    listingRatioOn: 0.4,
  },
  pglite: { searchP99: 50, listingP99: 30, filteredP99: 50 },
  deepCostVsFirst: 1.5,
  filteredCostVsUnfiltered: 1.5,
  maxLatencyCacheOn: 50,
};

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
const ms = (value: number) => `${Math.round(value * 10) / 10}`;
const show = (s: Spread, format: (v: number) => string) =>
  `${format(s.median)} (${format(s.min)}–${format(s.max)})`;

function cells(result: AbResult | string | undefined, floor: boolean): string[] {
  const width = floor ? 5 : 4;
  if (result === undefined) return Array.from({ length: width }, () => '—');
  if (typeof result === 'string') return [result, ...Array.from({ length: width - 1 }, () => '—')];
  return [
    show(result.p99, ms),
    ...(floor ? [result.floorRatio ? show(result.floorRatio, pct) : '—'] : []),
    show(result.ratio, pct),
    ms(result.maxLatency),
    String(result.failures),
  ];
}

export function catalogTable(rows: CatalogRow[]): string {
  const lines = [
    '| target | database | cache off: p99 ms | off: req/s vs floor | off: req/s vs bare | off: max ms | off: failed | cache on: p99 ms | cache on: req/s vs bare | on: max ms | on: failed |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.target} | ${row.database} | ${[...cells(row.off, true), ...cells(row.on, false)].join(' | ')} |`,
    );
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
    const countRows = own.filter((row) => row.kind === 'counts');
    const filteredRows = own.filter((row) => row.kind === 'filtered');
    const off = (row: CatalogRow) => (measured(row.off) ? row.off : undefined);
    const on = (row: CatalogRow) => (measured(row.on) ? row.on : undefined);
    const floorOf = (row: CatalogRow) => off(row)?.floorRatio?.median ?? 0;
    const p99Of = (row: CatalogRow) => off(row)?.p99.median ?? Infinity;
    if (database === 'postgres') {
      const g = GOALS.postgres;
      check(
        `search p99 < ${g.searchP99} ms and ≥ ${pct(g.searchFloor)} of the floor's req/s, cache off`,
        searches,
        (row) => p99Of(row) < g.searchP99 && floorOf(row) >= g.searchFloor,
        (row) => `${row.target}: p99 ${ms(p99Of(row))} ms, ${pct(floorOf(row))}`,
      );
      check(
        `listing page 1 (every sort and category, with or without filters) ≥ ${pct(g.listingFloor)} of the floor, cache off`,
        [...listings, ...filteredRows.filter((row) => !row.target.includes('search'))],
        (row) => floorOf(row) >= g.listingFloor,
        (row) => `${row.target}: ${pct(floorOf(row))}`,
      );
      check(
        `filter counts p99 < ${g.countsP99} ms and ≥ ${pct(g.countsFloor)} of the floor, cache off`,
        countRows,
        (row) => p99Of(row) < g.countsP99 && floorOf(row) >= g.countsFloor,
        (row) => `${row.target}: p99 ${ms(p99Of(row))} ms, ${pct(floorOf(row))}`,
      );
      const cacheOn = listings.filter((row) => on(row) !== undefined);
      if (cacheOn.length)
        check(
          `listing page 1 ≥ ${pct(g.listingRatioOn)} of the bare route, cache on`,
          cacheOn,
          (row) => (on(row)?.ratio.median ?? 0) >= g.listingRatioOn,
          (row) => `${row.target}: ${pct(on(row)?.ratio.median ?? 0)}`,
        );
    } else {
      const g = GOALS.pglite;
      check(
        `search p99 < ${g.searchP99} ms, cache off`,
        searches,
        (row) => p99Of(row) < g.searchP99,
        (row) => `${row.target}: p99 ${ms(p99Of(row))} ms`,
      );
      check(
        `filtered listing p99 < ${g.filteredP99} ms, cache off`,
        filteredRows,
        (row) => p99Of(row) < g.filteredP99,
        (row) => `${row.target}: p99 ${ms(p99Of(row))} ms`,
      );
      check(
        `listing p99 < ${g.listingP99} ms, cache off`,
        [...listings, ...own.filter((row) => row.kind === 'deep')],
        (row) => p99Of(row) < g.listingP99,
        (row) => `${row.target}: p99 ${ms(p99Of(row))} ms`,
      );
    }
    // A filtered page against the same list unfiltered, in req/s relative to the bare route.
    const twin = (row: CatalogRow) => own.find((other) => other.target === row.unfiltered);
    check(
      `a filtered page costs ≤ ${GOALS.filteredCostVsUnfiltered}× the same list unfiltered (req/s vs bare, cache off)`,
      filteredRows,
      (row) => {
        const base = twin(row);
        return (
          base !== undefined &&
          (off(row)?.ratio.median ?? 0) * GOALS.filteredCostVsUnfiltered >=
            (off(base)?.ratio.median ?? Infinity)
        );
      },
      (row) => {
        const base = twin(row);
        return `${row.target}: ${pct(off(row)?.ratio.median ?? 0)} vs ${pct(base ? (off(base)?.ratio.median ?? 0) : 0)}`;
      },
    );
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
    const withCacheOn = own.filter((row) => row.on !== undefined);
    if (withCacheOn.length)
      check(
        `max latency < ${GOALS.maxLatencyCacheOn} ms over each run with the cache on (no refill stalls)`,
        withCacheOn,
        (row) => (on(row)?.maxLatency ?? Infinity) < GOALS.maxLatencyCacheOn,
        (row) => `${row.target}: ${ms(on(row)?.maxLatency ?? Number.NaN)} ms`,
      );
    check(
      'every request answered 2xx',
      own,
      (row) =>
        measured(row.off) &&
        row.off.failures === 0 &&
        (row.on === undefined || (measured(row.on) && row.on.failures === 0)),
      (row) => row.target,
    );
  }
  return lines;
}
