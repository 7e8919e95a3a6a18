import { createHash } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';

/** Past this many named statements on one connection, new texts run unnamed (parsed each time). */
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

const TRANSACTION_START = /^\s*begin\s*$/i;
const TRANSACTION_END = /^\s*(commit|rollback)\s*$/i;
/** A transaction's own setting, answered as its BEGIN is (see PipelinedClient). */
const LOCAL_SETTING = /^\s*set\s+local\s+[a-z_]+\s*(=|to)\s*[a-z_0-9]+\s*$/i;
const DATA_STATEMENT = /^\s*(select|with|insert|update|delete)\b/i;

/** What a transaction-control statement answers (the callers only await it). */
const controlResult = (command: string) =>
  ({ command, rowCount: null, oid: null, rows: [], fields: [] }) as unknown as pg.QueryResult;

type Config = pg.QueryConfig & { submit?: unknown };

/**
 * A pg client in pg's own pipeline mode (`pipeline: true`): each statement is written when it is
 * issued, without waiting for the answers to those before it, and the server runs them in order,
 * each in its own Sync, exactly as it would one after another. On top of it, through pg's public
 * `query()` only:
 *
 * - Data statements (SELECT, WITH, INSERT, UPDATE, DELETE, or any with parameters) run as named
 *   prepared statements: parsed once per connection and planned once when PostgreSQL finds its
 *   generic plan as good as a custom one. Unnamed, each run is parsed and planned again, and for
 *   the shop's short statements that was most of their cost. `name: ''` asks for an unnamed
 *   statement (one whose plan depends on its values). Texts that vary with their input would pile
 *   up, so past MAX_PREPARED_PER_CONNECTION new texts run unnamed.
 * - BEGIN and SET LOCAL are answered at once: written at once, they reach the server ahead of the
 *   transaction's first statement and take no round trip of their own. Should one fail, the next
 *   statement fails with its error.
 * - commitWithNext(): the transaction's last statement is followed by its COMMIT, written right
 *   behind it; the statement answers once both have, and the COMMIT asked for afterwards is
 *   answered at once. A failing statement takes the COMMIT with it (the server answers it as a
 *   ROLLBACK); a failing COMMIT fails the statement.
 * - What travels together leaves in one write: the client opens its socket itself (pg's
 *   documented `stream` option) and corks it while a group is written (a BEGIN and what follows
 *   it, statements gathered by gather(), a last statement and its COMMIT). pg writes each
 *   statement on its own: a system call each, where one would do (decision 0020).
 */
export class PipelinedClient extends pg.Client {
  #prepared = new Set<string>();
  /** BEGIN and SET LOCALs answered at once: the next statement answers for them. */
  #ahead: Promise<unknown>[] = [];
  #commitNext = false;
  /** The transaction was committed with its last statement: the COMMIT asked for next is answered at once. */
  #committedAhead = false;
  #onArrival: (() => void) | undefined;

  readonly #socket: () => net.Socket | undefined;
  #corked = false;
  /** Statements are being gathered (see gather): they leave together when it ends. */
  #gathering = false;

  constructor(config?: string | pg.ClientConfig) {
    let socket: net.Socket | undefined;
    const settings = typeof config === 'string' ? { connectionString: config } : { ...config };
    super({
      ...settings,
      pipeline: true,
      // pg asks for its stream once, when the client is made; TLS, when asked for, wraps this one.
      stream: () => {
        socket = new net.Socket();
        return socket;
      },
    });
    this.#socket = () => socket;
  }

  /** Holds the writes that follow in the socket, to leave together (at the latest when this turn of the event loop ends). */
  #hold(): void {
    if (this.#corked) return;
    const socket = this.#socket();
    if (!socket) return;
    this.#corked = true;
    socket.cork();
    // Whatever the caller does next, nothing stays held past this turn of the event loop.
    setImmediate(() => {
      this.#gathering = false;
      this.#flush();
    });
  }

  #flush(): void {
    if (!this.#corked || this.#gathering) return;
    this.#corked = false;
    this.#socket()?.uncork();
  }

  /**
   * Statements issued until `gather(false)` leave in one write (they need none of each other's
   * answers: see together()). `gather(false)` sends them.
   */
  gather(on: boolean): void {
    if (on) {
      this.#hold();
      this.#gathering = true;
    } else {
      this.#gathering = false;
      this.#flush();
    }
  }

