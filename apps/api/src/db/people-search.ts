import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Wildcards typed by a person are matched literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Column = AnyPgColumn | SQL;

/**
 * "Any part of the user name, e-mail or last name, ignoring case" (ILIKE '%q%'), through the
 * trigram index users_search_trgm_idx (migration 0006). The expression must stay exactly the
 * indexed one, so the separator is a literal, never a parameter. A newline joins the three
 * columns: a text without one can only match inside a single column; a text with one is also
 * checked column by column, so it never matches across two.
 */
export function personMatches(userName: Column, email: Column, lastName: Column, q: string): SQL {
  const pattern = likePattern(q);
  const joined = sql`(${userName} || E'\\n' || ${email} || E'\\n' || ${lastName}) ILIKE ${pattern}`;
  if (!q.includes('\n')) return joined;
  return sql`(${joined} AND (${userName} ILIKE ${pattern} OR ${email} ILIKE ${pattern} OR ${lastName} ILIKE ${pattern}))`;
}

/** The ids of the users whose user name, e-mail or last name contains the text (users_search_trgm_idx). */
export function peopleMatching(q: string): SQL {
  return sql`SELECT u.id FROM accounts.people u WHERE ${personMatches(sql`u.user_name`, sql`u.email`, sql`u.last_name`, q)}`;
}
