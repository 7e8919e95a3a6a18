import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildMessage, type MessageContent, parseMailbox } from './mime-message.js';
import { createSmtpPool } from './smtp-pool.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailMessage extends MessageContent {
  /** Logged when the message only goes to the outbox, so a demo without SMTP stays usable. */
  outboxHint?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Ends the mail server connections kept open for the next messages. */
  close(): void;
}

/**
 * The shop's mail: each message built once (mime-message.ts) and sent over a small pool of SMTP
 * connections (`SMTP_URL`, smtp-pool.ts) or, without a mail server, kept as an .eml file in the
 * data folder. A failed message fails: the outbox retries it with backoff.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const from = parseMailbox(options.from);
  if (options.smtpUrl) {
    const smtp = createSmtpPool(options.smtpUrl);
    return {
      send: (message) => smtp.send({ from: from.addr, to: message.to }, buildMessage(from, message)),
      close: () => smtp.close(),
    };
  }
  // No mail server: keep the exact message as an .eml file anyone can open.
  // Made once, not once per message (every purchase writes a receipt).
  let outboxReady: Promise<unknown> | undefined;
  return {
    async send(message) {
      outboxReady ??= mkdir(options.outboxDir, { recursive: true }).catch((error: unknown) => {
        outboxReady = undefined;
        throw error;
      });
      await outboxReady;
      const file = path.join(options.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, buildMessage(from, message));
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