  /** The next statement is the transaction's last: its COMMIT is written with it (see above). */
  commitWithNext(): void {
    this.#commitNext = true;
  }

  /**
   * Resolves when the next statement reaches this client: statements issued together keep the
   * order they were meant to run in, however many promise turns each took to get here.
   */
  nextArrival(): Promise<void> {
    return new Promise((resolve) => {
      this.#onArrival = resolve;
    });
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; this passes them through.
  override query(config: any, values?: any, callback?: any): any {
    const arrived = this.#onArrival;
    this.#onArrival = undefined;
    arrived?.();
    const text: unknown = typeof config === 'string' ? config : (config as Config | undefined)?.text;
    if (typeof text !== 'string' || config?.submit !== undefined)
      return super.query(config, values, callback);
    // pg-pool's own query() (the hot reads' path) passes a callback: named all the same.
    const done = typeof values === 'function' ? values : callback;
    const params = typeof values === 'function' ? undefined : values;
    if (typeof done === 'function') {
      const sent = super.query(this.#named(config as Config, params), done);
      this.#flush();
      return sent;
    }

    if (TRANSACTION_START.test(text) || LOCAL_SETTING.test(text)) {
      if (TRANSACTION_START.test(text)) this.#committedAhead = false;
      this.#hold();
      const sent: Promise<unknown> = super.query(text);
      // Its failure is reported by the next statement; until then it must not count as unhandled.
      sent.catch(() => {});
      this.#ahead.push(sent);
      return Promise.resolve(controlResult(TRANSACTION_START.test(text) ? 'BEGIN' : 'SET'));
    }
    if (TRANSACTION_END.test(text)) {
      this.#commitNext = false;
      if (this.#committedAhead) {
        this.#committedAhead = false;
        return Promise.resolve(controlResult(text.trim().toUpperCase()));
      }
      const ended = super.query(text);
      this.#flush();
      return this.#afterAhead(ended);
    }
    // It would run outside the transaction, after its work was already committed.
    if (this.#committedAhead)
      return Promise.reject(new Error('statement after a transaction committed with its last write'));

    const statement = this.#named(config as Config, values);
    if (!this.#commitNext) {
      const ran = super.query(statement);
      this.#flush();
      return this.#afterAhead(ran);
    }
    this.#commitNext = false;
    this.#hold();
    const ran = super.query(statement);
    const committed = super.query('COMMIT');
    this.#flush();
    return this.#afterAhead(ran, committed).then((result) => {
      this.#committedAhead = true;
      return result;
    });
  }

  /**
   * The statement's answer, once the BEGIN and settings written ahead of it (and its COMMIT, when
   * it carries one) have answered too: the first failure is the one reported.
   */
  #afterAhead(statement: Promise<pg.QueryResult>, commit?: Promise<pg.QueryResult>): Promise<pg.QueryResult> {
    if (this.#ahead.length === 0 && !commit) return statement;
    const awaited: Promise<unknown>[] = [...this.#ahead, statement];
    this.#ahead = [];
    if (commit) awaited.push(commit);
    return Promise.all(awaited).then((answers) => {
      if (!commit) return answers.at(-1) as pg.QueryResult;
      // A COMMIT of an aborted transaction answers ROLLBACK instead of failing.
      if ((answers.at(-1) as pg.QueryResult).command !== 'COMMIT')
        throw new Error('the transaction was rolled back');
      return answers.at(-2) as pg.QueryResult;
    });
  }

  /** The statement under its name, when it is a data statement and the connection may prepare one more. */
  #named(config: Config | string, values: unknown): pg.QueryConfig {
    if (typeof config === 'string')
      return Array.isArray(values) ? { text: config, values } : { text: config };
    const params = config.values ?? (Array.isArray(values) ? values : undefined);
    if (config.name !== undefined) return { ...config, values: params };
    const data = (Array.isArray(params) && params.length > 0) || DATA_STATEMENT.test(config.text);
    if (!data) return { ...config, values: params };
    const name = statementName(config.text);
    if (!this.#prepared.has(name)) {
      if (this.#prepared.size >= MAX_PREPARED_PER_CONNECTION) return { ...config, values: params };
      this.#prepared.add(name);
    }
    return { ...config, name, values: params };
  }
}
