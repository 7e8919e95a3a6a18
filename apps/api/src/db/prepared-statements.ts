import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
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
 * Statements that travelled in another's round trip (a BEGIN with its transaction's first
 * statement, statements sent together, a COMMIT with the last one): the bench counts statements
 * and round trips.
 */
export let statementsAlongside = 0;

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
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string }): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

/** The client's internals this relies on (pg keeps them on the client and its connection). */
interface ClientInternals {
  _activeQuery: unknown;
  _queryQueue: unknown[];
  connection: Wire;
}

/** What pg's Query does with the answers to one statement. */
interface PgQuery {
  handleRowDescription(message: unknown): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: Wire): void;
  handleError(error: Error, connection: Wire): void;
  handleReadyForQuery(connection: Wire): void;
}
type QueryCallback = (error: Error | null, result?: unknown) => void;
const PgQuery = (
  pg as unknown as { Query: new (config: unknown, values: unknown, callback: QueryCallback) => PgQuery }
).Query;
/** How pg turns a parameter into its text form (dates, arrays, JSON, buffers…). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue(value: unknown): unknown;
};

const TRANSACTION_START = /^\s*begin\s*$/i;
const TRANSACTION_END = /^\s*(commit|rollback)\s*$/i;
/** A transaction's own setting: it may wait for the first statement as its BEGIN does. */
const LOCAL_SETTING = /^\s*set\s+local\s+[a-z_]+\s*(=|to)\s*[a-z_0-9]+\s*$/i;
/** What a transaction-control statement answers (the callers only await it). */
const controlResult = (command: string) => ({ command, rowCount: null, oid: null, rows: [], fields: [] });

/** A statement of a batch: `query` gets its answer, or it is dropped (BEGIN, SET LOCAL, COMMIT). */
interface Batched {
  text: string;
  /** A named statement (parsed in the batch when new to this connection), or '' (unnamed, parsed each time). */
  name: string;
  values: unknown[];
  query: PgQuery | null;
}

const control = (text: string): Batched => ({ text, name: '', values: [], query: null });

/**
 * Several statements in one write and one round trip: Parse (for a statement new to this
 * connection), Bind, Describe and Execute of each, and a single Sync, so the server runs them in
 * order and answers once. An explicit BEGIN inside the extended protocol's implicit block opens a
 * real transaction block, as pipelining drivers do. The answers are handed to each statement's
 * own pg Query in turn; when one fails the server skips the rest, and every statement of the
 * batch is failed with that error (pg clears its active query on an error, so this settles them
 * at once). `name` and `text` are the statement being answered: pg records a statement as parsed
 * under the active query's name when its ParseComplete arrives.
 */
class Batch {
  #index = 0;
  #failed = false;
  /** Statements whose Parse this batch sent. */
  #parsing = new Set<number>();

  constructor(
    private readonly items: Batched[],
    private readonly succeeded: () => void,
  ) {}

