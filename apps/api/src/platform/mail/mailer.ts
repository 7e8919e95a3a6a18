import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

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

/**
 * The SMTP address with its connections pooled unless it says otherwise (`?pool=false`): every
 * purchase sends a receipt, and a connection (with its TLS handshake and login) per message is
 * both slow and what mail servers throttle first under a busy hour. Ten of them, not nodemailer's
 * five: a message takes a few round trips on its connection, and under 50 buyers the outbox's
 * receipts fell behind with five (about 5,000 waiting after 15 s, 1,900 with twenty).
 */
export function pooledSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (url.searchParams.get('pool') === 'true' && !url.searchParams.has('maxConnections'))
    url.searchParams.set('maxConnections', String(SMTP_POOL_CONNECTIONS));
  return url.toString();
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(pooledSmtpUrl(options.smtpUrl));
    return {
      async send({ to, subject, text, html }) {
        // Built whole, then sent: streamed, nodemailer wrote the message to the socket a line at
        // a time, a system call each (under 50 buyers, 2.6 % of the API's CPU samples).
        const raw = await new MailComposer({ from: options.from, to, subject, text, html }).compile().build();
        await transport.sendMail({ envelope: { from: options.from, to }, raw });
      },
      close: () => transport.close(),
    };
  }
  // No mail server: build the exact message and keep it as an .eml file anyone can open.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Made once, not once per message (every purchase writes a receipt).
  let outboxReady: Promise<unknown> | undefined;
  return {
    async send({ to, subject, text, html, outboxHint }) {
      const info = await transport.sendMail({ from: options.from, to, subject, text, html });
      outboxReady ??= mkdir(options.outboxDir, { recursive: true }).catch((error: unknown) => {
        outboxReady = undefined;
        throw error;
      });
      await outboxReady;
      const file = path.join(options.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info({ file, hint: outboxHint }, 'correo guardado en la bandeja de salida');
    },
    close: () => transport.close(),
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
