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

/**
 * BEGINs (and SET LOCALs) that travelled with their transaction's first statement instead of
 * taking a round trip of their own (the bench counts statements and round trips).
 */
export let pipelinedBegins = 0;

interface QueryConfig {
  text?: unknown;
  name?: unknown;
  values?: unknown;
}

/** The connection's side of pg this relies on (the protocol messages and what it has parsed). */
interface Wire {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  stream: { cork?: () => void; uncork?: () => void };
  parse(message: { text: string; name: string; types: unknown[] }): void;
  bind(message: { portal: string; statement: string; values: unknown[] }): void;
  execute(message: { portal: string; rows?: number }): void;
}

/** The client's internals this relies on (pg keeps them on the client and its connection). */
interface ClientInternals {
  activeQuery: unknown;
  queryQueue: unknown[];
  connection: Wire;
}

interface PgQuery {
  name?: string;
  submit(connection: Wire): unknown;
  handleCommandComplete(message: unknown, connection: Wire): void;
}
type QueryCallback = (error: Error | null, result?: unknown) => void;
const PgQuery = (
  pg as unknown as { Query: new (config: unknown, values: unknown, callback: QueryCallback) => PgQuery }
).Query;

const TRANSACTION_START = /^\s*begin\s*$/i;
const TRANSACTION_END = /^\s*(commit|rollback)\s*$/i;
/** A transaction's own setting: it may wait for the first statement as its BEGIN does. */
const LOCAL_SETTING = /^\s*set\s+local\s+[a-z_]+\s*(=|to)\s*[a-z_0-9]+\s*$/i;
/** What a transaction-control statement answers (the callers only await it). */
const controlResult = (command: string) => ({ command, rowCount: null, oid: null, rows: [], fields: [] });

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
  /** BEGIN (and SET LOCALs) asked for and not yet sent: they go with the transaction's first statement. */
  #pending: string[] = [];
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
    const text: unknown = typeof config === 'string' ? config : config?.text;
    const promised = typeof callback !== 'function' && typeof values !== 'function';
    if (promised && typeof text === 'string' && config?.submit === undefined) {
      if (TRANSACTION_START.test(text) && this.#pending.length === 0) {
        this.#pending.push(text);
        return Promise.resolve(controlResult('BEGIN'));
      }
      if (this.#pending.length > 0 && LOCAL_SETTING.test(text)) {
        this.#pending.push(text);
        return Promise.resolve(controlResult('SET'));
      }
      // Nothing ran since BEGIN: there is no transaction on the server to end.
      if (this.#pending.length > 0 && TRANSACTION_END.test(text)) {
        this.#pending = [];
        return Promise.resolve(controlResult(text.trim().toUpperCase()));
      }
    }
    if (isNamable(config, values)) {
      const name = statementName(config.text);
      if (!this.#prepared.has(name)) {
        if (this.#prepared.size >= MAX_PREPARED_PER_CONNECTION) this.#dropPreparedWhenIdle();
        this.#prepared.add(name);
      }
      const named = { ...config, name, values: config.values ?? values };
      if (this.#pending.length > 0 && promised && this.#isParsed(name)) return this.#queryAfterBegin(named);
      this.#sendPendingBegin();
      return super.query(named, callback);
    }
    this.#sendPendingBegin();
    return super.query(config, values, callback);
  }

  #isParsed(name: string): boolean {
    return (this as unknown as ClientInternals).connection.parsedStatements[name] !== undefined;
  }

  /** Queued ahead of the statement about to be queued (pg runs its queue in order). */
  #sendPendingBegin() {
    if (this.#pending.length === 0) return;
    const text = this.#pending.join('; ');
    this.#pending = [];
    void super.query(text).catch(() => {
      // The statement queued behind it fails the same way (a broken connection) and is the one reported.
    });
  }

  /**
   * The transaction's first statement with its BEGIN (and SET LOCALs) in front, in one write and
   * one round trip: Parse/Bind/Execute of each without a Sync, then the statement's own messages
   * and Sync, so the server runs them all before it answers (an explicit BEGIN inside the extended
   * protocol's implicit block opens a real transaction block, as pipelining drivers do). Their
   * CommandCompletes are the only extra answers and are dropped here. Only for a statement already
   * parsed on this connection: pg marks the active statement parsed on any ParseComplete, BEGIN's
   * included.
   */
  #queryAfterBegin(config: QueryConfig & { name: string }): Promise<unknown> {
    const prefix = this.#pending;
    this.#pending = [];
    pipelinedBegins += prefix.length;
    return new Promise((resolve, reject) => {
      const query = new PgQuery(config, undefined, (error, result) =>
        error ? reject(error) : resolve(result),
      );
      const submit = query.submit.bind(query);
      const handleCommandComplete = query.handleCommandComplete.bind(query);
      let skipped = 0;
      query.handleCommandComplete = (message, connection) => {
        if (skipped === prefix.length) handleCommandComplete(message, connection);
        else skipped += 1;
      };
      query.submit = (connection) => {
        // Corked around both, so the statement's own cork does not flush BEGIN on its own.
        connection.stream.cork?.();
        try {
          for (const text of prefix) {
            connection.parse({ text, name: '', types: [] });
            connection.bind({ portal: '', statement: '', values: [] });
            connection.execute({ portal: '' });
          }
          return submit(connection);
        } finally {
          connection.stream.uncork?.();
        }
      };
      super.query(query as unknown as pg.QueryConfig);
    });
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