  get name(): string | undefined {
    return this.items[this.#index]?.name || undefined;
  }

  get text(): string | undefined {
    return this.items[this.#index]?.text;
  }

  submit(connection: Wire): Error | null {
    let values: unknown[][];
    try {
      values = this.items.map((item) => item.values.map((value) => prepareValue(value)));
    } catch (error) {
      return error as Error;
    }
    connection.stream.cork?.();
    try {
      this.items.forEach((item, i) => {
        const known =
          item.name !== '' &&
          (connection.parsedStatements[item.name] !== undefined ||
            connection.submittedNamedStatements[item.name] !== undefined);
        if (!known) {
          connection.parse({ text: item.text, name: item.name, types: [] });
          if (item.name !== '') {
            connection.submittedNamedStatements[item.name] = item.text;
            this.#parsing.add(i);
          }
        }
        connection.bind({ portal: '', statement: item.name, values: values[i] ?? [] });
        if (item.query) connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '' });
      });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(message: unknown) {
    this.items[this.#index]?.query?.handleRowDescription(message);
  }

  handleDataRow(message: unknown) {
    this.items[this.#index]?.query?.handleDataRow(message);
  }

  handleCommandComplete(message: unknown, connection: Wire) {
    this.items[this.#index]?.query?.handleCommandComplete(message, connection);
    this.#index += 1;
  }

  handleEmptyQuery() {
    this.#index += 1;
  }

  handlePortalSuspended() {}

  handleCopyInResponse(connection: Wire) {
    connection.sendCopyFail('COPY is not supported in a batch');
  }

  handleCopyData() {}

  handleError(error: Error, connection: Wire) {
    if (this.#failed) return;
    this.#failed = true;
    // The server skipped what came after the failure: those Parses never ran.
    for (const i of this.#parsing) {
      const name = this.items[i]?.name;
      if (i > this.#index && name) delete connection.submittedNamedStatements[name];
    }
    for (const item of this.items) item.query?.handleError(error, connection);
  }

  handleReadyForQuery(connection: Wire) {
    if (this.#failed) return;
    this.succeeded();
    for (const item of this.items) item.query?.handleReadyForQuery(connection);
  }
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
  /** Statements waiting to go with the next one: BEGIN, SET LOCALs, statements gathered together. */
  #pending: Batched[] = [];
  /** How many more statements to gather before sending them together (see sendTogether). */
  #gathering = 0;
  /** The next statement carries the transaction's COMMIT (see commitWithNext). */
  #commitNext = false;
  /** The transaction was committed with its last statement: the COMMIT asked for next is answered at once. */
  #committedAhead = false;
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

  /**
   * The next `count` statements, none of which needs another's answer to be written, go out
   * together in one round trip (with a pending BEGIN), e.g. a lock and the read that must follow
   * it. Inside a transaction only: there they run exactly as they would one after another. Should
   * fewer arrive in this turn of the event loop, those that did leave then.
   */
  sendTogether(count: number): void {
    if (count < 2) return;
    this.#gathering = count;
    setImmediate(() => {
      this.#arrived();
      if (this.#gathering === 0) return;
      this.#gathering = 0;
      this.#flushPending();
    });
  }

  /**
   * Resolves when the next statement reaches this client (or the gathering ends): the caller
   * starts the following one only then, so the batch keeps the order the statements were meant
   * to run in, however many promise turns each took to get here.
   */
  nextArrival(): Promise<void> {
    return new Promise((resolve) => {
      this.#onArrival = resolve;
    });
  }

  #onArrival: (() => void) | undefined;

  #arrived() {
    const resolve = this.#onArrival;
    this.#onArrival = undefined;
    resolve?.();
  }

  /**
   * The next statement is the transaction's last: its COMMIT goes in the same round trip, and the
   * COMMIT asked for afterwards is answered at once. Nothing may fail between the two: the work is
   * already committed. A statement that fails takes the COMMIT with it (the transaction is
   * aborted, and the ROLLBACK that follows goes to the server); a COMMIT that fails fails the statement.
   */
  commitWithNext(): void {
    this.#commitNext = true;
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
    this.#arrived();
    const text: unknown = typeof config === 'string' ? config : config?.text;
    const promised = typeof callback !== 'function' && typeof values !== 'function';
    if (promised && typeof text === 'string' && config?.submit === undefined) {
      if (TRANSACTION_START.test(text) && this.#pending.length === 0) {
        this.#committedAhead = false;
        this.#pending.push(control(text));
        return Promise.resolve(controlResult('BEGIN'));
      }
      if (this.#pending.length > 0 && LOCAL_SETTING.test(text)) {
        this.#pending.push(control(text));
        return Promise.resolve(controlResult('SET'));
      }
      if (TRANSACTION_END.test(text)) {
        this.#gathering = 0;
        this.#commitNext = false;
        // Committed with the last statement, or nothing ran since BEGIN: nothing to end on the server.
        const nothingSent = this.#pending.length > 0 && this.#pending.every((item) => item.query === null);
        if (this.#committedAhead || nothingSent) {
          this.#committedAhead = false;
          this.#pending = [];
          return Promise.resolve(controlResult(text.trim().toUpperCase()));
        }
      }
    }
    // It would run outside the transaction, after its work was already committed.
    if (this.#committedAhead && !(typeof text === 'string' && TRANSACTION_END.test(text)))
      return Promise.reject(new Error('statement after a transaction committed with its last write'));
    if (isNamable(config, values)) {
      const name = statementName(config.text);
      if (!this.#prepared.has(name)) {
        if (this.#prepared.size >= MAX_PREPARED_PER_CONNECTION) this.#dropPreparedWhenIdle();
        this.#prepared.add(name);
      }
      const named = { ...config, name, values: config.values ?? values };
      const batching = this.#pending.length > 0 || this.#gathering > 0 || this.#commitNext;
      if (batching && promised) return this.#batch(named);
      this.#flushPending();
      return super.query(named, callback);
    }
    this.#flushPending();
    return super.query(config, values, callback);
  }

  /** The statement joins the pending ones; they leave unless more are to be gathered. */
  #batch(config: QueryConfig & { text: string; name: string }): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const query = new PgQuery(config, undefined, (error, result) =>
        error ? reject(error) : resolve(result),
      );
      const values = Array.isArray(config.values) ? config.values : [];
      this.#pending.push({ text: config.text, name: config.name, values, query });
      if (this.#gathering > 1) {
        this.#gathering -= 1;
        return;
      }
      this.#gathering = 0;
      const committing = this.#commitNext;
      this.#commitNext = false;
      if (committing) this.#pending.push(control('COMMIT'));
      this.#flushPending(committing);
    });
  }

  /** Sends what is pending as one batch, queued in pg's order like any statement. */
  #flushPending(committing = false) {
    if (this.#pending.length === 0) return;
    const items = this.#pending;
    this.#pending = [];
    statementsAlongside += items.length - 1;
    const batch = new Batch(items, () => {
      if (committing) this.#committedAhead = true;
    });
    // A batch of BEGIN alone reports nothing: the statement queued behind it fails the same way
    // (a broken connection) and is the one reported.
    super.query(batch as unknown as pg.QueryConfig);
  }

  /**
   * Only with nothing queued: a queued statement believed prepared would otherwise skip its
   * Parse after the DEALLOCATE ran.
   */
  #dropPreparedWhenIdle() {
    const internals = this as unknown as ClientInternals;
    if (internals._activeQuery || internals._queryQueue.length > 0 || this.#pending.length > 0) return;
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
