import { createHash } from 'node:crypto';
import pg from 'pg';

/** Past this many on one connection, its statements are dropped and prepared again as used. */
export const MAX_PREPARED_PER_CONNECTION = 500;

const names = new Map<string, string>();

/**
 * A statement's name: the same text always gets the same name, different texts never share one.
 * Remembered per text (hashing a statement on every run was 2 % of the API's CPU under load); a
 * process sees a bounded set of texts, but the memo is emptied past 5 000 just in case.
 */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= 5000) names.clear();
    name = `q${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

interface QueryConfig {
  text?: unknown;
  name?: unknown;
  values?: unknown;
}

/** The client's internals this relies on (pg keeps them on the client and its connection). */
interface ClientInternals {
  activeQuery: unknown;
  queryQueue: unknown[];
  connection: { parsedStatements: Record<string, string>; submittedNamedStatements: Record<string, string> };
}

/**
 * A pg client that runs every data statement (SELECT, WITH, INSERT, UPDATE, DELETE, or any with
 * parameters) as a named prepared statement: parsed once per connection, and planned once when
 * PostgreSQL finds its generic plan as good as a custom one. Unnamed, each execution is parsed and
 * planned again, and for the shop's short statements that was most of their cost (under 50
 * buyers, parse + bind took 1.8 s of the database's 3.4 s). A statement that must be planned for
 * its values on every run passes `name: ''`; transaction control stays a simple query. Texts that
 * vary with their input (a list of n placeholders) would pile up, so a connection that has
 * prepared MAX_PREPARED_PER_CONNECTION of them drops them all while idle.
 */
export class PreparingClient extends pg.Client {
  #prepared = new Set<string>();
  readonly #sharedSession: boolean;

  /**
   * `sharedSession` (in the pool's options): the backend session outlives a connection, as
   * PGlite's single session does (pool idle timeout, a dropped socket), so a new connection first
   * clears the statements its predecessor prepared.
   */
  constructor(config?: pg.ClientConfig & { sharedSession?: boolean }) {
    super(config);
    this.#sharedSession = config?.sharedSession === true;
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg-pool connects with a callback, people with a promise.
  override connect(callback?: any): any {
    const ready = super
      .connect()
      .then(() => (this.#sharedSession ? super.query('DEALLOCATE ALL') : undefined))
      .then(() => this);
    if (!callback) return ready;
    ready.then(
      () => callback(null, this),
      (error: Error) => callback(error),
    );
    return undefined;
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; this passes them through.
  override query(config: any, values?: any, callback?: any): any {
    if (isNamable(config, values)) {
      const name = statementName(config.text);
      if (!this.#prepared.has(name)) {
        if (this.#prepared.size >= MAX_PREPARED_PER_CONNECTION) this.#dropPreparedWhenIdle();
        this.#prepared.add(name);
      }
      return super.query({ ...config, name, values: config.values ?? values }, callback);
    }
    return super.query(config, values, callback);
  }

  /**
   * Only with nothing queued: a queued statement believed prepared would otherwise skip its
   * Parse after the DEALLOCATE ran.
   */
  #dropPreparedWhenIdle() {
    const internals = this as unknown as ClientInternals;
    if (internals.activeQuery || internals.queryQueue.length > 0) return;
    void super.query('DEALLOCATE ALL').catch(() => {});
    internals.connection.parsedStatements = {};
    internals.connection.submittedNamedStatements = {};
    this.#prepared.clear();
  }
}

function isNamable(config: unknown, values: unknown): config is QueryConfig & { text: string } {
  if (!config || typeof config !== 'object') return false;
  const c = config as QueryConfig & { submit?: unknown };
  if (typeof c.text !== 'string' || c.name !== undefined || typeof c.submit === 'function') return false;
  const params = c.values ?? values;
  // Transaction control (BEGIN, COMMIT, SET…) without parameters stays a one-message simple query.
  return (Array.isArray(params) && params.length > 0) || DATA_STATEMENT.test(c.text);
}

const DATA_STATEMENT = /^\s*(select|with|insert|update|delete)\b/i;
