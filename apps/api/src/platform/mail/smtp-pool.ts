import { parseConnectionUrl } from 'nodemailer/lib/shared';
import SMTPConnection from 'nodemailer/lib/smtp-connection';

/** Connections kept to the mail server unless the address says otherwise (`?maxConnections=`). */
export const SMTP_POOL_CONNECTIONS = 10;

export interface SmtpPool {
  /** Sends one ready-made message (mime-message.ts) to `to`, from the envelope's `from`. */
  send(envelope: { from: string; to: string }, message: string): Promise<void>;
  /** Ends the kept connections; a message still being sent ends its own when done. */
  close(): void;
}

interface Kept {
  connection: SMTPConnection;
  /** The server or the socket ended it (idle timeout, restart): never used again. */
  gone: boolean;
  /** Fails the step under way (connecting, sending) if the connection ends first. */
  abort?: ((error: Error) => void) | undefined;
}

/**
 * Runs one step on the connection. nodemailer reports some failures (a refused greeting, a
 * dropped socket) only as an 'error' or 'end' event and never calls the step back: without
 * this, the step, and the outbox round waiting for it, would wait forever.
 */
function step(kept: Kept, start: (done: (error?: Error | null) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const done = (error?: Error | null) => {
      if (settled) return;
      settled = true;
      kept.abort = undefined;
      if (error) reject(error);
      else resolve();
    };
    kept.abort = done;
    start(done);
  });
}

/**
 * Sends messages over at most `maxConnections` SMTP connections, kept open for the next ones
 * (`?pool=false`: a connection per message, closed after it). Every purchase sends a receipt, and
 * a connection per message (with its TLS handshake and login) is both slow and what mail servers
 * throttle first. Ten connections, not five: a message takes a few round trips on its
 * connection, and under 50 buyers the outbox's receipts fell behind with five.
 *
 * A failed message closes its connection and fails: the outbox retries it with backoff. This
 * replaces nodemailer's transport, which compiled every message again through its streams
 * (decision 0018); the connection itself (SMTP dialogue, STARTTLS, login) is still nodemailer's.
 */
export function createSmtpPool(smtpUrl: string): SmtpPool {
  const url = new URL(smtpUrl);
  const pooled = url.searchParams.get('pool') !== 'false';
  // A value that is not a whole number above zero would let no message through: the default.
  const asked = Number(url.searchParams.get('maxConnections'));
  const max = !pooled ? Infinity : Number.isInteger(asked) && asked > 0 ? asked : SMTP_POOL_CONNECTIONS;
  const { auth, ...options } = parseConnectionUrl(smtpUrl);
  const idle: Kept[] = [];
  const waiting: (() => void)[] = [];
  let sending = 0;
  let closed = false;

  /** Waits for a free place among the `max` messages in flight. */
  async function place(): Promise<void> {
    if (sending < max) {
      sending += 1;
      return;
    }
    // The message that finishes hands its place over: `sending` stays as it is.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  function leave(): void {
    const next = waiting.shift();
    if (next) next();
    else sending -= 1;
  }

  async function connect(): Promise<Kept> {
    const connection = new SMTPConnection({ ...options, logger: false });
    const kept: Kept = { connection, gone: false };
    // An 'error' event with no listener would end the process.
    const end = (error?: Error) => {
      kept.gone = true;
      const at = idle.indexOf(kept);
      if (at >= 0) idle.splice(at, 1);
      kept.abort?.(error ?? new Error('el servidor de correo cerró la conexión'));
    };
    connection.on('error', end);
    connection.on('end', () => end());
    try {
      await step(kept, (done) =>
        connection.connect((error) => {
          if (error || !auth?.user) return done(error);
          connection.login({ user: auth.user, pass: auth.pass ?? '' }, (loginError) => done(loginError));
        }),
      );
    } catch (error) {
      // A refused greeting or login leaves the socket open.
      connection.close();
      throw error;
    }
    return kept;
  }

  return {
    async send(envelope, message) {
      await place();
      try {
        let kept = idle.pop();
        while (kept?.gone) kept = idle.pop();
        kept ??= await connect();
        try {
          await step(kept, (done) =>
            kept.connection.send({ from: envelope.from, to: [envelope.to] }, message, (error) => done(error)),
          );
        } catch (error) {
          kept.connection.close();
          throw error;
        }
        if (pooled && !closed && !kept.gone) idle.push(kept);
        else kept.connection.quit();
      } finally {
        leave();
      }
    },
    close() {
      closed = true;
      for (const kept of idle.splice(0)) kept.connection.quit();
    },
  };
}
