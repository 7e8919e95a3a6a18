import SMTPConnection from 'nodemailer/lib/smtp-connection';

/** Connections kept to the mail server unless the address says otherwise (`?maxConnections=`). */
export const SMTP_POOL_CONNECTIONS = 10;
/** Messages one connection carries before it is replaced (`?maxMessages=`). */
const SMTP_MESSAGES_PER_CONNECTION = 100;

export interface SmtpPool {
  /** Sends one ready-made message (mime-message.ts) to `to`, from the envelope's `from`. */
  send(envelope: { from: string; to: string }, message: string): Promise<void>;
  /** Ends the kept connections; a message still being sent ends its own when done. */
  close(): void;
}

interface Kept {
  connection: SMTPConnection;
  /** Messages it carried. */
  sent: number;
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

/** A setting of the address: a whole number above zero, or the default (a bad value would stop all mail). */
function count(url: URL, key: string, fallback: number): number {
  const asked = Number(url.searchParams.get(key));
  return Number.isInteger(asked) && asked > 0 ? asked : fallback;
}

/** What SMTPConnection needs from `smtp://user:pass@host:port` (`smtps://` for TLS from the start). */
function connectionOptions(url: URL): SMTPConnection.Options {
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    ...(url.port ? { port: Number(url.port) } : {}),
    secure: url.protocol === 'smtps:',
    ...(url.searchParams.get('ignoreTLS') === 'true' ? { ignoreTLS: true } : {}),
    ...(url.searchParams.get('requireTLS') === 'true' ? { requireTLS: true } : {}),
    logger: false,
  };
}

/**
 * Sends messages over at most `?maxConnections=` SMTP connections (10), kept open for the next
 * ones and replaced after `?maxMessages=` messages (100), at most `?rateLimit=` messages a second
 * when set (`?pool=false`: a connection per message, closed after it). Every purchase sends a
 * receipt, and a connection per message (its TLS handshake and login) is both slow and what mail
 * servers throttle first. The SMTP dialogue (STARTTLS, login, dot-escaping) is nodemailer's
 * documented SMTPConnection; nodemailer's own pooled transport built every message again through
 * its streams and, under 50 buyers, left ten times the receipts waiting (decision 0021).
 *
 * A failed message closes its connection and fails: the outbox retries it with backoff.
 */
export function createSmtpPool(smtpUrl: string): SmtpPool {
  const url = new URL(smtpUrl);
  const pooled = url.searchParams.get('pool') !== 'false';
  const max = pooled ? count(url, 'maxConnections', SMTP_POOL_CONNECTIONS) : Number.POSITIVE_INFINITY;
  const perConnection = count(url, 'maxMessages', SMTP_MESSAGES_PER_CONNECTION);
  const perSecond = count(url, 'rateLimit', Number.POSITIVE_INFINITY);
  const options = connectionOptions(url);
  const user = decodeURIComponent(url.username);
  const pass = decodeURIComponent(url.password);
  const idle: Kept[] = [];
  const waiting: (() => void)[] = [];
  let sending = 0;
  let closed = false;
  let windowStart = 0;
  let inWindow = 0;

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

  /** Under `?rateLimit=`, waits for the second that has room for one more message. */
  async function paced(): Promise<void> {
    for (;;) {
      const now = Date.now();
      if (now - windowStart >= 1000) {
        windowStart = now;
        inWindow = 0;
      }
      if (inWindow < perSecond) {
        inWindow += 1;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, windowStart + 1000 - now));
    }
  }

  async function connect(): Promise<Kept> {
    const connection = new SMTPConnection(options);
    const kept: Kept = { connection, sent: 0, gone: false };
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
          if (error || !user) return done(error);
          connection.login({ user, pass }, (loginError) => done(loginError));
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
        if (perSecond !== Number.POSITIVE_INFINITY) await paced();
        let kept = idle.pop();
        while (kept?.gone) kept = idle.pop();
        kept ??= await connect();
        const using = kept;
        try {
          await step(using, (done) =>
            using.connection.send({ from: envelope.from, to: [envelope.to] }, message, (error) =>
              done(error),
            ),
          );
        } catch (error) {
          using.connection.close();
          throw error;
        }
        using.sent += 1;
        if (pooled && !closed && !using.gone && using.sent < perConnection) idle.push(using);
        else using.connection.quit();
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
