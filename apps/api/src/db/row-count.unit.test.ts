import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { rowCount } from './row-count.js';

const dialect = new PgDialect();

describe('rowCount', () => {
  it('writes a non-negative integer into the text, with no parameter', () => {
    expect(dialect.sqlToQuery(rowCount(20))).toEqual({ sql: '20', params: [] });
    expect(dialect.sqlToQuery(rowCount(0)).sql).toBe('0');
  });

  it('refuses anything else', () => {
    for (const bad of [
      -1,
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      2 ** 60,
      '5; DROP TABLE x' as unknown as number,
    ]) {
      expect(() => rowCount(bad)).toThrow(/not a row count/);
    }
  });
});
