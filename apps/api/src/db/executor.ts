import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/**
 * The one handle SQL runs through: the database or a transaction of it. Both are this schema's
 * PgDatabase, so a repository function or a service written against it runs unchanged inside a
 * caller's transaction (its own `transaction()` then becomes a savepoint). `Database` below is the
 * connection, not another handle: its `db` is an Executor, and `rows` is the named-statement path
 * kept for the hot reads.
 */
export type Executor = PgDatabase<
  NodePgQueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;
