import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** What the shop sends: a receipt or a notice, as plain text and as HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Logged when the message only goes to the outbox, so a demo without SMTP stays usable. */
  outboxHint?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Ends the mail server connections kept open for the next messages. */
  close(): void;
}

/** Connections kept to the mail server unless the address says otherwise (`?maxConnections=`). */
export const SMTP_POOL_CONNECTIONS = 10;
/** Messages one connection carries before it is replaced (`?maxMessages=`). */
export const SMTP_MESSAGES_PER_CONNECTION = 100;

/**
 * Pool settings read from the address, the way nodemailer reads the rest of it: every purchase
 * sends a receipt, and a connection per message (with its TLS handshake and login) is both slow
 * and what mail servers throttle first. Ten connections by default: a message takes a few round
 * trips on its connection, and under 50 buyers the receipts fell behind with five. A value that
 * is not a whole number above zero would let no message through: the default instead.
 */
function poolOptions(url: URL) {
  const count = (key: string, fallback: number) => {
    const asked = Number(url.searchParams.get(key));
    return Number.isInteger(asked) && asked > 0 ? asked : fallback;
  };
  const rateLimit = count('rateLimit', 0);
  return {
    pool: url.searchParams.get('pool') !== 'false',
    maxConnections: count('maxConnections', SMTP_POOL_CONNECTIONS),
    maxMessages: count('maxMessages', SMTP_MESSAGES_PER_CONNECTION),
    ...(rateLimit > 0 ? { rateLimit } : {}),
  };
}

/**
 * The shop's mail, through nodemailer's pooled SMTP transport (`SMTP_URL`, with nodemailer's own
 * address options: `?pool=false`, `?maxConnections=`, `?maxMessages=`, `?rateLimit=` messages a
 * second) or, without a mail server, as .eml files in the data folder (nodemailer's stream
 * transport builds the same message). A failed message fails: the outbox retries it with backoff.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const envelope = (message: MailMessage) => ({
    from: options.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
  });
  if (options.smtpUrl) {
    // The address's own settings (host, port, TLS, login) stay nodemailer's to read.
    const url = new URL(options.smtpUrl);
    const pool = poolOptions(url);
    for (const key of ['pool', 'maxConnections', 'maxMessages', 'rateLimit']) url.searchParams.delete(key);
    const transport = nodemailer.createTransport({ url: url.toString(), ...pool });
    return {
      send: async (message) => {
        await transport.sendMail(envelope(message));
      },
      close: () => transport.close(),
    };
  }
  // No mail server: keep the exact message as an .eml file anyone can open.
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  // Made once, not once per message (every purchase writes a receipt).
  let outboxReady: Promise<unknown> | undefined;
  return {
    async send(message) {
      outboxReady ??= mkdir(options.outboxDir, { recursive: true }).catch((error: unknown) => {
        outboxReady = undefined;
        throw error;
      });
      await outboxReady;
      const { message: raw } = await files.sendMail(envelope(message));
      const file = path.join(options.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, raw);
      options.log.info({ file, hint: message.outboxHint }, 'correo guardado en la bandeja de salida');
    },
    close: () => undefined,
  };
}

export function registerMailer(app: FastifyInstance): void {
  const mailer = createMailer({
    smtpUrl: app.env.SMTP_URL,
    from: app.env.MAIL_FROM,
    outboxDir: path.join(app.env.dataDir, 'outbox'),
    log: app.log,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every user-supplied value goes through this before it enters an HTML part. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}
