import { z } from 'zod';

/**
 * A timestamp of a checked raw row. Raw statements give text (Drizzle's session leaves timestamp
 * columns unparsed, and JSON carries them as strings), but the row types are shared with the
 * query builder's reads, which give a Date: the schema admits both so that one type serves both.
 */
export const rowTimestamp = z.union([z.string(), z.date()]);

/** A timestamp column as the API writes it: the drivers give a Date (pg) or a string (raw rows). */
export const toIso = (value: Date | string): string => new Date(value).toISOString();
