import { z } from 'zod';

/**
 * A timestamp of a checked raw row. Raw statements through an Executor give text (Drizzle's
 * session leaves timestamp columns unparsed, and JSON carries them as strings); Database.rows
 * (pg's own parsers) and the query builder's reads give a Date. The schema admits both so that
 * one row type serves every path.
 */
export const rowTimestamp = z.union([z.string(), z.date()]);

/** A timestamp column as the API writes it: the drivers give a Date (pg) or a string (raw rows). */
export const toIso = (value: Date | string): string => new Date(value).toISOString();
